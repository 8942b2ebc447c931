import { redirect } from "react-router";
import { chatAction, conversationPath } from "~/app/components/chat/chat-action.server";
import type { Route } from "./+types/messages-actions";

/** The conversation's controls post here (offers, Sold, block, report, photos, quick replies); no page of its own. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(conversationPath(params.conversationId));
}

export const action = (args: Route.ActionArgs) => chatAction(args);

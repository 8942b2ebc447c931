import { redirect } from "react-router";
import { chatAction, conversationPath } from "~/app/components/chat/chat-action.server";
import type { ChatActionData } from "~/app/components/chat/chat-action-form";
import { toast } from "~/app/hooks/use-toast";
import type { Route } from "./+types/messages-actions";

/** The conversation's controls post here (offers, Sold, block, report, photos, quick replies); no page of its own. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(conversationPath(params.conversationId));
}

export const action = (args: Route.ActionArgs) => chatAction(args);

/**
 * A fetcher's answer carries its toast, shown here as it arrives: the control that sent it may be gone by the time
 * the page's data is fresh (an answered offer's buttons), and a toast cookie left for the root loader is lost when a
 * live update's revalidation overtakes the one after the submission.
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  const answer = (await serverAction()) as ChatActionData;
  if (answer && typeof answer === "object" && answer.ok && answer.toast) toast(answer.toast);
  return answer;
}

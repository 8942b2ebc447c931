import { loadInbox } from "~/app/components/chat/inbox-data.server";
import { InboxPage } from "~/app/components/chat/inbox-page";
import { pageMeta } from "~/app/lib/meta";
import { m } from "~/i18n/paraglide/messages";
import type { Route } from "./+types/messages";

export const meta: Route.MetaFunction = () => pageMeta(m.chat_inbox_title(), m.chat_meta_description());

/** The inbox; on a wide screen the newest chat is open beside the list (on a phone, the list alone). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadInbox(request, context);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <InboxPage data={loaderData} />;
}

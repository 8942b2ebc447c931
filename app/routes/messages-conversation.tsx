import { data, isRouteErrorResponse, Link, redirect } from "react-router";
import { loadInbox } from "~/app/components/chat/inbox-data.server";
import { InboxPage } from "~/app/components/chat/inbox-page";
import { sendFromForm } from "~/app/components/chat/send-from-form.server";
import { pageMeta } from "~/app/lib/meta";
import { m } from "~/i18n/paraglide/messages";
import type { Route } from "./+types/messages-conversation";

export const meta: Route.MetaFunction = ({ data }) => {
  const name = data?.open?.conversation.other.name || m.chat_user_fallback();
  return pageMeta(m.chat_conversation_meta_title({ name }), m.chat_meta_description());
};

/** One conversation open (on a phone, its own screen); opening it reads it. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadInbox(request, context, params.conversationId);
}

/**
 * The message box without JavaScript: a sent message comes back as the conversation; a refused one (too fast,
 * blocked, too long) comes back in the box with the reason beside it, so nothing typed is lost.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const here = `/messages/${params.conversationId}`;
  const result = await sendFromForm(request, context, await request.formData(), params.conversationId);
  switch (result.kind) {
    case "signed-out":
      return redirect(`/login?redirectTo=${encodeURIComponent(here)}`);
    case "not-found":
      throw data(result.message, 404);
    case "sent":
      return redirect(`${here}#latest`);
    case "refused":
      return data({ refused: { error: result.error, body: result.body } }, { status: result.status });
  }
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <InboxPage data={loaderData} refused={actionData?.refused} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto max-w-xl space-y-4 p-6 text-center">
      <h1 className="text-2xl font-bold">
        {notFound ? m.chat_conversation_not_found_title() : m.chat_conversation_error_title()}
      </h1>
      <p>{notFound ? m.chat_conversation_not_found_text() : m.chat_conversation_error_text()}</p>
      <Link to="/messages" className="inline-block rounded-md bg-brand px-4 py-2 font-semibold text-white">
        {m.chat_conversation_back_to_messages()}
      </Link>
    </main>
  );
}

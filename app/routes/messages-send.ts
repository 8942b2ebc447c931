import { data, redirect } from "react-router";
import { sendFromForm } from "~/app/components/chat/send-from-form.server";
import { redirectWithToast } from "~/app/lib/toast.server";
import type { MessageView } from "~/domain/chat/chat-views";
import { m } from "~/i18n/paraglide/messages";
import type { Route } from "./+types/messages-send";

export type SendActionData = { ok: true; message: MessageView } | { ok: false; error: string };

function answer(value: SendActionData, status: number) {
  return Response.json(value, { status });
}

/**
 * The scripts' fallback when the WebSocket is down: answered with the stored message as JSON. The form's client
 * id makes a retried post store the message once. (Without JavaScript the form posts to the conversation's own
 * page, which shows a refused message again with its error: app/routes/messages-conversation.tsx.)
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const here = `/messages/${params.conversationId}`;
  const form = await request.formData();
  const enhanced = form.get("enhanced") === "1";
  const result = await sendFromForm(request, context, form, params.conversationId);
  switch (result.kind) {
    case "signed-out":
      if (enhanced) return answer({ ok: false, error: m.chat_send_log_in_again() }, 401);
      return redirect(`/login?redirectTo=${encodeURIComponent(here)}`);
    case "not-found":
      throw data(result.message, 404);
    case "sent":
      if (enhanced) return answer({ ok: true, message: result.message }, result.duplicate ? 200 : 201);
      return redirect(`${here}#latest`);
    case "refused":
      if (enhanced) return answer({ ok: false, error: result.error }, result.status);
      return redirectWithToast(here, {
        title: m.chat_send_not_sent_toast(),
        description: result.error,
        variant: "destructive",
      });
  }
}

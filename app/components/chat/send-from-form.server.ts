import type { AppLoadContext } from "react-router";
import { getUser } from "~/app/lib/session.server";
import type { MessageView } from "~/domain/chat/chat-views";
import { sendMessage } from "~/domain/chat/send-message.server";
import { refusalOf } from "~/domain/shared/app-error-refusal";

export type SendFromForm =
  | { kind: "signed-out" }
  | { kind: "not-found"; message: string }
  | { kind: "sent"; message: MessageView; duplicate: boolean }
  | { kind: "refused"; error: string; status: number; body: string };

/**
 * A message posted by the conversation's form (its `body` and the `clientId` that makes a re-post store it
 * once), sent as the signed-in member. Both the no-JavaScript form and the scripts' fallback use it.
 */
export async function sendFromForm(
  request: Request,
  context: AppLoadContext,
  form: FormData,
  conversationParam: string | undefined,
): Promise<SendFromForm> {
  const user = await getUser(request, context);
  if (!user) return { kind: "signed-out" };
  const conversationId = Number(conversationParam);
  if (!Number.isSafeInteger(conversationId) || conversationId <= 0)
    return { kind: "not-found", message: "This conversation could not be found." };
  const rawBody = form.get("body");
  const body = typeof rawBody === "string" ? rawBody : "";
  const clientId = form.get("clientId");
  try {
    const sent = await sendMessage(context.services, {
      userId: user.id,
      conversationId,
      message: { body, clientId: typeof clientId === "string" && clientId ? clientId : undefined },
    });
    return { kind: "sent", message: sent.message, duplicate: sent.duplicate };
  } catch (err) {
    const refusal = refusalOf(err);
    if (refusal.code === "NOT_FOUND") return { kind: "not-found", message: refusal.message };
    return { kind: "refused", error: refusal.message, status: refusal.status, body };
  }
}

import { randomUUID } from "node:crypto";
import { type AppLoadContext, data } from "react-router";
import { requireUser } from "~/app/lib/session.server";
import { getConversation } from "~/domain/chat/get-conversation.server";
import { listConversations } from "~/domain/chat/list-conversations.server";
import { listMessages } from "~/domain/chat/list-messages.server";
import { markConversationRead } from "~/domain/chat/mark-conversation-read.server";
import { getRatingState } from "~/domain/ratings/get-rating-state.server";
import { refusalWhen } from "~/domain/shared/app-error-refusal";
import type { InboxData } from "./inbox-types";

function positiveId(value: string | null | undefined): number | undefined {
  if (!value || !/^\d{1,15}$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 ? n : undefined;
}

/**
 * /messages and /messages/:id: the member's chats (filtered by ?q=) and the conversation on screen — the one
 * asked for, or on /messages the first. A conversation asked for by its address is read now; the first one on
 * /messages is marked read by the page once it is really on screen (a phone shows the list there).
 */
export async function loadInbox(
  request: Request,
  context: AppLoadContext,
  conversationParam?: string,
): Promise<InboxData> {
  const user = await requireUser(request, context);
  const url = new URL(request.url);
  const q = url.searchParams.get("q")?.trim().slice(0, 100) ?? "";
  const services = context.services;
  const conversations = await listConversations(services, { userId: user.id, q });
  const chosen = conversationParam !== undefined;
  const conversationId = chosen ? positiveId(conversationParam) : conversations[0]?.id;
  if (chosen && conversationId === undefined) throw data("This conversation could not be found.", 404);
  const base = { me: { id: user.id, name: user.name }, q, conversations, chosen, clientId: randomUUID() };
  if (conversationId === undefined) return { ...base, open: null };
  const before = positiveId(url.searchParams.get("before"));
  try {
    if (chosen) await markConversationRead(services, { userId: user.id, conversationId });
    const [conversation, page, rating] = await Promise.all([
      getConversation(services, { userId: user.id, conversationId }),
      listMessages(services, { userId: user.id, conversationId, before }),
      getRatingState(services, { userId: user.id, conversationId }),
    ]);
    const listed = chosen
      ? conversations.map((c) => (c.id === conversationId ? { ...c, unread: 0 } : c))
      : conversations;
    return {
      ...base,
      conversations: listed,
      open: {
        conversation,
        messages: page.messages,
        hasOlder: page.hasOlder,
        before: before ?? null,
        rating,
      },
    };
  } catch (err) {
    throw data(refusalWhen(err, "NOT_FOUND").message, 404);
  }
}

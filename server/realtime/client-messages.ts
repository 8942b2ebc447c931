import { listMessages } from "~/domain/chat/list-messages.server";
import { markConversationRead } from "~/domain/chat/mark-conversation-read.server";
import { sendMessage } from "~/domain/chat/send-message.server";
import { sendTyping } from "~/domain/chat/send-typing.server";
import { setChatPresence } from "~/domain/chat/set-chat-presence.server";
import { AppError } from "~/domain/shared/app-error";
import { readClientFrame, type ServerFrameInput } from "~/domain/shared/realtime-frames";
import type { Services } from "~/domain/shared/services";
import { renderText } from "~/i18n/render-text";
import type { BudgetedFrame, MemberBudgets } from "./member-budgets";
import { type ClientSocket, closeSlowSocket, writeFrame } from "./socket-hub";
import { closeSignedOut, type SocketSessions } from "./socket-sessions";

/**
 * Admission control for sends over the sockets: at most `limit` messages of this process are being stored at once.
 * Past that the database is the bottleneck (10 pooled connections store ~1,900 messages/s here, decision 014) and a
 * send would only wait in the pool's queue, adding its wait to every message behind it and timing out after 5 s.
 * Instead it is refused at once with a `nack` of code BUSY and `retryIn` (ms, jittered so refused senders do not
 * come back together): the app keeps the bubble "sending" and sends it again (app/hooks/use-chat-send.ts); the same
 * client id stores it once.
 */
export const sendAdmission = { limit: 128, retryInMs: 400 };
export const BUSY_MESSAGE = "Mandi is busy right now. Your message is being sent again.";
let storing = 0;

/** Sends being stored now (for tests and /api/dev/stats). */
export function sendsInFlight(): number {
  return storing;
}

/** A typing indicator is passed on at most this often per socket and conversation. */
const TYPING_EVERY_MS = 2_000;
const lastTyping = new WeakMap<ClientSocket, Map<number, number>>();
const SIGNED_OUT = { code: "UNAUTHENTICATED", message: "Please log in first." };
const BUDGETED = new Set<string>(["read", "typing", "viewing", "catchup"] satisfies BudgetedFrame[]);

/** What the endpoint checks before a frame acts: the socket's session, and the member's budgets. */
export interface FrameGuard {
  sessions: Pick<SocketSessions, "confirm">;
  budgets: MemberBudgets;
  /** The most a socket may have unsent (HUB_LIMITS.maxBufferedBytes). */
  maxBufferedBytes: number;
}

/**
 * What a client may send on its socket (JSON objects, domain/shared/realtime-frames.ts ClientFrameSchema; every one
 * names a conversation of the member's own):
 * `send` a message (answered `ack` with the stored message, or `nack` with the error — BUSY with `retryIn` when
 * too many sends are being stored, see sendAdmission), `read` up to a message,
 * `typing`, `viewing` (the chat on screen, or null), `ping`, `catchup` (the messages after `after`, or the newest
 * page without it: answered `messages` with the same `rid`, so a reconnected screen catches up over the socket it
 * just opened instead of a second request and sign-in check). Anything else is answered with an `error`.
 * Before a frame acts it spends the member's budget and its socket's session is confirmed (FrameGuard, issue 25).
 */
export async function handleClientMessage(
  services: Services,
  client: ClientSocket,
  text: string,
  guard: FrameGuard,
) {
  // A socket that does not read what it is sent is not answered: it is closed (issue 25 §3).
  if (client.ws.bufferedAmount > guard.maxBufferedBytes) return closeSlowSocket(client.ws);
  const reply = (value: ServerFrameInput) =>
    writeFrame(client, JSON.stringify(value), guard.maxBufferedBytes);
  const read = readClientFrame(text);
  if ("refused" in read) {
    return reply(
      read.refused === "not-an-object"
        ? { t: "error", message: "Send JSON objects." }
        : { t: "error", message: "Unknown message type." },
    );
  }
  const message = read.frame;
  const conversationId = "c" in message ? message.c : undefined;
  const userId = client.userId;
  if (BUDGETED.has(message.t) && !guard.budgets.spend(userId, message.t as BudgetedFrame)) {
    client.ws.close(1008, "Too many requests");
    return;
  }
  if (message.t !== "ping") {
    const confirmed = guard.sessions.confirm(client);
    // The session ended behind the server's back (no event reached it): this frame is refused, the socket closed.
    if (!(confirmed === true || (await confirmed))) {
      reply(
        message.t === "send"
          ? { t: "nack", id: message.id, error: SIGNED_OUT }
          : { t: "error", rid: message.rid, error: SIGNED_OUT },
      );
      return closeSignedOut(client);
    }
  }

  try {
    switch (message.t) {
      case "ping":
        return reply({ t: "pong" });
      case "send": {
        const id = message.id;
        if (conversationId === undefined) return reply({ t: "nack", id, error: badConversation() });
        if (storing >= sendAdmission.limit) {
          const retryIn = Math.round(sendAdmission.retryInMs * (0.5 + Math.random()));
          return reply({ t: "nack", id, error: { code: "BUSY", message: BUSY_MESSAGE }, retryIn });
        }
        storing++;
        try {
          const sent = await sendMessage(services, {
            userId,
            conversationId,
            message: { body: message.body, clientId: id },
          });
          return reply({ t: "ack", id: sent.message.clientId, message: sent.message });
        } catch (err) {
          if (err instanceof AppError) return reply({ t: "nack", id, error: socketError(err, client) });
          throw err;
        } finally {
          storing--;
        }
      }
      case "catchup": {
        const rid = message.rid;
        if (conversationId === undefined) return reply({ t: "error", rid, error: badConversation() });
        try {
          const page = await listMessages(services, {
            userId,
            conversationId,
            after: message.after,
          });
          return reply({ t: "messages", rid, c: conversationId, ...page });
        } catch (err) {
          if (err instanceof AppError) return reply({ t: "error", rid, error: socketError(err, client) });
          throw err;
        }
      }
      case "read":
        if (conversationId === undefined) return reply({ t: "error", error: badConversation() });
        await markConversationRead(services, { userId, conversationId, upTo: message.upTo });
        return;
      case "typing": {
        if (conversationId === undefined) return;
        const seen = lastTyping.get(client) ?? new Map<number, number>();
        lastTyping.set(client, seen);
        const now = Date.now();
        if (now - (seen.get(conversationId) ?? 0) < TYPING_EVERY_MS) return;
        if (seen.size > 50) seen.clear();
        seen.set(conversationId, now);
        await sendTyping(services, { userId, conversationId });
        return;
      }
      case "viewing":
        client.viewing = conversationId ?? null;
        await setChatPresence(services, { socketId: client.id, userId, conversationId: client.viewing });
        return;
    }
  } catch (err) {
    if (err instanceof AppError) return reply({ t: "error", error: socketError(err, client) });
    throw err;
  }
}

/** An error frame says the AppError once, in the language of the page that opened the socket. */
function socketError(err: AppError, client: ClientSocket) {
  return { code: err.code, message: renderText(err.text, client.locale ?? "en") };
}

function badConversation() {
  return { code: "VALIDATION", message: "Name the conversation (c) by its id." };
}

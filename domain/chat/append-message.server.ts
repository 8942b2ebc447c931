import { randomUUID } from "node:crypto";
import { and, eq, or, sql } from "drizzle-orm";
import { conversations, messages, users } from "~/db/schema";
import type { Message } from "~/i18n/render-text";
import { NOTIFICATION_EVENTS, type NotificationEvent } from "../notifications/notification-events";
import { noticeMade } from "../notifications/notify.server";
import { queuePushNotice } from "../notifications/push-notice.server";
import { AppError } from "../shared/app-error";
import { banInForce } from "../shared/ban-in-force";
import { scamWarnings } from "../shared/scam-rules";
import type { Services } from "../shared/services";
import { appendMessageRows } from "./append-message-sql.server";
import { chatEvent } from "./chat-events";
import { chatPhotoUrls, type MessageKind, type MessageView } from "./chat-views";
import { selectMessageById } from "./message-rows.server";
import { refuseBannedWriter } from "./writer-standing.server";

export interface NewMessage {
  senderId: string;
  conversationId: number;
  kind: MessageKind;
  body: string;
  clientId?: string | undefined;
  photoKey?: string;
  offerId?: number;
  /** How the recipient's notification reads; by default "New message from {name}". */
  notice?: { event: NotificationEvent; title: Message };
  /** Text scanned by the scam shield with the body: a new conversation's subject. */
  alsoScan?: string;
  /** Writing directly to a member in a chat its writer does not see yet (sendDirectMessage). */
  unseenByWriter?: boolean;
}

export type AppendedMessage = { message: MessageView; duplicate: boolean };

export const RECIPIENT_SUSPENDED = "This member's account is suspended: messages to them are not delivered.";

/**
 * Stores a message, then tells both sides (the statement: append-message-sql.server.ts). A clientId the sender
 * already used returns the stored message: a retried send is stored once. When the recipient has blocked the
 * sender the message is kept for the sender alone, and nobody is told. A banned or suspended sender is refused in
 * the ban notice's words, whatever carried the message (page, API, socket, push action).
 */
export async function appendMessage(
  services: Pick<Services, "db" | "realtime" | "jobs" | "push">,
  input: NewMessage,
): Promise<AppendedMessage> {
  const { db } = services;
  const clientId = input.clientId ?? randomUUID();
  // A new conversation's subject is read with its first message: the recipient sees both first.
  const scanned = input.alsoScan ? `${input.alsoScan}\n${input.body}` : input.body;
  const warnings = input.kind === "offer" ? [] : scamWarnings(scanned);
  const preview: Message | string =
    input.kind === "photo"
      ? ({ key: "server_chat_sent_photo" } as const)
      : input.body.length > 140
        ? `${input.body.slice(0, 139)}…`
        : input.body;
  const rows = await appendMessageRows(db, {
    senderId: input.senderId,
    conversationId: input.conversationId,
    clientId,
    kind: input.kind,
    body: input.body,
    photoKey: input.photoKey ?? null,
    offerId: input.offerId ?? null,
    warnings,
    notice: input.notice ?? { event: NOTIFICATION_EVENTS.newMessage, title: null },
    preview,
    unseenByWriter: input.unseenByWriter === true,
  });
  const row = rows[0];
  if (!row) return existingMessage(services, input, clientId);

  const id = Number(row.id);
  // An offer's message shows the offer: read back with it. Any other is exactly what was just stored.
  const message =
    input.kind === "offer"
      ? await selectMessageById(db, id, input.senderId)
      : {
          id,
          conversationId: input.conversationId,
          clientId,
          senderId: input.senderId,
          kind: input.kind,
          body: input.body,
          photo: input.photoKey ? chatPhotoUrls(id) : null,
          offer: null,
          warnings,
          createdAt: new Date(row.created_at).toISOString(),
        };
  if (!message) throw new Error("appendMessage: the stored offer message could not be read back");
  const recipientId = row.recipient_id;
  const audience = [...(row.sender_sees ? [input.senderId] : []), ...(row.withheld ? [] : [recipientId])];
  if (audience.length > 0) await services.realtime.publish(audience, chatEvent({ t: "message", message }));
  if (row.noticed) {
    await noticeMade(services, { userId: recipientId, email: "messages" }, row.was_unread);
    if (row.pushable) {
      await queuePushNotice(services, { userId: recipientId, dedupeKey: `chat:${input.conversationId}` });
    }
  }
  return { message, duplicate: false };
}

async function existingMessage(
  services: Pick<Services, "db">,
  input: NewMessage,
  clientId: string,
): Promise<AppendedMessage> {
  const [stored] = await services.db
    .select({ id: messages.id, conversationId: messages.conversationId })
    .from(messages)
    .where(and(eq(messages.senderId, input.senderId), eq(messages.clientId, clientId)));
  if (!stored || stored.conversationId !== input.conversationId) {
    await refuseBannedWriter(services.db, input.senderId);
    const [other] = await services.db
      .select({ bannedAt: users.bannedAt, bannedUntil: users.bannedUntil })
      .from(conversations)
      .innerJoin(
        users,
        sql`${users.id} = case when ${conversations.buyerId} = ${input.senderId} then ${conversations.sellerId} else ${conversations.buyerId} end`,
      )
      .where(
        and(
          eq(conversations.id, input.conversationId),
          or(eq(conversations.buyerId, input.senderId), eq(conversations.sellerId, input.senderId)),
        ),
      );
    if (other && banInForce(other)) throw new AppError("FORBIDDEN", "server_chat_member_suspended");
    throw new AppError("NOT_FOUND", "server_chat_not_found");
  }
  const message = await selectMessageById(services.db, stored.id, input.senderId);
  if (!message) throw new AppError("NOT_FOUND", "server_chat_not_found");
  return { message, duplicate: true };
}

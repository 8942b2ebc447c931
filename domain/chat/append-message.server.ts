import { randomUUID } from "node:crypto";
import { and, eq, or, sql } from "drizzle-orm";
import { executeNamed } from "~/db/named-statement.server";
import { conversations, messages, users } from "~/db/schema";
import { NOTIFICATION_EVENTS, type NotificationEvent } from "../notifications/notification-events";
import { noticeMade } from "../notifications/notify.server";
import { queuePushNotice } from "../notifications/push-notice.server";
import { AppError } from "../shared/app-error";
import { banInForce } from "../shared/ban-in-force";
import type { Services } from "../shared/services";
import { chatEvent } from "./chat-events";
import { CONVERSATION_NOT_FOUND } from "./chat-limits";
import { chatPhotoUrls, type MessageKind, type MessageView } from "./chat-views";
import { selectMessageById } from "./message-rows.server";
import { scamWarnings } from "./scam-rules";

export interface NewMessage {
  senderId: string;
  conversationId: number;
  kind: MessageKind;
  body: string;
  clientId?: string | undefined;
  photoKey?: string;
  offerId?: number;
  /** How the recipient's notification reads; by default "New message from {name}". */
  notice?: { event: NotificationEvent; title: string };
}

export type AppendedMessage = { message: MessageView; duplicate: boolean };

export const RECIPIENT_SUSPENDED = "This member's account is suspended: messages to them are not delivered.";

interface AppendedRow {
  id: number | string;
  created_at: Date | string;
  buyer_id: string;
  seller_id: string;
  recipient_id: string;
  withheld: boolean;
  noticed: boolean;
  was_unread: boolean;
  /** The recipient turned push on for a device: only then is a push job queued (a write per message otherwise). */
  pushable: boolean;
}

/**
 * Stores a message, then tells both sides. One statement locks the conversation row, counts the message as
 * unread for the recipient and inserts it, so the messages of a conversation get ids in the order they were
 * committed (a client that asks for "everything after id N" never skips one). A clientId the sender already
 * used returns the stored message: a retried send is stored once. When the recipient has blocked the sender the
 * message is kept for the sender alone, and nobody is told.
 */
export async function appendMessage(
  services: Pick<Services, "db" | "realtime" | "jobs" | "push">,
  input: NewMessage,
): Promise<AppendedMessage> {
  const { db } = services;
  const clientId = input.clientId ?? randomUUID();
  const warnings = input.kind === "offer" ? [] : scamWarnings(input.body);
  // The conversation row is locked before the message takes its id, and it is counted as unread only when the
  // insert went in: a retried send racing the first (same clientId) waits for it, then inserts nothing and counts
  // nothing, instead of counting the message twice.
  const notice = input.notice ?? { event: NOTIFICATION_EVENTS.newMessage, title: null };
  const preview = input.kind === "photo" ? "Sent a photo" : input.body;
  const dedupeKey = `chat:${input.conversationId}`;
  const rows = await executeNamed<AppendedRow>(
    db,
    "append_message_v4",
    sql`
    with target as (
      select c.id, exists (
        select 1 from user_blocks b
        where b.blocked_id = ${input.senderId}
          and b.blocker_id = case when c.buyer_id = ${input.senderId} then c.seller_id else c.buyer_id end
      ) as withheld
      from conversations c
      where c.id = ${input.conversationId} and ${input.senderId} in (c.buyer_id, c.seller_id)
        -- A member banned or suspended by the moderators receives nothing (the sender is told why, below); a
        -- suspension whose time has passed no longer counts (domain/shared/ban-in-force.ts).
        and not exists (
          select 1 from users u
          where u.id = case when c.buyer_id = ${input.senderId} then c.seller_id else c.buyer_id end
            and u.banned_at is not null and (u.banned_until is null or u.banned_until > now())
        )
      for update of c
    ),
    inserted as (
      insert into messages (conversation_id, sender_id, client_id, kind, body, photo_key, offer_id, warnings, withheld)
      select target.id, ${input.senderId}, ${clientId}, ${input.kind}, ${input.body}, ${input.photoKey ?? null},
        ${input.offerId ?? null}::bigint, string_to_array(${warnings.join(",")}, ','), target.withheld
      from target
      on conflict (sender_id, client_id) do nothing
      returning id, created_at, withheld
    ),
    conv as (
      update conversations c set
        last_message_at = now(),
        buyer_unread = c.buyer_unread + case when c.seller_id = ${input.senderId} and not inserted.withheld then 1 else 0 end,
        seller_unread = c.seller_unread + case when c.buyer_id = ${input.senderId} and not inserted.withheld then 1 else 0 end
      from inserted
      where c.id = ${input.conversationId}
      returning c.buyer_id, c.seller_id,
        case when c.buyer_id = ${input.senderId} then c.seller_id else c.buyer_id end as recipient_id
    ),
    previous as (
      select n.read_at is null as unread from notifications n, conv
      where n.user_id = conv.recipient_id and n.dedupe_key = ${dedupeKey}
    ),
    -- The recipient's notice, in the same statement (one round trip per message): none while they have the
    -- chat open, and one row per chat, brought back to unread and to the top by each new message.
    notice as (
      insert into notifications (user_id, type, event, title, body, link, conversation_id, dedupe_key)
      select conv.recipient_id, 'message', ${notice.event},
        coalesce(${notice.title}, 'New message from ' ||
          coalesce(nullif(trim((select name from users where id = ${input.senderId})), ''), 'User')),
        ${preview.length > 140 ? `${preview.slice(0, 139)}…` : preview},
        ${`/messages?c=${input.conversationId}`}, ${input.conversationId}::bigint, ${dedupeKey}
      from conv, inserted
      where not inserted.withheld and not exists (
        select 1 from chat_presence p
        where p.user_id = conv.recipient_id and p.conversation_id = ${input.conversationId}::bigint
          and p.expires_at > now()
      )
      on conflict (user_id, dedupe_key) do update set
        title = excluded.title, body = excluded.body, link = excluded.link, event = excluded.event,
        read_at = null, emailed_at = null, created_at = now()
      returning id
    )
    select inserted.id, inserted.created_at, conv.buyer_id, conv.seller_id, conv.recipient_id, inserted.withheld,
      exists (select 1 from notice) as noticed, coalesce((select unread from previous), false) as was_unread,
      exists (select 1 from push_subscriptions ps where ps.user_id = conv.recipient_id) as pushable
    from inserted, conv`,
  );
  const row = rows[0];
  if (!row) return existingMessage(services, input, clientId);

  const id = Number(row.id);
  // An offer's message shows the offer: read back with it. Any other is exactly what was just stored.
  const message =
    input.kind === "offer"
      ? await selectMessageById(db, id)
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
  await services.realtime.publish(
    row.withheld ? [input.senderId] : [input.senderId, recipientId],
    chatEvent({ t: "message", message }),
  );
  if (row.noticed) {
    await noticeMade(services, { userId: recipientId, email: "messages" }, row.was_unread);
    if (row.pushable) await queuePushNotice(services, { userId: recipientId, dedupeKey });
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
    if (other && banInForce(other)) throw new AppError("FORBIDDEN", RECIPIENT_SUSPENDED);
    throw new AppError("NOT_FOUND", CONVERSATION_NOT_FOUND);
  }
  const message = await selectMessageById(services.db, stored.id);
  if (!message) throw new AppError("NOT_FOUND", CONVERSATION_NOT_FOUND);
  return { message, duplicate: true };
}

import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { executeNamed } from "~/db/named-statement.server";
import type { Message } from "~/i18n/render-text";
import type { NotificationEvent } from "../notifications/notification-events";
import type { MessageKind } from "./chat-views";

export interface AppendedRow {
  id: number | string;
  created_at: Date | string;
  buyer_id: string;
  seller_id: string;
  recipient_id: string;
  withheld: boolean;
  /** The chat is in the sender's inbox (false for a chat they started by e-mail that nobody has answered yet). */
  sender_sees: boolean;
  noticed: boolean;
  was_unread: boolean;
  /** The recipient turned push on for a device: only then is a push job queued (a write per message otherwise). */
  pushable: boolean;
}

export interface AppendValues {
  senderId: string;
  conversationId: number;
  clientId: string;
  kind: MessageKind;
  body: string;
  photoKey: string | null;
  offerId: number | null;
  warnings: string[];
  /** The notice's title; null: "New message from {the sender's name}". */
  notice: { event: NotificationEvent; title: Message | null };
  /** The notice's body: what was written, or "Sent a photo". */
  preview: Message | string;
  /** A chat the sender started directly may be written in before it shows in their inbox (sendDirectMessage). */
  unseenByWriter: boolean;
}

/**
 * The one statement that stores a message (decision 014: a named prepared statement, so its text never varies;
 * renamed whenever it changes). It locks the conversation row, counts the message as unread for the recipient and
 * inserts it, so the messages of a conversation get ids in the order they were committed. Nothing is stored when
 * either member is banned or suspended: appendMessage then says which, off the hot path.
 */
export function appendMessageRows(db: Db, v: AppendValues): Promise<AppendedRow[]> {
  const me = v.senderId;
  const dedupeKey = `chat:${v.conversationId}`;
  return executeNamed<AppendedRow>(
    db,
    "append_message_v6",
    // The conversation row is locked before the message takes its id, and it is counted as unread only when the
    // insert went in: a retried send racing the first (same clientId) waits for it, then inserts nothing and counts
    // nothing, instead of counting the message twice.
    sql`
    with target as (
      select c.id, exists (
        select 1 from user_blocks b
        where b.blocked_id = ${me}
          and b.blocker_id = case when c.buyer_id = ${me} then c.seller_id else c.buyer_id end
      ) as withheld
      from conversations c
      where c.id = ${v.conversationId} and ${me} in (c.buyer_id, c.seller_id)
        -- Only a chat in the sender's inbox (a new one about an ad is not yet, and is about to be).
        and (c.kind = 'listing' or c.seller_id = ${me} or c.buyer_last_message_at is not null
          or ${v.unseenByWriter}::boolean)
        -- A banned or suspended member neither sends nor receives; a suspension whose time has passed no longer
        -- counts (domain/shared/ban-in-force.ts).
        and not exists (
          select 1 from users u
          where u.id in (c.buyer_id, c.seller_id)
            and u.banned_at is not null and (u.banned_until is null or u.banned_until > now())
        )
      for update of c
    ),
    inserted as (
      insert into messages (conversation_id, sender_id, client_id, kind, body, photo_key, offer_id, warnings, withheld)
      select target.id, ${me}, ${v.clientId}, ${v.kind}, ${v.body}, ${v.photoKey},
        ${v.offerId}::bigint, string_to_array(${v.warnings.join(",")}, ','), target.withheld
      from target
      on conflict (sender_id, client_id) do nothing
      returning id, created_at, withheld
    ),
    -- Each side's inbox moves only for what that side may see: a withheld message moves the sender's alone, and a
    -- chat started by e-mail enters its writer's inbox when the member written to answers.
    conv as (
      update conversations c set
        last_message_at = now(),
        buyer_last_message_at = case
          when c.buyer_id = ${me} then case when c.kind = 'direct' and c.buyer_last_message_at is null
            then null else now() end
          when inserted.withheld then c.buyer_last_message_at else now() end,
        seller_last_message_at = case
          when c.seller_id = ${me} or not inserted.withheld then now() else c.seller_last_message_at end,
        buyer_unread = c.buyer_unread + case when c.seller_id = ${me} and not inserted.withheld then 1 else 0 end,
        seller_unread = c.seller_unread + case when c.buyer_id = ${me} and not inserted.withheld then 1 else 0 end
      from inserted
      where c.id = ${v.conversationId}
      returning c.buyer_id, c.seller_id,
        case when c.buyer_id = ${me} then c.seller_id else c.buyer_id end as recipient_id,
        case when c.buyer_id = ${me} then c.buyer_last_message_at else c.seller_last_message_at end
          is not null as sender_sees
    ),
    previous as (
      select n.read_at is null as unread from notifications n, conv
      where n.user_id = conv.recipient_id and n.dedupe_key = ${dedupeKey}
    ),
    -- The recipient's notice, in the same statement (one round trip per message): none while they have the
    -- chat open, and one row per chat, brought back to unread and to the top by each new message.
    notice as (
      insert into notifications (user_id, type, event, title, body, text, link, conversation_id, dedupe_key)
      select conv.recipient_id, 'message', ${v.notice.event}, '', '',
        jsonb_build_object(
          'title', coalesce(${v.notice.title === null ? null : JSON.stringify(v.notice.title)}::jsonb,
            jsonb_build_object('key', 'server_notice_new_message', 'params', jsonb_build_object('name',
              coalesce(to_jsonb(nullif(trim((select name from users where id = ${me})), '')),
                '{"key":"server_email_messages_user"}'::jsonb)))),
          'body', ${JSON.stringify(v.preview)}::jsonb),
        ${`/messages?c=${v.conversationId}`}, ${v.conversationId}::bigint, ${dedupeKey}
      from conv, inserted
      where not inserted.withheld and not exists (
        select 1 from chat_presence p
        where p.user_id = conv.recipient_id and p.conversation_id = ${v.conversationId}::bigint
          and p.expires_at > now()
      )
      on conflict (user_id, dedupe_key) do update set
        title = excluded.title, body = excluded.body, text = excluded.text, link = excluded.link, event = excluded.event,
        read_at = null, emailed_at = null, created_at = now()
      returning id
    )
    select inserted.id, inserted.created_at, conv.buyer_id, conv.seller_id, conv.recipient_id, inserted.withheld,
      conv.sender_sees, exists (select 1 from notice) as noticed,
      coalesce((select unread from previous), false) as was_unread,
      exists (select 1 from push_subscriptions ps where ps.user_id = conv.recipient_id) as pushable
    from inserted, conv`,
  );
}

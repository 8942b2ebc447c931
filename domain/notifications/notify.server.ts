import { sql } from "drizzle-orm";
import type { Services } from "../shared/services";
import type { NoticeText } from "./notice-text";
import { EMAIL_BATCH_SECONDS, type EmailKind, type NotificationEvent } from "./notification-events";

export interface Notice {
  userId: string;
  type: "listing" | "message" | "promo" | "alert";
  event: NotificationEvent;
  /** What it says, put in words in the reader's language when read (notice-text.ts). */
  text: NoticeText;
  /** Where clicking it leads (a path of Mandi). */
  link: string;
  /** Makes the event notify once: a second notice with the same key updates the first and marks it unread. */
  dedupeKey?: string;
  /** A notice about a chat: none is made while the member has that chat open, and reading it reads the notice. */
  conversationId?: number;
  /** Also tell by e-mail (batched, when the member's preference allows). */
  email?: EmailKind;
}

/**
 * Records a notification and tells the member's open screens (the header bell). With a dedupe key it is one
 * row per key, brought back to unread and to the top by each new notice. Returns false when none was made
 * because the member has the chat open.
 */
export async function notify(
  services: Pick<Services, "db" | "realtime" | "jobs">,
  notice: Notice,
): Promise<boolean> {
  const conversationId = notice.conversationId ?? null;
  const result = (await services.db.execute(sql`
    with previous as (
      select read_at is null as unread from notifications
      where user_id = ${notice.userId} and dedupe_key = ${notice.dedupeKey ?? null}
    )
    insert into notifications (user_id, type, event, title, body, text, link, conversation_id, dedupe_key)
    select ${notice.userId}, ${notice.type}, ${notice.event}, '', '', ${JSON.stringify(notice.text)}::jsonb,
      ${notice.link},
      ${conversationId}::bigint, ${notice.dedupeKey ?? null}
    where ${conversationId}::bigint is null or not exists (
      select 1 from chat_presence
      where user_id = ${notice.userId} and conversation_id = ${conversationId}::bigint and expires_at > now()
    )
    on conflict (user_id, dedupe_key) do update set
      title = excluded.title, body = excluded.body, text = excluded.text, link = excluded.link, event = excluded.event,
      read_at = null, emailed_at = null, created_at = now()
    returning id, coalesce((select unread from previous), false) as was_unread`)) as unknown as {
    rows: { id: number; was_unread: boolean }[];
  };
  const row = result.rows[0];
  if (!row) return false;
  await noticeMade(services, notice, row.was_unread);
  return true;
}

/**
 * What follows a stored notice: the member's open screens are told (the header bell), and the first notice of a
 * burst (twenty messages in one chat are one unread notice) schedules the one e-mail.
 */
export async function noticeMade(
  services: Pick<Services, "realtime" | "jobs">,
  notice: Pick<Notice, "userId" | "email">,
  wasUnread: boolean,
) {
  await services.realtime.publish([notice.userId], { t: "notification" });
  if (notice.email && !wasUnread) {
    const queue = notice.email === "messages" ? "message-email" : "product-email";
    await services.jobs.send(
      queue,
      { userId: notice.userId },
      { key: notice.userId, delaySeconds: EMAIL_BATCH_SECONDS[notice.email] },
    );
  }
}

import { sql } from "drizzle-orm";
import type { Services } from "../shared/services";
import { chatEvent } from "./chat-events";
import { loadParticipation } from "./conversation-access.server";
import { blockedBy } from "./conversation-change.server";

/**
 * The member has read the conversation up to `upTo` (by default its newest message): their unread count is
 * recounted, the other side sees "Seen", and the chat's notification is read too. Never moves backwards.
 */
export async function markConversationRead(
  services: Pick<Services, "db" | "realtime">,
  input: { userId: string; conversationId: number; upTo?: number | undefined },
): Promise<{ lastReadId: number; unread: number }> {
  const { db } = services;
  const { role, otherId, conversation } = await loadParticipation(db, input);
  const column = role === "buyer" ? sql.raw("buyer") : sql.raw("seller");
  const me = input.userId;
  const result = (await db.execute(sql`
    with newest as (
      select coalesce(max(id), 0) as id from messages
      where conversation_id = ${conversation.id} and (not withheld or sender_id = ${me})
        and (${input.upTo ?? null}::bigint is null or id <= ${input.upTo ?? null}::bigint)
    ),
    before as (select ${column}_last_read_id as id from conversations where id = ${conversation.id})
    update conversations c set
      ${column}_last_read_id = greatest(c.${column}_last_read_id, newest.id),
      ${column}_unread = (
        select count(*)::int from messages m
        where m.conversation_id = c.id and m.sender_id <> ${me} and not m.withheld
          and m.id > greatest(c.${column}_last_read_id, newest.id)
      )
    from newest, before
    where c.id = ${conversation.id}
    returning c.${column}_last_read_id as last_read_id, c.${column}_unread as unread, before.id as previous,
      ${blockedBy(otherId, me)} as hidden`)) as unknown as {
    rows: { last_read_id: number | string; unread: number; previous: number | string; hidden: boolean }[];
  };
  const row = result.rows[0];
  const lastReadId = Number(row?.last_read_id ?? 0);
  const unread = Number(row?.unread ?? 0);
  if (lastReadId > Number(row?.previous ?? 0)) {
    // A member who blocked the reader is not shown "Seen" either (issue 25 §6).
    await services.realtime.publish(
      row?.hidden ? [me] : [otherId, me],
      chatEvent({ t: "read", conversationId: conversation.id, readerId: me, lastReadId }),
    );
  }
  const readNotices = (await db.execute(sql`
    update notifications set read_at = now()
    where user_id = ${me} and conversation_id = ${conversation.id} and read_at is null
    returning id`)) as unknown as { rows: unknown[] };
  if (readNotices.rows.length > 0) await services.realtime.publish([me], { t: "notification" });
  return { lastReadId, unread };
}

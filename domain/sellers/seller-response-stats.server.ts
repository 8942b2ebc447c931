import { sql } from "drizzle-orm";
import type { Services } from "../shared/services";

/** How far back chats count, and how many it takes before a figure means anything. */
export const RESPONSE_WINDOW_DAYS = 90;
export const MIN_CHATS_FOR_STATS = 3;
/** A chat this young and not answered yet is left out: the seller still has time. */
const GRACE_HOURS = 24;

export type TypicalResponse = "within an hour" | "within a few hours" | "within a day" | "in more than a day";

export interface SellerResponseStats {
  /** Chats counted: the buyer wrote first, in the last 90 days. */
  chats: number;
  /** Share of those chats the seller answered, 0–100, rounded. */
  responseRate: number;
  /** The median time from the buyer's first message to the seller's first reply, in bucket words; null if none. */
  typicalResponse: TypicalResponse | null;
}

/**
 * How promptly a member answers buyers, from chat. Counted: the conversations where the member was written to
 * and the buyer wrote first (withheld messages from someone they blocked aside) in the last 90 days; one not
 * answered yet counts once a day has passed. The response rate is the share the member answered at all; the
 * typical response time is the median from the buyer's first message to the member's first reply. Fewer than 3
 * chats give null: no figure rather than a misleading one.
 */
export async function getSellerResponseStats(
  { db }: Pick<Services, "db">,
  input: { sellerId: string; now?: Date },
): Promise<SellerResponseStats | null> {
  const now = input.now ?? new Date();
  const since = new Date(now.getTime() - RESPONSE_WINDOW_DAYS * 86_400_000);
  const graceStart = new Date(now.getTime() - GRACE_HOURS * 3_600_000);
  // Both drivers (PGlite, node-postgres) answer raw SQL with `{ rows }`.
  const result = (await db.execute(sql`
    with asked as (
      select first.created_at as asked_at,
        (select min(reply.created_at) from messages reply
          where reply.conversation_id = c.id and reply.sender_id = c.seller_id
            and reply.created_at >= first.created_at) as answered_at
      from conversations c
      cross join lateral (
        select m.sender_id, m.created_at from messages m
        where m.conversation_id = c.id and not m.withheld
        order by m.id limit 1
      ) first
      -- A chat whose first message is recent had its last one since: the seller's index narrows it first.
      where c.seller_id = ${input.sellerId} and c.last_message_at >= ${since}
        and first.sender_id = c.buyer_id
        and first.created_at >= ${since} and first.created_at <= ${now}
    ), counted as (
      select * from asked where answered_at is not null or asked_at <= ${graceStart}
    )
    select count(*)::int as chats,
      count(answered_at)::int as answered,
      percentile_cont(0.5) within group (order by extract(epoch from answered_at - asked_at)) as median_seconds
    from counted`)) as unknown as {
    rows: { chats: number; answered: number; median_seconds: number | string | null }[];
  };
  const row = result.rows[0];
  const chats = Number(row?.chats ?? 0);
  if (!row || chats < MIN_CHATS_FOR_STATS) return null;
  const median = row.median_seconds === null ? null : Number(row.median_seconds);
  return {
    chats,
    responseRate: Math.round((Number(row.answered) / chats) * 100),
    typicalResponse: median === null ? null : typicalResponse(median),
  };
}

export function typicalResponse(seconds: number): TypicalResponse {
  const hours = seconds / 3600;
  if (hours <= 1) return "within an hour";
  if (hours <= 6) return "within a few hours";
  if (hours <= 24) return "within a day";
  return "in more than a day";
}

import { sql } from "drizzle-orm";
import type { Services } from "../shared/services";

export interface UnreadCounts {
  /** Unread messages across the member's conversations (the header's Messages badge). */
  messages: number;
  /** Unread notifications (the bell). */
  notifications: number;
}

export async function countUnread(
  { db }: Pick<Services, "db">,
  input: { userId: string },
): Promise<UnreadCounts> {
  const me = input.userId;
  const result = (await db.execute(sql`
    select
      (select coalesce(sum(case when buyer_id = ${me} then buyer_unread else seller_unread end), 0)::int
        from conversations where buyer_id = ${me} or seller_id = ${me}) as messages,
      (select count(*)::int from notifications where user_id = ${me} and read_at is null) as notifications`)) as unknown as {
    rows: { messages: number; notifications: number }[];
  };
  return {
    messages: Number(result.rows[0]?.messages ?? 0),
    notifications: Number(result.rows[0]?.notifications ?? 0),
  };
}

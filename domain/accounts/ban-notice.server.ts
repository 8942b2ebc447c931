import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { users } from "~/db/schema";

/** Why sign-in is refused to a banned member; null when they are not banned. */
export async function banNotice(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ bannedAt: users.bannedAt, reason: users.banReason })
    .from(users)
    .where(eq(users.id, userId));
  if (!row?.bannedAt) return null;
  const reason = row.reason ? ` Reason: ${row.reason.replace(/[.\s]+$/, "")}.` : "";
  return `Your account has been suspended by Mandi's moderators.${reason} If you think this is a mistake, write to us from the Contact page.`;
}

import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { users } from "~/db/schema";
import { banInForce } from "../shared/ban-in-force";

const CONTACT_US = "If you think this is a mistake, write to us from the Contact page.";
// India's date, whatever the server's time zone: "3 December 2026".
const untilDate = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

/**
 * Why sign-in is refused to a banned or suspended member; null when they are neither, or their suspension has
 * ended (even before the sweep has lifted it).
 */
export async function banNotice(db: Db, userId: string, now = new Date()): Promise<string | null> {
  const [row] = await db
    .select({ bannedAt: users.bannedAt, bannedUntil: users.bannedUntil, reason: users.banReason })
    .from(users)
    .where(eq(users.id, userId));
  if (!row || !banInForce(row, now)) return null;
  const reason = row.reason?.replace(/[.\s]+$/, "") ?? "";
  if (row.bannedUntil) {
    const until = untilDate.format(row.bannedUntil);
    return `Your account is suspended until ${until}${reason ? `: ${reason}` : ""}. ${CONTACT_US}`;
  }
  return `Your account has been suspended by Mandi's moderators.${reason ? ` Reason: ${reason}.` : ""} ${CONTACT_US}`;
}

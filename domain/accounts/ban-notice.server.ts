import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { users } from "~/db/schema";
import { type Message, message } from "~/i18n/render-text";
import { banInForce } from "../shared/ban-in-force";

const CONTACT_US = message("server_accounts_contact_us");

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
export async function banNotice(db: Db, userId: string, now = new Date()): Promise<Message | null> {
  const [row] = await db
    .select({ bannedAt: users.bannedAt, bannedUntil: users.bannedUntil, reason: users.banReason })
    .from(users)
    .where(eq(users.id, userId));
  if (!row || !banInForce(row, now)) return null;
  const reason = row.reason?.replace(/[.\s]+$/, "") ?? "";
  if (row.bannedUntil) {
    const until = untilDate.format(row.bannedUntil);
    return reason
      ? message("server_suspended_until_reason", { until, reason, contact: CONTACT_US })
      : message("server_suspended_until", { until, contact: CONTACT_US });
  }
  return reason
    ? message("server_banned_reason", { reason, contact: CONTACT_US })
    : message("server_banned", { contact: CONTACT_US });
}

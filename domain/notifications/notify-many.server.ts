import { type SQL, sql } from "drizzle-orm";
import type { Services } from "../shared/services";
import { EMAIL_BATCH_SECONDS, type EmailKind } from "./notification-events";

/**
 * Notifications for many members at once, from one INSERT … SELECT: `source` yields rows of (user_id, text,
 * link, dedupe_key), text being the notice's NoticeText as jsonb; a dedupe key already used for a member is skipped, so running it again (every
 * instance's expiry sweep, each minute) notifies nobody twice. Returns the members notified.
 */
export async function notifyMany(
  services: Pick<Services, "db" | "realtime" | "jobs">,
  input: { type: "listing" | "alert"; event: string; source: SQL; email?: EmailKind },
): Promise<string[]> {
  const result = (await services.db.execute(sql`
    insert into notifications (user_id, type, event, title, body, text, link, dedupe_key)
    select s.user_id, ${input.type}, ${input.event}, '', '', s.text, s.link, s.dedupe_key
    from (${input.source}) as s (user_id, text, link, dedupe_key)
    on conflict (user_id, dedupe_key) do nothing
    returning user_id`)) as unknown as { rows: { user_id: string }[] };
  const members = [...new Set(result.rows.map((row) => row.user_id))];
  if (members.length === 0) return members;
  await services.realtime.publish(members, { t: "notification" });
  if (input.email) {
    const queue = input.email === "messages" ? "message-email" : "product-email";
    for (const userId of members) {
      await services.jobs.send(
        queue,
        { userId },
        { key: userId, delaySeconds: EMAIL_BATCH_SECONDS[input.email] },
      );
    }
  }
  return members;
}

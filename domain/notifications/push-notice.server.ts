import { and, eq, inArray, isNull } from "drizzle-orm";
import { notificationPreferences, notifications, pushSubscriptions, users } from "~/db/schema";
import { isLocale } from "../shared/locale";
import type { Services } from "../shared/services";
import { noticeWords } from "./notice-text";

/** The job that pushes a chat's notice (server/job-workers.ts). */
export const PUSH_QUEUE = "web-push";

/**
 * Queues the push of a member's notice about a chat (a new message or offer, domain/chat/append-message.server.ts).
 * One job waits per member and chat at a time: a burst of messages is pushed as its newest.
 */
export async function queuePushNotice(
  services: Pick<Services, "jobs" | "push">,
  input: { userId: string; dedupeKey: string },
): Promise<void> {
  if (!services.push) return;
  await services.jobs.send(PUSH_QUEUE, input, { key: `${input.userId}|${input.dedupeKey}` });
}

/**
 * Pushes the notice to every device the member turned push on for, when their "New Messages" preference allows
 * and the notice is still unread. A subscription the push service no longer knows (404, 410) is forgotten.
 */
export async function pushNotice(
  services: Pick<Services, "db" | "push">,
  input: { userId: string; dedupeKey: string },
): Promise<{ sent: number; gone: number; failed: number }> {
  const result = { sent: 0, gone: 0, failed: 0 };
  const { db, push } = services;
  if (!push) return result;
  const [wanted] = await db
    .select({ newMessages: notificationPreferences.newMessages, locale: users.locale })
    .from(users)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(eq(users.id, input.userId));
  if (!wanted || wanted.newMessages === false) return result;
  const [notice] = await db
    .select({
      title: notifications.title,
      body: notifications.body,
      text: notifications.text,
      link: notifications.link,
    })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, input.userId),
        eq(notifications.dedupeKey, input.dedupeKey),
        isNull(notifications.readAt),
      ),
    );
  if (!notice) return result;
  const devices = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, input.userId));
  if (devices.length === 0) return result;
  // In the member's language (users.locale; English when they never chose), as their e-mails are.
  const words = noticeWords(notice, isLocale(wanted.locale) ? wanted.locale : "en");
  const payload = JSON.stringify({
    title: words.title,
    body: words.body,
    url: notice.link,
    tag: input.dedupeKey,
  });
  const topic = input.dedupeKey.replace(/[^A-Za-z0-9_-]/g, "-").slice(0, 32);
  const gone: number[] = [];
  const sent: number[] = [];
  await Promise.all(
    devices.map(async (device) => {
      const status = await push.send(device, payload, { topic });
      if (status === 404 || status === 410) gone.push(device.id);
      else if (status >= 200 && status < 300) sent.push(device.id);
      else result.failed++;
    }),
  );
  if (gone.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
  if (sent.length > 0) {
    await db
      .update(pushSubscriptions)
      .set({ lastPushedAt: new Date() })
      .where(inArray(pushSubscriptions.id, sent));
  }
  return { ...result, sent: sent.length, gone: gone.length };
}

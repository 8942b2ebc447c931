import { and, eq, isNull, sql } from "drizzle-orm";
import { notifications } from "~/db/schema";
import { AppError } from "../shared/app-error";
import type { Services } from "../shared/services";
import { notificationOf } from "./list-notifications.server";

export const NOTIFICATION_NOT_FOUND = "This notification could not be found.";

type Deps = Pick<Services, "db" | "realtime">;

/** "Mark as read" on one notification (the member's own; anyone else's is NOT_FOUND). */
export async function markNotificationRead(
  services: Deps,
  input: { userId: string; notificationId: number },
) {
  const [row] = await services.db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(notificationOf(input.userId, input.notificationId))
    .returning({ link: notifications.link });
  if (!row) throw new AppError("NOT_FOUND", "server_notifications_not_found");
  await services.realtime.publish([input.userId], { t: "notification" });
  return { link: row.link };
}

/** Every unread notification of the member is read. */
export async function markAllNotificationsRead(services: Deps, input: { userId: string }) {
  const rows = await services.db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, input.userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  if (rows.length > 0) await services.realtime.publish([input.userId], { t: "notification" });
  return { read: rows.length };
}

export async function deleteNotification(services: Deps, input: { userId: string; notificationId: number }) {
  const rows = await services.db
    .delete(notifications)
    .where(notificationOf(input.userId, input.notificationId))
    .returning({ id: notifications.id });
  if (rows.length === 0) throw new AppError("NOT_FOUND", "server_notifications_not_found");
  await services.realtime.publish([input.userId], { t: "notification" });
}

/** "Delete All". */
export async function deleteAllNotifications(services: Deps, input: { userId: string }) {
  const rows = await services.db
    .delete(notifications)
    .where(eq(notifications.userId, input.userId))
    .returning({ id: notifications.id });
  if (rows.length > 0) await services.realtime.publish([input.userId], { t: "notification" });
  return { deleted: rows.length };
}

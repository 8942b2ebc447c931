import { and, desc, eq, isNull, lt } from "drizzle-orm";
import { notifications } from "~/db/schema";
import type { Services } from "../shared/services";
import { noticeWords } from "./notice-text";
import { NOTIFICATIONS_PAGE_SIZE } from "./notification-events";
import type { NotificationView } from "./notification-views";

/** The member's notifications, newest first: all, or the unread ones; `before` pages on. */
export async function listNotifications(
  { db }: Pick<Services, "db">,
  input: { userId: string; unreadOnly?: boolean; before?: number | undefined },
): Promise<{ notifications: NotificationView[]; hasMore: boolean }> {
  const rows = await db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, input.userId),
        input.unreadOnly ? isNull(notifications.readAt) : undefined,
        input.before !== undefined ? lt(notifications.id, input.before) : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_PAGE_SIZE + 1);
  return {
    notifications: rows.slice(0, NOTIFICATIONS_PAGE_SIZE).map(toView),
    hasMore: rows.length > NOTIFICATIONS_PAGE_SIZE,
  };
}

/** A stored notice as the reader sees it, in the request's language. */
export function toView(row: typeof notifications.$inferSelect): NotificationView {
  return {
    id: row.id,
    type: row.type,
    event: row.event,
    ...noticeWords(row),
    link: row.link,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export const notificationOf = (userId: string, id: number) =>
  and(eq(notifications.userId, userId), eq(notifications.id, id));

import { eq } from "drizzle-orm";
import { notificationPreferences } from "~/db/schema";
import type { Services } from "../shared/services";
import type { NotificationPreferences } from "./accounts-schemas";

/** Spec section 9: New Messages on, Promotional Emails off, Product Updates on until the user says otherwise. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  newMessages: true,
  promotionalEmails: false,
  productUpdates: true,
};

export async function getNotificationPreferences(
  services: Pick<Services, "db">,
  userId: string,
): Promise<NotificationPreferences> {
  const [row] = await services.db
    .select({
      newMessages: notificationPreferences.newMessages,
      promotionalEmails: notificationPreferences.promotionalEmails,
      productUpdates: notificationPreferences.productUpdates,
    })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return row ?? DEFAULT_NOTIFICATION_PREFERENCES;
}

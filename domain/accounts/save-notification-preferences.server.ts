import { notificationPreferences } from "~/db/schema";
import type { Services } from "../shared/services";
import { parseInput } from "../shared/validation-error";
import { type NotificationPreferences, NotificationPreferencesSchema } from "./accounts-schemas";

/** Stores the user's three switches (a missing one is off, as an unticked checkbox sends nothing). */
export async function saveNotificationPreferences(
  services: Pick<Services, "db">,
  userId: string,
  input: unknown,
): Promise<NotificationPreferences> {
  const preferences = parseInput(NotificationPreferencesSchema, input);
  await services.db
    .insert(notificationPreferences)
    .values({ userId, ...preferences, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: notificationPreferences.userId,
      set: { ...preferences, updatedAt: new Date() },
    });
  return preferences;
}

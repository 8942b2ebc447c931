import { and, desc, eq, notInArray, sql } from "drizzle-orm";
import { pushSubscriptions } from "~/db/schema";
import { AppError } from "../shared/app-error";
import type { Services } from "../shared/services";
import { MAX_PUSH_DEVICES, type PushSubscriptionInput, PushSubscriptionSchema } from "./push-schemas";

/**
 * Turns push on for this device: its subscription is stored, one row per push endpoint. A device that subscribes
 * again (or passes to another member on the same browser) updates its row. A public deployment only pushes to
 * https endpoints, as every browser's push service is.
 */
export async function savePushSubscription(
  services: Pick<Services, "db" | "push" | "settings">,
  input: { userId: string; subscription: PushSubscriptionInput; userAgent?: string | undefined },
): Promise<{ endpoint: string }> {
  if (!services.push) throw new AppError("UNAVAILABLE", "Push notifications are not set up on this server.");
  const parsed = PushSubscriptionSchema.safeParse(input.subscription);
  if (!parsed.success) throw new AppError("VALIDATION", "This is not a push subscription.");
  const { endpoint, keys } = parsed.data;
  if (services.settings.publicUrl.startsWith("https://") && !endpoint.startsWith("https://")) {
    throw new AppError("VALIDATION", "The push endpoint must be an https URL.");
  }
  const userAgent = input.userAgent?.slice(0, 300) ?? null;
  await services.db.transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values({ userId: input.userId, endpoint, p256dh: keys.p256dh, auth: keys.auth, userAgent })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId: input.userId, p256dh: keys.p256dh, auth: keys.auth, userAgent, createdAt: sql`now()` },
      });
    const newest = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, input.userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(MAX_PUSH_DEVICES);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, input.userId), notInArray(pushSubscriptions.id, newest)));
  });
  return { endpoint };
}

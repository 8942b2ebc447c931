import { and, desc, eq, notInArray, sql } from "drizzle-orm";
import { pushSubscriptions, sessions } from "~/db/schema";
import { AppError } from "../shared/app-error";
import type { Services } from "../shared/services";
import { MAX_PUSH_DEVICES, type PushSubscriptionInput, PushSubscriptionSchema } from "./push-schemas";

/**
 * Turns push on for this device: its subscription is stored, one row per push endpoint. A device that subscribes
 * again (or passes to another member on the same browser) updates its row. Only a browser push service's endpoint
 * (https, port 443) is stored, or one at an origin the operator added (PUSH_EXTRA_ORIGINS).
 */
export async function savePushSubscription(
  services: Pick<Services, "db" | "push">,
  input: {
    userId: string;
    subscription: PushSubscriptionInput;
    userAgent?: string | undefined;
    /** The token of the session subscribing: the row is deleted when that session ends. */
    sessionToken: string | null;
  },
): Promise<{ endpoint: string }> {
  if (!services.push) throw new AppError("UNAVAILABLE", "server_notifications_push_off");
  const parsed = PushSubscriptionSchema.safeParse(input.subscription);
  if (!parsed.success) throw new AppError("VALIDATION", "server_notifications_not_push");
  const { endpoint, keys } = parsed.data;
  // Mandi calls this address with every message: a browser push service only, never a host a member picks (§5).
  if (!services.push.accepts(endpoint)) throw new AppError("VALIDATION", "server_notifications_not_push");
  const userAgent = input.userAgent?.slice(0, 300) ?? null;
  const sessionId = sql`(select ${sessions.id} from ${sessions} where ${and(
    eq(sessions.token, input.sessionToken ?? ""),
    eq(sessions.userId, input.userId),
  )})`;
  await services.db.transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values({ userId: input.userId, endpoint, p256dh: keys.p256dh, auth: keys.auth, userAgent, sessionId })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          userId: input.userId,
          p256dh: keys.p256dh,
          auth: keys.auth,
          userAgent,
          sessionId,
          createdAt: sql`now()`,
        },
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

import { and, eq } from "drizzle-orm";
import { pushSubscriptions } from "~/db/schema";
import type { Services } from "../shared/services";

/** Turns push off for a device (the member's own subscription; anyone else's is left alone). */
export async function deletePushSubscription(
  services: Pick<Services, "db">,
  input: { userId: string; endpoint: string },
): Promise<{ deleted: boolean }> {
  const rows = await services.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, input.userId), eq(pushSubscriptions.endpoint, input.endpoint)))
    .returning({ id: pushSubscriptions.id });
  return { deleted: rows.length > 0 };
}

import { and, eq, isNull } from "drizzle-orm";
import { pushSubscriptions } from "~/db/schema";
import type { Services } from "../shared/services";

/**
 * A session ended: signed out, signed out from another device, a password changed or reset, a ban or a
 * suspension (better-auth's session delete hook, after the delete is committed). The push devices it subscribed
 * went with it (push_subscriptions.session_id cascades); those subscribed before sessions were recorded cannot be
 * told apart, so they go too. Then every instance checks the member's open sockets again and closes the ones whose
 * session is gone (server/realtime/socket-sessions.ts, decision 013).
 */
export async function sessionEnded(services: Pick<Services, "db" | "realtime">, session: { userId: string }) {
  await services.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, session.userId), isNull(pushSubscriptions.sessionId)));
  await services.realtime.recheck([session.userId]);
}

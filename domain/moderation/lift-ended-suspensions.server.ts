import { and, inArray, isNotNull, lte } from "drizzle-orm";
import { users } from "~/db/schema";
import { listingsChanged } from "../listings/search-cache.server";
import type { Services } from "../shared/services";
import { restoreHeldListings } from "./ban-user.server";
import { SYSTEM_ACTOR, writeAudit } from "./write-audit.server";

/**
 * Ends the suspensions whose time has passed: the member's ban fields are cleared, the ads the suspension hid are
 * up again, and the audit log says Mandi did it. Run every minute by server/suspension-sweep.ts. Sign-in and
 * messages do not wait for it (they compare banned_until with the time, domain/shared/ban-in-force.ts); the sweep
 * is what brings the ads back. Idempotent, and safe on several instances at once: a member locked by another
 * sweep is skipped, so each ending is done and written once.
 */
export async function liftEndedSuspensions(
  services: Pick<Services, "db">,
  input: { now?: Date } = {},
): Promise<{ lifted: number; listingsRestored: number }> {
  const now = input.now ?? new Date();
  const done = await services.db.transaction(async (tx) => {
    const ended = await tx
      .select({ id: users.id, name: users.name, bannedUntil: users.bannedUntil })
      .from(users)
      .where(and(isNotNull(users.bannedAt), lte(users.bannedUntil, now)))
      .for("update", { skipLocked: true });
    if (ended.length === 0) return { lifted: 0, listingsRestored: 0 };
    const ids = ended.map((member) => member.id);
    await tx
      .update(users)
      .set({ bannedAt: null, bannedUntil: null, banReason: null, updatedAt: now })
      .where(inArray(users.id, ids));
    const restored = await restoreHeldListings(tx, ids, now);
    for (const member of ended) {
      await writeAudit(tx, {
        actor: SYSTEM_ACTOR,
        action: "user.suspension-end",
        target: { type: "user", id: member.id },
        detail: {
          name: member.name,
          until: member.bannedUntil?.toISOString() ?? null,
          listingsRestored: restored.filter((listing) => listing.userId === member.id).length,
        },
      });
    }
    return { lifted: ended.length, listingsRestored: restored.length };
  });
  if (done.listingsRestored > 0) await listingsChanged(services.db);
  return done;
}

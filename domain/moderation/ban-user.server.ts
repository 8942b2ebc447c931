import { and, eq, inArray } from "drizzle-orm";
import { listings, userReports, users } from "~/db/schema";
import { listingsChanged } from "../listings/search-cache.server";
import { AppError } from "../shared/app-error";
import type { Services } from "../shared/services";
import { parseInput } from "../shared/validation-error";
import { isAdmin } from "./is-admin";
import { SuspendUserSchema } from "./member-moderation-schemas";
import { BanUserSchema } from "./moderation-schemas";
import { type Moderator, requireAdmin } from "./require-admin";
import { writeAudit } from "./write-audit.server";

export const MEMBER_NOT_FOUND = "Member not found.";
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A moderator bans a member, or suspends them for `days`: signed out everywhere (every session and app token
 * deleted), sign-in refused with the reason (domain/accounts/create-auth.server.ts), their live ads hidden
 * (inactive, marked held by the ban, so lifting it puts exactly those back), messages to them refused
 * (domain/chat/append-message.server.ts), and the open reports of them from chats resolved. A suspension ends by
 * itself (domain/moderation/lift-ended-suspensions.server.ts).
 */
export async function banUser(
  services: Pick<Services, "db" | "settings">,
  input: {
    actor: Moderator | null;
    userId: string;
    reason: unknown;
    /** A suspension of this many days; a ban when absent. */
    days?: unknown;
    /** Ends the member's sessions where they are kept (domain/accounts/revoke-all-sessions.server.ts). */
    revokeSessions: (userId: string) => Promise<void>;
    now?: Date;
  },
): Promise<{
  id: string;
  name: string;
  listingsHidden: number;
  /** When the suspension ends (ISO date-time); null for a ban. */
  bannedUntil: string | null;
  reportsResolved: number;
}> {
  const { actor } = input;
  requireAdmin(services, actor);
  const suspension = input.days !== undefined;
  const { reason, days } = suspension
    ? parseInput(SuspendUserSchema, { reason: input.reason, days: input.days })
    : { ...parseInput(BanUserSchema, { reason: input.reason }), days: null };
  if (input.userId === actor.id) throw new AppError("FORBIDDEN", "server_moderation_ban_self");
  const now = input.now ?? new Date();
  const bannedUntil = days === null ? null : new Date(now.getTime() + days * DAY_MS);
  const result = await services.db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: users.id, name: users.name, email: users.email, confirmedAt: users.emailConfirmedAt })
      .from(users)
      .where(eq(users.id, input.userId));
    if (!member) throw new AppError("NOT_FOUND", "server_moderation_member_not_found");
    if (isAdmin(services, { email: member.email, emailConfirmed: member.confirmedAt !== null }))
      throw new AppError("FORBIDDEN", "server_moderation_ban_admin");
    await tx
      .update(users)
      .set({ bannedAt: now, bannedUntil, banReason: reason, updatedAt: now })
      .where(eq(users.id, member.id));
    const hidden = await tx
      .update(listings)
      .set({ status: "inactive", heldByBan: true, updatedAt: now })
      .where(and(eq(listings.userId, member.id), inArray(listings.status, ["active", "reserved"])))
      .returning({ id: listings.id });
    const resolved = await tx
      .update(userReports)
      .set({ status: "resolved" })
      .where(
        and(eq(userReports.reportedUserId, member.id), inArray(userReports.status, ["open", "reviewing"])),
      )
      .returning({ id: userReports.id });
    await writeAudit(tx, {
      actor,
      action: bannedUntil ? "user.suspend" : "user.ban",
      target: { type: "user", id: member.id },
      reason,
      detail: {
        name: member.name,
        listingsHidden: hidden.length,
        reportsResolved: resolved.length,
        ...(bannedUntil ? { days, until: bannedUntil.toISOString() } : {}),
      },
    });
    return {
      id: member.id,
      name: member.name,
      listingsHidden: hidden.length,
      bannedUntil: bannedUntil?.toISOString() ?? null,
      reportsResolved: resolved.length,
    };
  });
  // After the ban is committed, so a sign-in racing it is refused by the flag, not let through by the timing.
  await input.revokeSessions(result.id);
  await listingsChanged(services.db);
  return result;
}

/** Lifts a ban or a suspension: the member may sign in again and the ads it hid are up again. */
export async function unbanUser(
  services: Pick<Services, "db" | "settings">,
  input: { actor: Moderator | null; userId: string; now?: Date },
): Promise<{ id: string; name: string; listingsRestored: number; wasSuspended: boolean }> {
  const { actor } = input;
  requireAdmin(services, actor);
  const now = input.now ?? new Date();
  const result = await services.db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: users.id, name: users.name, bannedUntil: users.bannedUntil })
      .from(users)
      .where(eq(users.id, input.userId))
      .for("update");
    if (!member) throw new AppError("NOT_FOUND", "server_moderation_member_not_found");
    await tx
      .update(users)
      .set({ bannedAt: null, bannedUntil: null, banReason: null, updatedAt: now })
      .where(eq(users.id, member.id));
    const restored = await restoreHeldListings(tx, [member.id], now);
    await writeAudit(tx, {
      actor,
      action: member.bannedUntil ? "user.suspension-lift" : "user.unban",
      target: { type: "user", id: member.id },
      detail: { name: member.name, listingsRestored: restored.length },
    });
    return {
      id: member.id,
      name: member.name,
      listingsRestored: restored.length,
      wasSuspended: member.bannedUntil !== null,
    };
  });
  await listingsChanged(services.db);
  return result;
}

/** Puts back up the ads a ban or suspension hid (and only those: ads the seller had paused stay paused). */
export function restoreHeldListings(db: Services["db"], userIds: string[], now: Date) {
  return db
    .update(listings)
    .set({ status: "active", heldByBan: false, updatedAt: now })
    .where(
      and(inArray(listings.userId, userIds), eq(listings.heldByBan, true), eq(listings.status, "inactive")),
    )
    .returning({ id: listings.id, userId: listings.userId });
}

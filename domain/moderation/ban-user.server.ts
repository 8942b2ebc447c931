import { and, eq, inArray } from "drizzle-orm";
import { listings, users } from "~/db/schema";
import { listingsChanged } from "../listings/search-cache.server";
import { AppError } from "../shared/app-error";
import type { Services } from "../shared/services";
import { parseInput } from "../shared/validation-error";
import { isAdmin } from "./is-admin";
import { BanUserSchema } from "./moderation-schemas";
import { type Moderator, requireAdmin } from "./require-admin";
import { writeAudit } from "./write-audit.server";

export const MEMBER_NOT_FOUND = "Member not found.";

/**
 * A moderator bans a member: signed out everywhere (every session and app token deleted), sign-in refused with the
 * reason (domain/accounts/create-auth.server.ts), their live ads hidden (inactive, marked held by the ban, so
 * unbanning puts exactly those back), and messages to them refused (domain/chat/append-message.server.ts).
 */
export async function banUser(
  services: Pick<Services, "db" | "settings">,
  input: {
    actor: Moderator | null;
    userId: string;
    reason: unknown;
    /** Ends the member's sessions where they are kept (domain/accounts/revoke-all-sessions.server.ts). */
    revokeSessions: (userId: string) => Promise<void>;
    now?: Date;
  },
): Promise<{ id: string; name: string; listingsHidden: number }> {
  const { actor } = input;
  requireAdmin(services, actor);
  const { reason } = parseInput(BanUserSchema, { reason: input.reason });
  if (input.userId === actor.id) throw new AppError("FORBIDDEN", "You cannot ban yourself.");
  const now = input.now ?? new Date();
  const result = await services.db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: users.id, name: users.name, email: users.email, emailVerified: users.emailVerified })
      .from(users)
      .where(eq(users.id, input.userId));
    if (!member) throw new AppError("NOT_FOUND", MEMBER_NOT_FOUND);
    if (isAdmin(services, member)) throw new AppError("FORBIDDEN", "An admin cannot be banned here.");
    await tx
      .update(users)
      .set({ bannedAt: now, banReason: reason, updatedAt: now })
      .where(eq(users.id, member.id));
    const hidden = await tx
      .update(listings)
      .set({ status: "inactive", heldByBan: true, updatedAt: now })
      .where(and(eq(listings.userId, member.id), inArray(listings.status, ["active", "reserved"])))
      .returning({ id: listings.id });
    await writeAudit(tx, {
      actor,
      action: "user.ban",
      target: { type: "user", id: member.id },
      reason,
      detail: { name: member.name, listingsHidden: hidden.length },
    });
    return { id: member.id, name: member.name, listingsHidden: hidden.length };
  });
  // After the ban is committed, so a sign-in racing it is refused by the flag, not let through by the timing.
  await input.revokeSessions(result.id);
  await listingsChanged(services.db);
  return result;
}

/** Lifts a ban: the member may sign in again and the ads the ban hid are up again. */
export async function unbanUser(
  services: Pick<Services, "db" | "settings">,
  input: { actor: Moderator | null; userId: string; now?: Date },
): Promise<{ id: string; name: string; listingsRestored: number }> {
  const { actor } = input;
  requireAdmin(services, actor);
  const now = input.now ?? new Date();
  const result = await services.db.transaction(async (tx) => {
    const [member] = await tx
      .update(users)
      .set({ bannedAt: null, banReason: null, updatedAt: now })
      .where(eq(users.id, input.userId))
      .returning({ id: users.id, name: users.name });
    if (!member) throw new AppError("NOT_FOUND", MEMBER_NOT_FOUND);
    const restored = await tx
      .update(listings)
      .set({ status: "active", heldByBan: false, updatedAt: now })
      .where(
        and(eq(listings.userId, member.id), eq(listings.heldByBan, true), eq(listings.status, "inactive")),
      )
      .returning({ id: listings.id });
    await writeAudit(tx, {
      actor,
      action: "user.unban",
      target: { type: "user", id: member.id },
      detail: { name: member.name, listingsRestored: restored.length },
    });
    return { id: member.id, name: member.name, listingsRestored: restored.length };
  });
  await listingsChanged(services.db);
  return result;
}

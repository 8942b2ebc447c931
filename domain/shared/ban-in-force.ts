/** A member's standing as the moderators left it: a ban (no end) or a suspension (until a time). */
export interface BanState {
  bannedAt: Date | null;
  bannedUntil: Date | null;
}

/**
 * Whether a ban or suspension holds at `now`. A suspension whose time has passed does not, even before the sweep
 * (domain/moderation/lift-ended-suspensions.server.ts) has cleared it: every check reads the time, the sweep only
 * tidies up and puts the held ads back (decision 015).
 */
export function banInForce(member: BanState, now = new Date()): boolean {
  if (!member.bannedAt) return false;
  return member.bannedUntil === null || member.bannedUntil.getTime() > now.getTime();
}

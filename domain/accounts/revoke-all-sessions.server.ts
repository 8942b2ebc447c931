import type { Auth } from "./create-auth.server";

/**
 * Ends every session of a member, through better-auth so the sessions kept in Redis (REDIS_URL) go as well as the
 * database rows. Used when a moderator bans someone.
 */
export async function revokeAllSessions(auth: Auth, userId: string): Promise<void> {
  const context = await auth.$context;
  await context.internalAdapter.deleteUserSessions(userId);
}

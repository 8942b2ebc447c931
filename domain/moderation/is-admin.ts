import type { SessionUser } from "../accounts/session-user";
import type { Services } from "../shared/services";

/**
 * An admin is a member whose **verified** e-mail is in ADMIN_EMAILS (read at start; checked on every request, so
 * removing an address and restarting takes the role away at once). Nobody becomes admin any other way.
 */
export function isAdmin(
  services: Pick<Services, "settings">,
  user: Pick<SessionUser, "email" | "emailVerified"> | null | undefined,
): boolean {
  if (!user?.email || !user.emailVerified) return false;
  return services.settings.adminEmails.includes(user.email.toLowerCase());
}

import type { SessionUser } from "../accounts/session-user";
import type { Services } from "../shared/services";

/**
 * An admin is a member whose e-mail is in ADMIN_EMAILS (read at start; checked on every request, so removing an
 * address and restarting takes the role away at once) **and confirmed by a link Mandi sent to it**, opened by the
 * account's holder: in a browser signed in to the account, or by a reset that removed every sign-in method older
 * than that proof (decision 025). better-auth's emailVerified is not enough: Google's word sets it, and it once
 * counted a stranger's sign-up confirmed. Nobody becomes admin any other way.
 */
export function isAdmin(
  services: Pick<Services, "settings">,
  user: Pick<SessionUser, "email" | "emailConfirmed"> | null | undefined,
): boolean {
  if (!user?.email || !user.emailConfirmed) return false;
  return services.settings.adminEmails.includes(user.email.toLowerCase());
}

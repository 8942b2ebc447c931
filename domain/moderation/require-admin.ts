import type { SessionUser } from "../accounts/session-user";
import { AppError } from "../shared/app-error";
import type { Services } from "../shared/services";
import { isAdmin } from "./is-admin";

/** Who acts in the moderation use-cases: the signed-in member, or null for a visitor. */
export type Moderator = Pick<SessionUser, "id" | "email" | "emailConfirmed">;

/** To anyone but an admin, moderation looks absent: the same NOT_FOUND a missing page gets. */
export const NOT_AN_ADMIN_MESSAGE = "Page not found.";

export function requireAdmin(
  services: Pick<Services, "settings">,
  actor: Moderator | null | undefined,
): asserts actor is Moderator {
  if (!isAdmin(services, actor)) throw new AppError("NOT_FOUND", "server_moderation_page_not_found");
}

import { type AppLoadContext, data } from "react-router";
import { getUser } from "~/app/lib/session.server";
import type { SessionUser } from "~/domain/accounts/session-user";
import { isAdmin } from "~/domain/moderation/is-admin";

/** The admin of this request; to a visitor or any other member, the site's "Page not found" (admins are invisible). */
export async function requireAdminPage(request: Request, context: AppLoadContext): Promise<SessionUser> {
  const user = await getUser(request, context);
  if (!user || !isAdmin(context.services, user)) throw data("Not Found", { status: 404 });
  return user;
}

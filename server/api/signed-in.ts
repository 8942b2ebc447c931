import type { Context, MiddlewareHandler } from "hono";
import type { SessionUser } from "~/domain/accounts/session-user";
import { AppError } from "~/domain/shared/app-error";
import type { AppEnv } from "../app-env";
import { requireApiUser } from "../auth/api-user";

// Who is calling is settled before the path and body are validated: a visitor gets 401, not field errors.
// Keyed by the request wrapper, which stays the same while middleware may swap the raw Request under it.
const callers = new WeakMap<object, SessionUser>();

/** Route middleware: the caller by session cookie or bearer token, or 401. */
export const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { user } = await requireApiUser(c);
  callers.set(c.req, user);
  await next();
};

/** The user `signedIn` found for this request. */
export function caller(c: Pick<Context<AppEnv>, "req">): SessionUser {
  const user = callers.get(c.req);
  if (!user) throw new AppError("UNAUTHENTICATED", "server_api_log_in_first");
  return user;
}

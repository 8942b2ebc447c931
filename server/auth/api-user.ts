import type { Context } from "hono";
import { authRequestHeaders } from "~/domain/accounts/auth-request-headers";
import { type SessionUser, toSessionUser } from "~/domain/accounts/session-user";
import { AppError } from "~/domain/shared/app-error";
import type { AppEnv } from "../app-env";

/** The caller of an /api/v1 endpoint, by session cookie or `Authorization: Bearer <token>` (the mobile app). */
export async function requireApiUser(c: Context<AppEnv>): Promise<{ user: SessionUser; headers: Headers }> {
  const headers = authRequestHeaders(c.req.raw.headers, c.get("clientIp"));
  const session = await c.get("auth").api.getSession({ headers, query: { disableCookieCache: true } });
  if (!session) throw new AppError("UNAUTHENTICATED", "Please log in first.");
  return { user: toSessionUser(session.user), headers };
}

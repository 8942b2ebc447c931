import type { Context } from "hono";
import { authRequestHeaders } from "~/domain/accounts/auth-request-headers";
import type { SessionUser } from "~/domain/accounts/session-user";
import { AppError } from "~/domain/shared/app-error";
import type { AppEnv } from "../app-env";
import { readSessionUser } from "./quick-session";

/** The caller of an /api/v1 endpoint, by session cookie or `Authorization: Bearer <token>` (the mobile app). */
export async function requireApiUser(c: Context<AppEnv>): Promise<{ user: SessionUser; headers: Headers }> {
  const headers = authRequestHeaders(c.req.raw.headers, c.get("clientIp"));
  const user = await readSessionUser(
    { auth: c.get("auth"), db: c.get("services").db },
    c.req.raw.headers,
    c.get("clientIp"),
  );
  if (!user) throw new AppError("UNAUTHENTICATED", "server_api_log_in_first");
  return { user, headers };
}

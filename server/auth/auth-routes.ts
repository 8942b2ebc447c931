import type { Hono } from "hono";
import { authRequestHeaders } from "~/domain/accounts/auth-request-headers";
import type { Auth } from "~/domain/accounts/create-auth.server";
import type { AppEnv } from "../app-env";

/**
 * better-auth answers /api/auth/* (the mobile app's sign-in, sign-up, codes and Google's redirect back). It cannot
 * see the socket under @hono/node-server, so the client IP worked out in server/app.ts replaces X-Forwarded-For.
 */
export function mountAuthRoutes(app: Hono<AppEnv>, auth: Auth) {
  app.on(["GET", "POST"], "/api/auth/*", (c) => {
    const raw = c.req.raw;
    const headers = authRequestHeaders(raw.headers, c.get("clientIp"));
    const request = new Request(raw.url, {
      method: raw.method,
      headers,
      body: raw.method === "GET" || raw.method === "HEAD" ? undefined : raw.body,
      // Required by Node's fetch to pass a streamed body on.
      duplex: "half",
    } as RequestInit);
    return auth.handler(request);
  });
}

import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env";

/**
 * An API answer to a caller who sent credentials (a session cookie or a bearer token) is about that member: no
 * cache keeps it, not the browser's on a shared phone after they sign out, nor a proxy's (issue 25 §7). Answers
 * to visitors keep whatever their route says.
 */
export function privateApiAnswers(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (!c.req.header("authorization") && !c.req.header("cookie")) return;
    try {
      c.res.headers.set("Cache-Control", "no-store");
    } catch {
      // An immutable response (a fetched one): copy it to change its headers.
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set("Cache-Control", "no-store");
    }
  };
}

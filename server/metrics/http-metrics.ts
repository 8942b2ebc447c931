import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import type { AppEnv } from "../app-env";
import type { Metrics } from "./metrics";

/**
 * Counts and times every request by the pattern of the route that answered it — `/api/v1/listings/:id`, and for
 * pages the React Router route (`/product/:id`, from `pageRoute`) — never by its path, so the number of series
 * stays that of the route table however many paths are asked for.
 */
export function httpMetrics(
  metrics: Metrics,
  pageRoute: (pathname: string) => Promise<string>,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    // After next(), Hono's route index rests on the handler that answered (the deepest one run).
    const route = c.get("page") ? await pageRoute(c.req.path).catch(() => "(page)") : routePath(c);
    metrics.observeRequest(c.req.method, route, c.res.status, (performance.now() - started) / 1000);
  };
}

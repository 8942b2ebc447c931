import { monitorEventLoopDelay } from "node:perf_hooks";
import type { Context, Hono } from "hono";
import { errorBody } from "./api/errors";
import type { AppEnv } from "./app-env";
import { isLoopback } from "./dev-outbox";

/**
 * GET /api/dev/stats on a local run, to the machine itself (like the dev outbox): the process's memory, the
 * event loop's delay since the last `?reset=1`, and what `extra` adds (open WebSockets). Benchmarks read it.
 */
export function mountDevStats(
  app: Hono<AppEnv>,
  extra: () => Record<string, number>,
  socketAddress: (c: Context<AppEnv>) => string,
) {
  const resolutionMs = 10;
  const delay = monitorEventLoopDelay({ resolution: resolutionMs });
  delay.enable();
  app.get("/api/dev/stats", (c) => {
    if (!isLoopback(socketAddress(c))) return c.json(errorBody("NOT_FOUND", "No such API endpoint."), 404);
    const memory = process.memoryUsage();
    // The histogram records each tick's interval, which includes the sampling resolution itself: the lag is the rest.
    const ms = (ns: number) => Math.max(0, Math.round((ns / 1e6 - resolutionMs) * 100) / 100);
    const body = {
      rssBytes: memory.rss,
      heapUsedBytes: memory.heapUsed,
      heapTotalBytes: memory.heapTotal,
      externalBytes: memory.external,
      // Milliseconds since the process started, the clock of its --trace-gc lines (benchmarks line them up).
      uptimeMs: Math.round(performance.now()),
      eventLoopDelayMs: { p50: ms(delay.percentile(50)), p99: ms(delay.percentile(99)), max: ms(delay.max) },
      ...extra(),
    };
    if (c.req.query("reset") === "1") delay.reset();
    return c.json(body);
  });
}

import { timingSafeEqual } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { Context, Hono } from "hono";
import type { AppEnv } from "../app-env";
import { isLoopback } from "../dev-outbox";
import type { Metrics } from "./metrics";

/**
 * GET /metrics on the main port (decision 020): with `Authorization: Bearer <METRICS_TOKEN>`, or on a local run
 * to the machine itself (judged by the socket, like the dev outbox). A public deployment never answers it
 * without the token: its loopback peer may be the proxy every visitor comes through. Anyone else gets a 404.
 */
export function mountMetrics(
  app: Hono<AppEnv>,
  metrics: Metrics,
  access: { token: string | undefined; isPublicDeployment: boolean },
  socketAddress: (c: Context<AppEnv>) => string,
) {
  app.get("/metrics", async (c) => {
    const allowed =
      bearerMatches(c.req.header("authorization"), access.token) ||
      (!access.isPublicDeployment && isLoopback(socketAddress(c)));
    if (!allowed) return c.text("Not Found", 404);
    return c.body(await metrics.registry.metrics(), 200, {
      "Content-Type": metrics.registry.contentType,
      "Cache-Control": "no-store",
    });
  });
}

/**
 * GET /metrics alone on a port of its own (METRICS_PORT, bound to METRICS_HOST: 127.0.0.1 unless told
 * otherwise), for a scraper on a private network or the same machine; no token asked there.
 */
export function startMetricsServer(options: {
  metrics: Metrics;
  port: number;
  host: string;
  onError?: (err: unknown) => void;
}): Promise<{ port: number; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? "/").split("?")[0];
    if (path !== "/metrics" || (req.method !== "GET" && req.method !== "HEAD")) {
      res.writeHead(404, { "Content-Type": "text/plain" }).end("Not Found");
      return;
    }
    options.metrics.registry.metrics().then(
      (text) => {
        res.writeHead(200, {
          "Content-Type": options.metrics.registry.contentType,
          "Cache-Control": "no-store",
        });
        res.end(req.method === "HEAD" ? undefined : text);
      },
      (err) => {
        options.onError?.(err);
        res.writeHead(500, { "Content-Type": "text/plain" }).end("metrics unavailable");
      },
    );
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => {
      server.off("error", reject);
      const address = server.address();
      resolve({
        port: typeof address === "object" && address ? address.port : options.port,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}

function bearerMatches(header: string | undefined, token: string | undefined): boolean {
  if (!token || !header?.startsWith("Bearer ")) return false;
  const given = Buffer.from(header.slice("Bearer ".length).trim());
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

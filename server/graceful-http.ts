import {
  createServer,
  type Server as HttpServer,
  type IncomingMessage,
  type ServerResponse,
} from "node:http";
import { Server } from "node:net";
import type { Logger } from "pino";

/** How long requests in flight get to finish after SIGTERM before the process exits anyway. */
export const SHUTDOWN_FORCE_EXIT_MS = 10_000;

export interface GracefulHttpServer {
  http: HttpServer;
  /**
   * Turns readiness off and waits the drain delay; then stops accepting connections; a request that arrives on a connection still open is served and its connection
   * closed after it (Connection: close); every request in flight finishes; only then `close` (the database) runs
   * and the process exits. If that takes longer than forceExitMs (a stuck request, a stuck pool.end()), it exits
   * with 1. A request that could still arrive once the database is closing gets 503 with Connection: close.
   */
  shutdown(signal: string): Promise<void>;
}

/** How long an idle keep-alive connection stays open: longer than the proxies in front of us keep theirs. */
export const KEEP_ALIVE_MS = 65_000;

export function createGracefulHttpServer(
  listener: (req: IncomingMessage, res: ServerResponse) => unknown,
  options: {
    logger: Pick<Logger, "info" | "warn" | "error">;
    /** Closes what the requests use (database, adapters); runs once no request is in flight. */
    close: () => Promise<void>;
    /** Runs as the stop begins (the WebSockets are told to reconnect elsewhere); not awaited by requests. */
    onStopping?: () => Promise<void>;
    exit?: (code: number) => void;
    forceExitMs?: number;
    /** How long connections that stay open and idle are kept after SIGTERM before they are closed. */
    lingerMs?: number;
    /**
     * The stop's first step (SHUTDOWN_DELAY_SECONDS, decision 028): `onDraining` turns /readyz 503, then for
     * `drainMs` everything is served as usual while the load balancer notices; only then the listener closes.
     */
    drainMs?: number;
    onDraining?: () => void;
  },
): GracefulHttpServer {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const inFlight = new Set<ServerResponse>();
  let stopping = false;
  let closing = false;
  let drained: (() => void) | undefined;

  const http = createServer(
    {
      // A reverse proxy keeps idle connections to us (nginx's upstream keepalive, 60 s by default; load balancers
      // the same) and sends the next request on one of them. Node's own 5 s made us close connections the proxy
      // was about to use: a POST sent on one as it closed failed (502 from nginx, ECONNRESET for a client).
      keepAliveTimeout: KEEP_ALIVE_MS,
      headersTimeout: KEEP_ALIVE_MS + 1_000,
    },
    (req, res) => {
      if (closing) {
        res.writeHead(503, {
          "Content-Type": "text/plain; charset=utf-8",
          Connection: "close",
          "Retry-After": "5",
        });
        res.end("Mandi is restarting. Please try again in a moment.");
        return;
      }
      // While stopping, a request on a connection that is still open is served, and its connection closed after.
      if (stopping) res.shouldKeepAlive = false;
      inFlight.add(res);
      const handled = Promise.resolve()
        .then(() => listener(req, res))
        .catch((err: unknown) => {
          options.logger.error({ err }, "request handler failed");
          if (!res.headersSent) res.writeHead(500).end();
        });
      const closed = new Promise<void>((resolve) => {
        if (res.writableFinished || res.destroyed) resolve();
        else res.once("close", () => resolve());
      });
      void Promise.all([handled, closed]).then(() => {
        inFlight.delete(res);
        if (stopping && inFlight.size === 0) drained?.();
      });
    },
  );

  const allDone = () =>
    inFlight.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => (drained = resolve));

  let stopped: Promise<void> | undefined;
  async function stop(signal: string) {
    options.onDraining?.();
    const drainMs = options.drainMs ?? 0;
    if (drainMs > 0) {
      options.logger.info(
        { signal, drainMs },
        "draining: /readyz answers 503, still serving until the delay ends",
      );
      await new Promise((resolve) => setTimeout(resolve, drainMs));
    }
    stopping = true;
    options.logger.info(
      { signal, inFlight: inFlight.size },
      "shutting down: no new connections, finishing requests in flight",
    );
    const force = setTimeout(() => {
      options.logger.warn(
        { inFlight: inFlight.size },
        "still stopping after the force timer; exiting anyway",
      );
      exit(1);
    }, options.forceExitMs ?? SHUTDOWN_FORCE_EXIT_MS);
    force.unref();
    // Stop accepting, but keep the open connections: http.close() would also drop idle keep-alive connections,
    // racing a client that is sending its next request on one (it would see a reset). Each connection closes
    // after its next response instead.
    Server.prototype.close.call(http);
    options.onStopping?.().catch((err) => options.logger.warn({ err }, "closing the WebSockets failed"));
    for (const res of inFlight) if (!res.headersSent) res.shouldKeepAlive = false;
    let lingering: ReturnType<typeof setTimeout> | undefined;
    await new Promise<void>((resolve) => {
      http.once("close", () => resolve());
      lingering = setTimeout(resolve, options.lingerMs ?? 2_000);
    });
    clearTimeout(lingering);
    // Connections still open sat idle all that time: closed. Then every request in flight finishes.
    http.closeIdleConnections();
    await allDone();
    closing = true;
    http.closeAllConnections();
    try {
      await options.close();
      options.logger.info("stopped");
    } catch (err) {
      options.logger.error({ err }, "closing the database and adapters failed");
      clearTimeout(force);
      exit(1);
      return;
    }
    clearTimeout(force);
    exit(0);
  }

  return {
    http,
    shutdown(signal) {
      stopped ??= stop(signal);
      return stopped;
    },
  };
}

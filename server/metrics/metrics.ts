import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { ConnectionStats } from "~/db/query-timing.server";
import { allCacheCounts } from "~/domain/shared/cache-counts";
import { withTimeout } from "../with-timeout";

/** What the process is made of, read when Prometheus scrapes (nothing is polled in between). */
export interface MetricSources {
  webSockets: () => number;
  connections: () => ConnectionStats;
  /** Jobs waiting per queue: a database read, so bounded by `jobsTimeoutMs`. */
  jobsWaiting: () => Promise<Record<string, number>>;
}

export interface Metrics {
  registry: Registry;
  /** One answered HTTP request; `route` is a pattern (bounded), never the path itself. */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  /** One database statement (db/query-timing.server.ts). */
  observeQuery(seconds: number): void;
  /** Hands over the parts built after the metrics (the database and the job queue come later at start). */
  watch(sources: Partial<MetricSources>): void;
}

/** A scrape must answer even when the database does not: the queue depth is left out after this long. */
export const JOBS_TIMEOUT_MS = 2_000;

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * The metrics of one process (decision 020), in a registry of its own so that tests can build several apps.
 * `processMetrics` adds prom-client's defaults (CPU, memory, event loop lag, GC, handles).
 */
export function createMetrics(
  options: { processMetrics?: boolean; jobsTimeoutMs?: number; onJobsError?: (err: unknown) => void } = {},
): Metrics {
  const registry = new Registry();
  if (options.processMetrics ?? true) collectDefaultMetrics({ register: registry });
  const sources: Partial<MetricSources> = {};
  const registers = [registry];

  const requests = new Counter({
    name: "mandi_http_requests_total",
    help: "HTTP requests answered, by method, route pattern and status",
    labelNames: ["method", "route", "status"] as const,
    registers,
  });
  const requestSeconds = new Histogram({
    name: "mandi_http_request_duration_seconds",
    help: "Time to answer an HTTP request (to the response's headers), by method and route pattern",
    labelNames: ["method", "route"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const querySeconds = new Histogram({
    name: "mandi_db_query_duration_seconds",
    help: "Time of one database statement (on PGlite including its wait for the one connection)",
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers,
  });

  new Gauge({
    name: "mandi_db_connections",
    help: "Database connections: open (total) and idle; PGlite has one",
    labelNames: ["state"] as const,
    registers,
    collect() {
      const stats = sources.connections?.();
      if (!stats) return;
      this.set({ state: "total" }, stats.total);
      this.set({ state: "idle" }, stats.idle);
    },
  });
  new Gauge({
    name: "mandi_db_waiting_queries",
    help: "Callers waiting for a database connection",
    registers,
    collect() {
      const stats = sources.connections?.();
      if (stats) this.set(stats.waiting);
    },
  });
  new Gauge({
    name: "mandi_websocket_connections",
    help: "Open WebSockets (GET /ws) on this instance",
    registers,
    collect() {
      if (sources.webSockets) this.set(sources.webSockets());
    },
  });
  new Counter({
    name: "mandi_cache_lookups_total",
    help: "Lookups of the in-memory caches, by cache and result (hit or miss)",
    labelNames: ["cache", "result"] as const,
    registers,
    collect() {
      this.reset();
      for (const [cache, counts] of allCacheCounts()) {
        this.inc({ cache, result: "hit" }, counts.hits);
        this.inc({ cache, result: "miss" }, counts.misses);
      }
    },
  });
  new Gauge({
    name: "mandi_job_queue_depth",
    help: "Jobs waiting to start, by queue (left out when the database does not answer in time)",
    labelNames: ["queue"] as const,
    registers,
    async collect() {
      this.reset();
      if (!sources.jobsWaiting) return;
      try {
        const waiting = await withTimeout(sources.jobsWaiting(), options.jobsTimeoutMs ?? JOBS_TIMEOUT_MS);
        for (const [queue, count] of Object.entries(waiting)) this.set({ queue }, count);
      } catch (err) {
        options.onJobsError?.(err);
      }
    },
  });

  return {
    registry,
    observeRequest(method, route, status, seconds) {
      const m = METHODS.has(method) ? method : "OTHER";
      requests.inc({ method: m, route, status: String(status) });
      requestSeconds.observe({ method: m, route }, seconds);
    },
    observeQuery(seconds) {
      querySeconds.observe(seconds);
    },
    watch(given) {
      Object.assign(sources, given);
    },
  };
}

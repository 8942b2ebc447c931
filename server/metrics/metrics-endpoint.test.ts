import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { locationPoint } from "~/domain/geo/location-point.server";
import { createTestApp, type TestContext } from "~/tests/support/test-app";
import { getTestDatabase } from "~/tests/support/test-database";
import { startMetricsServer } from "./metrics-endpoint";

const PUBLIC_ENV = {
  PUBLIC_URL: "https://mandi.example",
  AUTH_SECRET: "x".repeat(40),
  SMTP_URL: "smtp://127.0.0.1:2525",
  SMS_GATEWAY_URL: "http://127.0.0.1:9/sms",
  SMS_API_KEY: "key",
};
const TOKEN = "scraper-token-0123456789";

let database: Database;
let t: TestContext;
beforeAll(async () => {
  database = await getTestDatabase();
  t = await createTestApp(database, { metrics: true });
});
afterAll(() => t.close());

/** The value of one series in the text format, or undefined when it is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

async function scrape(app = t.app, url = t.url("/metrics"), init: RequestInit = {}, remoteAddress?: string) {
  const env = remoteAddress ? { incoming: { socket: { remoteAddress } } } : undefined;
  return app.request(url, init, env);
}

describe("GET /metrics on a local run", () => {
  it("counts requests by their route pattern, never their path, and times them in a histogram", async () => {
    const series = 'mandi_http_requests_total{method="GET",route="/api/v1/listings/:id",status="404"}';
    const before = sample(await (await scrape()).text(), series) ?? 0;
    for (const id of [900001, 900002, 900003]) {
      expect((await t.app.request(t.url(`/api/v1/listings/${id}`))).status).toBe(404);
    }
    await t.app.request(t.url("/api/v1/no-such-thing/42"));

    const res = await scrape();
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    const text = await res.text();
    expect(sample(text, series)).toBe(before + 3);
    expect(text).not.toContain("900001");
    expect(text).not.toContain("no-such-thing");
    expect(
      sample(text, 'mandi_http_requests_total{method="GET",route="/api/*",status="404"}'),
    ).toBeGreaterThan(0);
    expect(text).toContain("# TYPE mandi_http_request_duration_seconds histogram");
    const count = 'mandi_http_request_duration_seconds_count{method="GET",route="/api/v1/listings/:id"}';
    expect(sample(text, count)).toBeGreaterThanOrEqual(3);
    expect(text).toMatch(
      /^mandi_http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/api\/v1\/listings\/:id"\} \d+$/m,
    );
  });

  it("reports the process, the database connections, sockets, job queue depth and cache lookups", async () => {
    await t.services.jobs.send("message-email", { userId: "member-1" }, { key: "metrics-test" });
    await locationPoint(t.services, "PUNE, INDIA");
    await locationPoint(t.services, "PUNE, INDIA");
    const text = await (await scrape()).text();
    expect(text).toContain("process_cpu_user_seconds_total");
    expect(text).toContain("nodejs_eventloop_lag_seconds");
    expect(sample(text, 'mandi_db_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'mandi_db_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
    expect(sample(text, "mandi_db_waiting_queries")).toBeGreaterThanOrEqual(0);
    expect(text).toContain("# TYPE mandi_db_query_duration_seconds histogram");
    expect(sample(text, "mandi_websocket_connections")).toBe(0);
    expect(sample(text, 'mandi_job_queue_depth{queue="message-email"}')).toBe(1);
    expect(
      sample(text, 'mandi_cache_lookups_total{cache="location-point",result="hit"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'mandi_cache_lookups_total{cache="location-point",result="miss"}'),
    ).toBeGreaterThanOrEqual(1);
  });

  it("answers the machine itself only: another address gets a 404", async () => {
    expect((await scrape(t.app, t.url("/metrics"), {}, "127.0.0.1")).status).toBe(200);
    expect((await scrape(t.app, t.url("/metrics"), {}, "::1")).status).toBe(200);
    const res = await scrape(t.app, t.url("/metrics"), {}, "192.168.1.20");
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("mandi_");
  });
});

describe("GET /metrics on a public deployment", () => {
  it("is absent on the main port without METRICS_TOKEN, even to the machine itself", async () => {
    const pub = await createTestApp(database, { env: PUBLIC_ENV, metrics: true });
    try {
      const url = "https://mandi.example/metrics";
      expect((await scrape(pub.app, url, {}, "127.0.0.1")).status).toBe(404);
      const guessed = { headers: { authorization: "Bearer anything-at-all-here" } };
      expect((await scrape(pub.app, url, guessed, "127.0.0.1")).status).toBe(404);
    } finally {
      await pub.close();
    }
  });

  it("answers a scraper that sends the token as a Bearer token, and nobody else", async () => {
    const pub = await createTestApp(database, {
      env: { ...PUBLIC_ENV, METRICS_TOKEN: TOKEN },
      metrics: true,
    });
    try {
      const url = "https://mandi.example/metrics";
      const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
      const ok = await scrape(pub.app, url, bearer(TOKEN), "203.0.113.7");
      expect(ok.status).toBe(200);
      expect(await ok.text()).toContain("mandi_http_requests_total");
      expect((await scrape(pub.app, url, bearer(`${TOKEN}x`), "203.0.113.7")).status).toBe(404);
      expect((await scrape(pub.app, url, bearer(TOKEN.slice(1)), "127.0.0.1")).status).toBe(404);
      expect((await scrape(pub.app, url, { headers: { authorization: TOKEN } }, "127.0.0.1")).status).toBe(
        404,
      );
      expect((await scrape(pub.app, url, {}, "127.0.0.1")).status).toBe(404);
    } finally {
      await pub.close();
    }
  });
});

describe("METRICS_PORT", () => {
  it("serves /metrics alone on a port of its own", async () => {
    const metrics = t.metrics;
    if (!metrics) throw new Error("the test app was made without metrics");
    const server = await startMetricsServer({ metrics, port: 0, host: "127.0.0.1" });
    try {
      const res = await fetch(`http://127.0.0.1:${server.port}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe(metrics.registry.contentType);
      expect(await res.text()).toContain("# TYPE mandi_http_requests_total counter");
      expect((await fetch(`http://127.0.0.1:${server.port}/`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${server.port}/api/v1/categories`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${server.port}/metrics`, { method: "POST" })).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});

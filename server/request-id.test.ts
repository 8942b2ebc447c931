import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { createMemoryRateLimiter } from "~/adapters/rate-limit/memory-rate-limiter";
import type { RateLimiter } from "~/adapters/rate-limit/rate-limiter";
import type { Database } from "~/db/client.server";
import { createTestApp, type TestContext } from "~/tests/support/test-app";
import { getTestDatabase } from "~/tests/support/test-database";
import { createLogger } from "./logger";

interface LogLine {
  msg: string;
  reqId?: string;
  level: number;
}

const lines: LogLine[] = [];
const logger = createLogger("info", { write: (line: string) => void lines.push(JSON.parse(line)) });

/** A limiter whose store is down for the contact form: the use-case fails with an error nobody caused. */
function limiterDownForContact(): RateLimiter {
  const memory = createMemoryRateLimiter({ scale: 1 });
  return {
    async hit(key, rule) {
      if (!key.startsWith("contact:")) return memory.hit(key, rule);
      logger.warn({ key }, "rate-limit store unreachable");
      throw new Error("connect ECONNREFUSED 127.0.0.1:6379");
    },
    close: () => memory.close(),
  };
}

let database: Database;
let t: TestContext;
beforeAll(async () => {
  database = await getTestDatabase();
  t = await createTestApp(database, { logger, rateLimiter: limiterDownForContact() });
});
afterAll(() => t.close());
beforeEach(() => {
  lines.length = 0;
});

const contact = { name: "Asha", email: "asha@example.com", subject: "Hello", message: "A question." };

it("answers an API failure of ours with a 500 that names the request, as X-Request-Id does", async () => {
  const res = await t.app.request(t.url("/api/v1/contact"), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(contact),
  });
  expect(res.status).toBe(500);
  const requestId = res.headers.get("x-request-id");
  expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
  const body = await res.json();
  expect(body).toEqual({
    error: { code: "INTERNAL", message: "Something went wrong on our side. Please try again.", requestId },
  });
});

it("writes the request's id on every line logged while it runs, from any code using the process logger", async () => {
  const res = await t.app.request(t.url("/api/v1/contact"), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(contact),
  });
  const requestId = res.headers.get("x-request-id");
  expect(lines.map((line) => [line.msg, line.reqId])).toEqual([
    ["rate-limit store unreachable", requestId],
    ["unhandled error", requestId],
    ["request", requestId],
  ]);
});

it("keeps requests apart: each line carries its own request's id, also when they run at once", async () => {
  const answers = await Promise.all(
    [1, 2, 3].map(() =>
      t.app.request(t.url("/api/v1/contact"), {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(contact),
      }),
    ),
  );
  const ids = answers.map((res) => res.headers.get("x-request-id"));
  expect(new Set(ids).size).toBe(3);
  for (const id of ids) {
    expect(lines.filter((line) => line.reqId === id).map((line) => line.msg)).toEqual([
      "rate-limit store unreachable",
      "unhandled error",
      "request",
    ]);
  }
  // Outside a request, lines carry no id.
  logger.info("idle");
  expect(lines.at(-1)).not.toHaveProperty("reqId");
});

it("sends X-Request-Id on every answer, and never names the request in a user-caused error", async () => {
  const res = await t.app.request(t.url("/api/v1/listings/900001"));
  expect(res.status).toBe(404);
  expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  expect((await res.json()).error).not.toHaveProperty("requestId");
  const health = await t.app.request(t.url("/healthz"));
  expect(health.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
});

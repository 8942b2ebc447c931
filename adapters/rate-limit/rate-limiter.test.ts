import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createMemoryRateLimiter } from "./memory-rate-limiter";
import type { RateLimiter } from "./rate-limiter";
import { createRedisRateLimiter } from "./redis-rate-limiter";

const kinds: [string, () => RateLimiter][] = [["memory", () => createMemoryRateLimiter({ scale: 1 })]];
if (process.env.TEST_REDIS_URL) {
  const url = process.env.TEST_REDIS_URL;
  kinds.push([
    "redis",
    () => createRedisRateLimiter({ url, scale: 1, prefix: `mandi-test:${randomUUID()}:` }),
  ]);
}

describe.each(kinds)("the %s rate limiter", (_kind, make) => {
  it("allows the limit, then refuses with the time left", async () => {
    const limiter = make();
    const rule = { limit: 3, windowSeconds: 60 };
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limiter.hit("ip:1", rule));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]?.retryAfterSeconds).toBeGreaterThan(50);
    expect((await limiter.hit("ip:2", rule)).allowed).toBe(true);
    await limiter.close();
  });
});

describe("RATE_LIMIT_SCALE", () => {
  it("multiplies every limit", async () => {
    const limiter = createMemoryRateLimiter({ scale: 2 });
    const rule = { limit: 2, windowSeconds: 60 };
    const allowed = [];
    for (let i = 0; i < 5; i++) allowed.push((await limiter.hit("k", rule)).allowed);
    expect(allowed).toEqual([true, true, true, true, false]);
  });

  it("opens a new window once the old one has passed", async () => {
    let now = 0;
    const limiter = createMemoryRateLimiter({ scale: 1, now: () => now });
    const rule = { limit: 1, windowSeconds: 10 };
    expect((await limiter.hit("k", rule)).allowed).toBe(true);
    expect((await limiter.hit("k", rule)).allowed).toBe(false);
    now = 10_001;
    expect((await limiter.hit("k", rule)).allowed).toBe(true);
  });
});

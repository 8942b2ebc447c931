import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { startCuttableProxy } from "~/tests/support/cuttable-proxy";
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

describe("the memory rate limiter's eviction", () => {
  it("sweeps expired windows, so spoofed keys do not stay for an hour", async () => {
    let now = 0;
    const limiter = createMemoryRateLimiter({ scale: 1, now: () => now, sweepEveryMs: 60_000 });
    const rule = { limit: 5, windowSeconds: 30 };
    for (let i = 0; i < 500; i++) await limiter.hit(`signin:198.51.100.${i}`, rule);
    expect(limiter.size).toBe(500);
    now = 61_000;
    await limiter.hit("signin:203.0.113.1", rule);
    expect(limiter.size).toBe(1);
  });

  it("holds at most maxKeys, dropping the windows opened longest ago", async () => {
    const limiter = createMemoryRateLimiter({ scale: 1, maxKeys: 100 });
    const rule = { limit: 1, windowSeconds: 3600 };
    expect((await limiter.hit("first", rule)).allowed).toBe(true);
    for (let i = 0; i < 1000; i++) await limiter.hit(`flood:${i}`, rule);
    expect(limiter.size).toBe(100);
    // The newest keys are still counted; the oldest was forgotten.
    expect((await limiter.hit("flood:999", rule)).allowed).toBe(false);
    expect((await limiter.hit("first", rule)).allowed).toBe(true);
    expect(limiter.size).toBe(100);
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)(
  "the Redis rate limiter while Redis is away (needs TEST_REDIS_URL)",
  () => {
    it("counts in this process meanwhile, says so once, and counts in Redis again when it is back", async () => {
      const redis = new URL(process.env.TEST_REDIS_URL ?? "");
      const proxy = await startCuttableProxy({ host: redis.hostname, port: Number(redis.port || 6379) });
      const said: string[] = [];
      const limiter = createRedisRateLimiter({
        url: proxy.url("redis"),
        scale: 1,
        prefix: `mandi-test:${randomUUID()}:`,
        onDown: () => said.push("down"),
        onUp: () => said.push("up"),
      });
      const rule = { limit: 3, windowSeconds: 60 };
      try {
        expect((await limiter.hit("signin:1", rule)).allowed).toBe(true);
        expect((await limiter.hit("signin:1", rule)).allowed).toBe(true);
        await proxy.cut();
        await vi.waitFor(() => expect(said).toEqual(["down"]));
        // Redis's count (2) is out of reach: this process counts afresh, and every hit is answered.
        const meanwhile = [];
        for (let i = 0; i < 5; i++) meanwhile.push((await limiter.hit("signin:1", rule)).allowed);
        expect(meanwhile).toEqual([true, true, true, false, false]);
        await proxy.restore();
        await vi.waitFor(() => expect(said).toEqual(["down", "up"]), { timeout: 10_000 });
        // Back on Redis's count: the third hit of the window is allowed, the fourth is not.
        expect((await limiter.hit("signin:1", rule)).allowed).toBe(true);
        expect((await limiter.hit("signin:1", rule)).allowed).toBe(false);
      } finally {
        await limiter.close();
        await proxy.close();
      }
    });
  },
);

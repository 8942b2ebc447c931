import { type RateLimiter, scaledLimit } from "./rate-limiter";

export interface MemoryRateLimiter extends RateLimiter {
  /** Counters held right now (expired ones included until the next sweep). */
  readonly size: number;
}

/**
 * Fixed windows in a Map. It cannot grow without bound: expired windows are swept at most once per `sweepEveryMs`,
 * and past `maxKeys` the windows opened longest ago are dropped first (a Map keeps insertion order, and a key whose
 * window restarts moves to the end). Dropping a live counter forgives that client early, which only a flood of
 * distinct keys can cause: keys are per client network (server/client-ip.ts), so that takes many real addresses.
 */
export function createMemoryRateLimiter(options: {
  scale: number;
  now?: () => number;
  maxKeys?: number;
  sweepEveryMs?: number;
}): MemoryRateLimiter {
  const now = options.now ?? Date.now;
  const maxKeys = options.maxKeys ?? 100_000;
  const sweepEveryMs = options.sweepEveryMs ?? 60_000;
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = now();

  function sweep(t: number) {
    lastSweep = t;
    for (const [k, w] of windows) if (w.resetAt <= t) windows.delete(k);
  }

  return {
    get size() {
      return windows.size;
    },
    async hit(key, rule) {
      const t = now();
      if (t - lastSweep >= sweepEveryMs) sweep(t);
      let w = windows.get(key);
      if (!w || w.resetAt <= t) {
        windows.delete(key);
        if (windows.size >= maxKeys) {
          for (const oldest of windows.keys()) {
            if (windows.size < maxKeys) break;
            windows.delete(oldest);
          }
        }
        w = { count: 0, resetAt: t + rule.windowSeconds * 1000 };
        windows.set(key, w);
      }
      w.count += 1;
      const limit = scaledLimit(rule, options.scale);
      return {
        allowed: w.count <= limit,
        remaining: Math.max(0, limit - w.count),
        retryAfterSeconds: Math.max(1, Math.ceil((w.resetAt - t) / 1000)),
      };
    },
    async close() {
      windows.clear();
    },
  };
}

import { type RateLimiter, scaledLimit } from "./rate-limiter";

export function createMemoryRateLimiter(options: { scale: number; now?: () => number }): RateLimiter {
  const now = options.now ?? Date.now;
  const windows = new Map<string, { count: number; resetAt: number }>();
  let hits = 0;
  return {
    async hit(key, rule) {
      const t = now();
      // Sweep expired windows now and then so the map cannot grow without bound.
      if (++hits % 1000 === 0) for (const [k, w] of windows) if (w.resetAt <= t) windows.delete(k);
      let w = windows.get(key);
      if (!w || w.resetAt <= t) {
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

import { Redis } from "ioredis";
import { type RateLimiter, scaledLimit } from "./rate-limiter";

// INCR then set the expiry on the first hit, atomically, and return the count and remaining time.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
return { count, ttl }
`;

export function createRedisRateLimiter(options: {
  url: string;
  scale: number;
  prefix?: string;
}): RateLimiter {
  const redis = new Redis(options.url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  const prefix = options.prefix ?? "mandi:rl:";
  return {
    async hit(key, rule) {
      const [count, ttl] = (await redis.eval(
        HIT_SCRIPT,
        1,
        `${prefix}${key}`,
        String(rule.windowSeconds * 1000),
      )) as [number, number];
      const limit = scaledLimit(rule, options.scale);
      return {
        allowed: count <= limit,
        remaining: Math.max(0, limit - count),
        retryAfterSeconds: Math.max(1, Math.ceil(Math.max(ttl, 0) / 1000)),
      };
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

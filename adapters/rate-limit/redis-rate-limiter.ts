import { linkRedis, type RedisOutage } from "../redis/redis-link";
import { createMemoryRateLimiter } from "./memory-rate-limiter";
import { type RateLimiter, scaledLimit } from "./rate-limiter";

// INCR then set the expiry on the first hit, atomically, and return the count and remaining time.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
return { count, ttl }
`;

/**
 * Counters shared by every instance in Redis. While Redis is away they are counted in this process instead (each
 * instance then allows the limit on its own, for the length of the outage): sign-in, search and posting keep
 * working rather than failing on a counter. `outage` hears once when Redis goes and once when it is back.
 */
export function createRedisRateLimiter(
  options: { url: string; scale: number; prefix?: string } & RedisOutage,
): RateLimiter {
  const link = linkRedis(options.url, { onDown: options.onDown, onUp: options.onUp });
  const fallback = createMemoryRateLimiter({ scale: options.scale });
  const prefix = options.prefix ?? "mandi:rl:";
  return {
    async hit(key, rule) {
      if (!link.isUp()) return fallback.hit(key, rule);
      let answer: [number, number];
      try {
        answer = (await link.redis.eval(
          HIT_SCRIPT,
          1,
          `${prefix}${key}`,
          String(rule.windowSeconds * 1000),
        )) as [number, number];
      } catch {
        return fallback.hit(key, rule);
      }
      const [count, ttl] = answer;
      const limit = scaledLimit(rule, options.scale);
      return {
        allowed: count <= limit,
        remaining: Math.max(0, limit - count),
        retryAfterSeconds: Math.max(1, Math.ceil(Math.max(ttl, 0) / 1000)),
      };
    },
    async close() {
      await link.close();
      await fallback.close();
    },
  };
}

import type { SecondaryStorage } from "better-auth";
import { linkRedis, type RedisOutage } from "~/adapters/redis/redis-link";

const INCREMENT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
return count
`;

/**
 * better-auth's secondary storage on Redis: sessions and one-time codes shared by every instance, in front of
 * the database, which holds them too (sessions `storeSessionInDatabase`, codes `verification.storeInDatabase`).
 *
 * While Redis is away it reads nothing (better-auth then reads the database) and writes nothing, so sign-in, codes
 * and sign-out keep working. What was written or deleted meanwhile is missing from Redis when it returns — a session
 * signed out during the outage would still be there — so after an outage with missed writes the whole cache under
 * the prefix is dropped, and refills as members sign in.
 */
export function createRedisSecondaryStorage(
  options: {
    url: string;
    prefix?: string | undefined;
    /** Redis is back, and this many cached entries were dropped because writes were missed meanwhile. */
    onFlushed?: (count: number) => void;
    onFlushFailed?: (err: unknown) => void;
  } & RedisOutage,
) {
  const prefix = options.prefix ?? "mandi:auth:";
  let missedWrites = false;
  const link = linkRedis(options.url, {
    onDown: options.onDown,
    onUp: () => {
      options.onUp?.();
      if (missedWrites) void flush();
    },
  });
  const redis = link.redis;
  const key = (k: string) => `${prefix}${k}`;

  async function flush() {
    try {
      let dropped = 0;
      let cursor = "0";
      do {
        const [next, keys] = await redis.scan(cursor, "MATCH", `${prefix}*`, "COUNT", 500);
        cursor = next;
        if (keys.length > 0) dropped += await redis.unlink(...keys);
      } while (cursor !== "0");
      missedWrites = false;
      options.onFlushed?.(dropped);
    } catch (err) {
      options.onFlushFailed?.(err);
    }
  }

  /** A read while Redis is away finds nothing: better-auth goes to the database. */
  async function read<T>(command: () => Promise<T>): Promise<T | null> {
    if (!link.isUp()) return null;
    try {
      return await command();
    } catch {
      return null;
    }
  }

  /** A write while Redis is away is skipped and remembered: the cache is dropped when Redis returns. */
  async function write(command: () => Promise<unknown>): Promise<void> {
    if (!link.isUp()) {
      missedWrites = true;
      return;
    }
    try {
      await command();
    } catch {
      missedWrites = true;
    }
  }

  const storage: SecondaryStorage = {
    get: (k) => read(() => redis.get(key(k))),
    set: (k, value, ttl) =>
      write(() =>
        ttl && ttl > 0 ? redis.set(key(k), value, "EX", Math.ceil(ttl)) : redis.set(key(k), value),
      ),
    delete: (k) => write(() => redis.del(key(k))),
    getAndDelete: (k) => read(() => redis.getdel(key(k))),
    // Only better-auth's own rate limiter counts here, and Mandi turns it off (its limits use services.rateLimiter).
    async increment(k, ttl) {
      return Number(await redis.eval(INCREMENT_SCRIPT, 1, key(k), String(Math.max(1, Math.ceil(ttl)))));
    },
  };
  return { storage, close: () => link.close() };
}

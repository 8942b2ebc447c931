import type { SecondaryStorage } from "better-auth";
import { Redis } from "ioredis";

const INCREMENT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
return count
`;

/** better-auth's secondary storage on Redis: sessions and one-time codes shared by every instance. */
export function createRedisSecondaryStorage(options: { url: string; prefix?: string }) {
  const redis = new Redis(options.url, { maxRetriesPerRequest: 2 });
  const prefix = options.prefix ?? "mandi:auth:";
  const key = (k: string) => `${prefix}${k}`;
  const storage: SecondaryStorage = {
    get: (k) => redis.get(key(k)),
    async set(k, value, ttl) {
      if (ttl && ttl > 0) await redis.set(key(k), value, "EX", Math.ceil(ttl));
      else await redis.set(key(k), value);
    },
    async delete(k) {
      await redis.del(key(k));
    },
    getAndDelete: (k) => redis.getdel(key(k)),
    async increment(k, ttl) {
      return Number(await redis.eval(INCREMENT_SCRIPT, 1, key(k), String(Math.max(1, Math.ceil(ttl)))));
    },
  };
  return {
    storage,
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

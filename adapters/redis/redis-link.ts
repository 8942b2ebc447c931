import { Redis, type RedisOptions } from "ioredis";

export interface RedisOutage {
  /** Redis went away: called once per outage, with the first error (or the closed connection) seen. */
  onDown?: ((err: Error) => void) | undefined;
  /** Redis is back after an outage. */
  onUp?: (() => void) | undefined;
}

export interface RedisLink {
  redis: Redis;
  /** False from the moment the connection is lost until it is ready again: callers take their fallback at once. */
  isUp(): boolean;
  close(): Promise<void>;
}

/**
 * An ioredis connection that knows when Redis is away, so what uses it can fall back at once instead of queueing
 * behind a reconnect (ioredis would hold each command for up to `maxRetriesPerRequest` reconnect attempts, seconds
 * each). Before the first connection commands wait for it as usual; a command cut off by the outage fails after one
 * reconnect attempt. ioredis keeps reconnecting (every ≤ 2 s) and `onUp` says when it succeeded.
 */
export function linkRedis(url: string, outage: RedisOutage = {}, options: RedisOptions = {}): RedisLink {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
    ...options,
  });
  let up = true;
  let closing = false;
  const lost = (err: Error) => {
    if (!up || closing) return;
    up = false;
    outage.onDown?.(err);
  };
  redis.on("error", lost);
  redis.on("close", () => lost(new Error("the connection to Redis closed")));
  redis.on("ready", () => {
    if (up) return;
    up = true;
    outage.onUp?.();
  });
  return {
    redis,
    isUp: () => up,
    async close() {
      closing = true;
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

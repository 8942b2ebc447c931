import { linkRedis, type RedisOutage } from "../redis/redis-link";
import type { PubSub } from "./pubsub";

/**
 * Redis pub/sub: a subscribed connection can only (un)subscribe, so publishing has its own. ioredis reconnects
 * and subscribes again by itself; what was published while it was away is lost (clients catch up). While the
 * publishing connection is down a publish fails at once (adapters/pubsub/fallback-pubsub.ts then takes over);
 * `outage` hears once when it goes and once when it is back.
 */
export function createRedisPubSub(options: { url: string } & RedisOutage): PubSub {
  const publisher = linkRedis(options.url, { onDown: options.onDown, onUp: options.onUp });
  // Its outages are the publisher's (one Redis); it only needs a listener so ioredis does not report them as unhandled.
  const subscriber = linkRedis(options.url, {}, { maxRetriesPerRequest: 2, commandTimeout: 5_000 });
  const handlers = new Map<string, Set<(payload: string) => void>>();
  subscriber.redis.on("message", (channel: string, payload: string) => {
    for (const handler of handlers.get(channel) ?? []) handler(payload);
  });
  // ioredis subscribes again after a reconnect only to what it had subscribed: a subscription that failed (Redis
  // away when Mandi started) is made whenever the connection is ready. Subscribing twice changes nothing.
  subscriber.redis.on("ready", () => {
    if (handlers.size > 0) subscriber.redis.subscribe(...handlers.keys()).catch(() => {});
  });
  return {
    kind: "redis",
    maxPayloadBytes: Number.POSITIVE_INFINITY,
    async publish(channel, payload) {
      if (!publisher.isUp()) throw new Error("Redis is unreachable");
      await publisher.redis.publish(channel, payload);
    },
    async subscribe(channel, handler) {
      const set = handlers.get(channel) ?? new Set();
      set.add(handler);
      handlers.set(channel, set);
      // Redis away: the fallback transport carries events until the "ready" above subscribes.
      if (set.size === 1) await subscriber.redis.subscribe(channel).catch(() => {});
    },
    async close() {
      handlers.clear();
      await Promise.all([publisher.close(), subscriber.close()]);
    },
  };
}

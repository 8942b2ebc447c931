import { Redis } from "ioredis";
import type { PubSub } from "./pubsub";

/**
 * Redis pub/sub: a subscribed connection can only (un)subscribe, so publishing has its own. ioredis reconnects
 * and subscribes again by itself; what was published while it was away is lost (clients catch up).
 */
export function createRedisPubSub(options: { url: string; onError?: (err: Error) => void }): PubSub {
  const connect = () =>
    new Redis(options.url, {
      maxRetriesPerRequest: 2,
      connectTimeout: 5_000,
      commandTimeout: 5_000,
      retryStrategy: (attempt) => Math.min(attempt * 200, 5_000),
    });
  const publisher = connect();
  const subscriber = connect();
  for (const client of [publisher, subscriber]) client.on("error", (err) => options.onError?.(err));
  const handlers = new Map<string, Set<(payload: string) => void>>();
  subscriber.on("message", (channel: string, payload: string) => {
    for (const handler of handlers.get(channel) ?? []) handler(payload);
  });
  return {
    kind: "redis",
    maxPayloadBytes: Number.POSITIVE_INFINITY,
    async publish(channel, payload) {
      await publisher.publish(channel, payload);
    },
    async subscribe(channel, handler) {
      const set = handlers.get(channel) ?? new Set();
      set.add(handler);
      handlers.set(channel, set);
      if (set.size === 1) await subscriber.subscribe(channel);
    },
    async close() {
      handlers.clear();
      await Promise.all(
        [publisher, subscriber].map((client) => client.quit().catch(() => client.disconnect())),
      );
    },
  };
}

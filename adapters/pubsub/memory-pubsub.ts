import type { PubSub } from "./pubsub";

/** One process (PGlite, or tests): publishing is calling the subscribers, after the current task. */
export function createMemoryPubSub(): PubSub {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  return {
    kind: "memory",
    maxPayloadBytes: Number.POSITIVE_INFINITY,
    async publish(channel, payload) {
      for (const handler of handlers.get(channel) ?? []) queueMicrotask(() => handler(payload));
    },
    async subscribe(channel, handler) {
      const set = handlers.get(channel) ?? new Set();
      set.add(handler);
      handlers.set(channel, set);
    },
    async close() {
      handlers.clear();
    },
  };
}

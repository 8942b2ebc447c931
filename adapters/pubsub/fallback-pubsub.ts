import type { PubSub } from "./pubsub";

/**
 * Redis first, and a second transport (PostgreSQL LISTEN/NOTIFY, or this process alone on PGlite) while Redis is
 * away. Every instance listens on both at all times, and each payload goes one way only, so whichever carried it,
 * it arrives once. The payload limit is the first transport's: an event too big for the second fails there, and
 * the realtime bus delivers it to this instance's screens (the others catch up).
 */
export function createFallbackPubSub(primary: PubSub, fallback: PubSub): PubSub {
  return {
    kind: primary.kind,
    maxPayloadBytes: primary.maxPayloadBytes,
    async publish(channel, payload) {
      try {
        await primary.publish(channel, payload);
      } catch {
        await fallback.publish(channel, payload);
      }
    },
    async subscribe(channel, handler) {
      await fallback.subscribe(channel, handler);
      await primary.subscribe(channel, handler);
    },
    async close() {
      await Promise.all([primary.close(), fallback.close()]);
    },
  };
}

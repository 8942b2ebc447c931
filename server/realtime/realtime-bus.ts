import type { PubSub } from "~/adapters/pubsub/pubsub";
import type { Realtime, RealtimeEvent } from "~/domain/shared/realtime";
import type { SocketHub } from "./socket-hub";

export const REALTIME_CHANNEL = "mandi_realtime";

/**
 * Domain events to sockets on every instance: published as `<member ids JSON>\n<event JSON>` on one channel, and
 * each instance hands the event text, as it came, to the sockets it holds for those members. An event too big for
 * the transport (PostgreSQL NOTIFY) is replaced by "resync": the screens fetch what changed from the database.
 */
export function createRealtimeBus(pubsub: PubSub, hub: SocketHub, onError: (err: unknown) => void) {
  const realtime: Realtime = {
    async publish(userIds: readonly string[], event: RealtimeEvent) {
      if (userIds.length === 0) return;
      const members = JSON.stringify(userIds);
      const text = JSON.stringify(event);
      let payload = `${members}\n${text}`;
      if (Buffer.byteLength(payload) > pubsub.maxPayloadBytes) payload = `${members}\n{"t":"resync"}`;
      try {
        await pubsub.publish(REALTIME_CHANNEL, payload);
      } catch (err) {
        // The change is stored; screens catch up when they reconnect or are next asked to. This instance's own
        // screens still get it: a screen that missed a message but got a later one would never ask for it.
        hub.deliver(userIds, text);
        onError(err);
      }
    },
  };

  return {
    realtime,
    async start() {
      await pubsub.subscribe(REALTIME_CHANNEL, (payload) => {
        const split = payload.indexOf("\n");
        if (split === -1) return;
        try {
          const members = JSON.parse(payload.slice(0, split)) as unknown;
          if (!Array.isArray(members)) return;
          hub.deliver(
            members.filter((m): m is string => typeof m === "string"),
            payload.slice(split + 1),
          );
        } catch (err) {
          onError(err);
        }
      });
    },
  };
}

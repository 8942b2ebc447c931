import type { PubSub } from "~/adapters/pubsub/pubsub";
import type { Realtime, RealtimeEvent } from "~/domain/shared/realtime";
import type { SocketHub } from "./socket-hub";

export const REALTIME_CHANNEL = "mandi_realtime";
const RESYNC = '{"t":"resync"}';
/** Not an event for screens (an event is a JSON object): "check these members' sockets' sessions again". */
const RECHECK = "!recheck";

/**
 * Domain events to sockets on every instance: published as `<member ids JSON>\n<event JSON>` on one channel, and
 * each instance hands the event text, as it came, to the sockets it holds for those members. An event too big for
 * the transport (PostgreSQL NOTIFY) is replaced by "resync": the screens fetch what changed from the database.
 * `<member ids JSON>\n!recheck` is the one control message: those members' sessions ended (or they were banned),
 * and each instance checks the sessions of the sockets it holds for them again (socket-sessions.ts).
 */
export function createRealtimeBus(pubsub: PubSub, hub: SocketHub, onError: (err: unknown) => void) {
  const realtime: Realtime = {
    async publish(userIds: readonly string[], event: RealtimeEvent) {
      if (userIds.length === 0) return;
      let text = JSON.stringify(event);
      // The members' ids go in as many payloads as the transport needs: an event for hundreds of members (ads
      // expired, a saved search's alerts) would not fit one NOTIFY, even as "resync".
      let payloads = payloadsFor(userIds, text, pubsub.maxPayloadBytes);
      if (payloads.length === 0) {
        text = RESYNC;
        payloads = payloadsFor(userIds, text, pubsub.maxPayloadBytes);
      }
      await send(payloads, (members) => hub.deliver(members, text));
    },
    async recheck(userIds: readonly string[]) {
      // The sockets here are checked even when the transport fails; the others notice within a minute.
      await send(payloadsFor(userIds, RECHECK, pubsub.maxPayloadBytes), (members) => hub.recheck(members));
    },
  };

  async function send(
    payloads: { members: string[]; payload: string }[],
    locally: (members: string[]) => void,
  ) {
    await Promise.all(
      payloads.map(async ({ members, payload }) => {
        try {
          await pubsub.publish(REALTIME_CHANNEL, payload);
        } catch (err) {
          // The change is stored; screens catch up when they reconnect or are next asked to. This instance's
          // own screens still get it: a screen that missed a message but got a later one would never ask for it.
          locally(members);
          onError(err);
        }
      }),
    );
  }

  return {
    realtime,
    async start() {
      await pubsub.subscribe(REALTIME_CHANNEL, (payload) => {
        const split = payload.indexOf("\n");
        if (split === -1) return;
        try {
          const members = JSON.parse(payload.slice(0, split)) as unknown;
          if (!Array.isArray(members)) return;
          const ids = members.filter((m): m is string => typeof m === "string");
          const text = payload.slice(split + 1);
          if (text === RECHECK) hub.recheck(ids);
          else hub.deliver(ids, text);
        } catch (err) {
          onError(err);
        }
      });
    },
  };
}

/**
 * `<member ids JSON>\n<event>` payloads of at most `maxBytes` bytes each, together covering every member once;
 * none when the event does not fit beside even one member.
 */
export function payloadsFor(
  userIds: readonly string[],
  text: string,
  maxBytes: number,
): { members: string[]; payload: string }[] {
  const room = maxBytes - Buffer.byteLength(text) - 1; // the newline
  const groups: string[][] = [];
  let group: string[] = [];
  let size = 2; // the array's brackets
  for (const id of userIds) {
    const idSize = Buffer.byteLength(JSON.stringify(id));
    if (group.length > 0 && size + 1 + idSize > room) {
      groups.push(group);
      group = [];
      size = 2;
    }
    if (size + idSize > room) return [];
    size += (group.length > 0 ? 1 : 0) + idSize; // a comma before all but the first
    group.push(id);
  }
  if (group.length > 0) groups.push(group);
  return groups.map((members) => ({ members, payload: `${JSON.stringify(members)}\n${text}` }));
}

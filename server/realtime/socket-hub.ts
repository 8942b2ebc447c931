import type { WebSocket } from "ws";

/** One open connection of a signed-in member. */
export interface ClientSocket {
  id: string;
  userId: string;
  ws: WebSocket;
  /** The conversation this screen shows, for presence (a message there makes no notification). */
  viewing: number | null;
}

export const HUB_LIMITS = {
  /** Sockets one process holds; a connection past it is refused (503) and retries elsewhere or later. */
  maxSockets: 20_000,
  /** Open screens one member may have (tabs, phone, app); the oldest is closed for a new one. */
  maxPerUser: 10,
  /** A socket that has this much unsent is too slow to keep up: it is closed and will catch up on reconnect. */
  maxBufferedBytes: 1_000_000,
};

/** The open sockets of this process, by member; delivers an already-serialised event to a member's sockets. */
export function createSocketHub(limits = HUB_LIMITS) {
  const byUser = new Map<string, Set<ClientSocket>>();
  let total = 0;

  return {
    get size() {
      return total;
    },
    isFull: () => total >= limits.maxSockets,
    add(socket: ClientSocket) {
      const set = byUser.get(socket.userId) ?? new Set<ClientSocket>();
      if (set.size >= limits.maxPerUser) {
        const oldest = set.values().next().value;
        if (oldest) {
          set.delete(oldest);
          total--;
          oldest.ws.close(4000, "Too many open screens");
        }
      }
      set.add(socket);
      byUser.set(socket.userId, set);
      total++;
    },
    remove(socket: ClientSocket) {
      const set = byUser.get(socket.userId);
      if (!set?.delete(socket)) return;
      total--;
      if (set.size === 0) byUser.delete(socket.userId);
    },
    deliver(userIds: readonly string[], payload: string) {
      for (const userId of userIds) {
        for (const socket of byUser.get(userId) ?? []) {
          if (socket.ws.readyState !== socket.ws.OPEN) continue;
          if (socket.ws.bufferedAmount > limits.maxBufferedBytes) {
            socket.ws.terminate();
            continue;
          }
          socket.ws.send(payload);
        }
      }
    },
    forEach(fn: (socket: ClientSocket) => void) {
      for (const set of byUser.values()) for (const socket of set) fn(socket);
    },
    all(): ClientSocket[] {
      return [...byUser.values()].flatMap((set) => [...set]);
    },
  };
}

export type SocketHub = ReturnType<typeof createSocketHub>;

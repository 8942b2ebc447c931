import type { WebSocket } from "ws";
import type { Locale } from "~/i18n/locales";

/** One open connection of a signed-in member. */
export interface ClientSocket {
  id: string;
  userId: string;
  /** The session that opened it: the socket lives no longer than that session (socket-sessions.ts). */
  sessionToken: string;
  /** When the session was last found to hold (ms since the epoch). */
  confirmedAt: number;
  ws: WebSocket;
  /** The conversation this screen shows, for presence (a message there makes no notification). */
  viewing: number | null;
  /** The language its errors are said in: the opening request's (language cookie, else Accept-Language). */
  locale?: Locale;
}

export const HUB_LIMITS = {
  /** Sockets one process holds; a connection past it is refused (503) and retries elsewhere or later. */
  maxSockets: 20_000,
  /** Open screens one member may have (tabs, phone, app); the oldest is closed for a new one. */
  maxPerUser: 10,
  /** A socket that has this much unsent is too slow to keep up: it is closed and will catch up on reconnect. */
  maxBufferedBytes: 1_000_000,
};

/** Members whose last session end this process remembers, for sockets still being opened meanwhile. */
const RECENT_RECHECKS = 10_000;

/** How long a socket closed for falling behind may take to take its close frame before it is cut. */
const SLOW_CLOSE_GRACE_MS = 1_000;

/**
 * The one way the server writes to a socket (events, answers, hello): a socket with more than `maxBuffered` bytes
 * still unsent is not written to but closed (1013, "try again later"), so a client that never reads holds at most
 * that much of the server's memory. False when nothing was written.
 */
export function writeFrame(
  socket: Pick<ClientSocket, "ws">,
  text: string,
  maxBuffered = HUB_LIMITS.maxBufferedBytes,
): boolean {
  const { ws } = socket;
  if (ws.readyState !== ws.OPEN) return false;
  if (ws.bufferedAmount > maxBuffered) {
    closeSlowSocket(ws);
    return false;
  }
  ws.send(text);
  return true;
}

/** Closes a socket that fell behind; its close frame waits behind what it did not read, so it is cut soon after. */
export function closeSlowSocket(ws: WebSocket) {
  ws.close(1013, "Too slow to keep up");
  setTimeout(() => ws.terminate(), SLOW_CLOSE_GRACE_MS).unref();
}

/** The open sockets of this process, by member; delivers an already-serialised event to a member's sockets. */
export function createSocketHub(limits = HUB_LIMITS) {
  const byUser = new Map<string, Set<ClientSocket>>();
  let total = 0;
  let recheckSessions: ((sockets: ClientSocket[]) => void) | undefined;
  // When each member's sessions were last said to have ended (the newest RECENT_RECHECKS members): a socket whose
  // session was read before that, and added only after the event went by, is checked again as it is added.
  const rechecked = new Map<string, number>();

  return {
    get size() {
      return total;
    },
    limits,
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
        for (const socket of byUser.get(userId) ?? []) writeFrame(socket, payload, limits.maxBufferedBytes);
      }
    },
    /** Who checks sockets' sessions again when the bus says some members' sessions ended (the endpoint). */
    onRecheck(check: (sockets: ClientSocket[]) => void) {
      recheckSessions = check;
    },
    /** Some of these members' sessions ended or their standing changed: their sockets here are checked again. */
    recheck(userIds: readonly string[]) {
      const at = Date.now();
      for (const userId of userIds) {
        rechecked.delete(userId);
        rechecked.set(userId, at);
        if (rechecked.size > RECENT_RECHECKS) rechecked.delete(rechecked.keys().next().value as string);
      }
      const sockets = userIds.flatMap((userId) => [...(byUser.get(userId) ?? [])]);
      if (sockets.length > 0) recheckSessions?.(sockets);
    },
    /** Whether the member's sessions were said to have ended at or after `since` (ms since the epoch). */
    recheckedSince(userId: string, since: number): boolean {
      return (rechecked.get(userId) ?? Number.NEGATIVE_INFINITY) >= since;
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

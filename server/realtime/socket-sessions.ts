import { and, eq, gt, inArray, isNotNull, isNull, lte, or } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { sessions, users } from "~/db/schema";
import type { ClientSocket } from "./socket-hub";

/** How a socket whose session ended (or whose member was banned) is closed: reconnecting asks to sign in. */
export const SIGNED_OUT_CLOSE = { code: 4401, reason: "Signed out" };
/** Closes a socket whose session ended. */
export function closeSignedOut(socket: ClientSocket) {
  if (socket.ws.readyState === socket.ws.OPEN)
    socket.ws.close(SIGNED_OUT_CLOSE.code, SIGNED_OUT_CLOSE.reason);
}

/** Sockets whose sessions are read in one statement. */
const TOKENS_PER_QUERY = 500;

/**
 * A socket lives no longer than the session that opened it (issue 25 §2). Three things check it: the realtime bus
 * when a session ends anywhere (`recheck`, within a second on every instance), each frame that acts when the session
 * was last confirmed more than `confirmMs` ago (`confirm`), and the heartbeat for sockets that only listen. A check
 * is one indexed statement for many sockets; a socket confirmed recently costs nothing (decision 014).
 */
export function createSocketSessions(deps: { db: Db; confirmMs: number; now?: () => number }) {
  const now = deps.now ?? Date.now;
  const checking = new WeakMap<ClientSocket, Promise<boolean>>();

  /** The tokens among `tokens` whose session holds: not deleted, not expired, its member not banned or suspended. */
  async function holding(tokens: string[]): Promise<Set<string>> {
    const at = new Date(now());
    const held = new Set<string>();
    for (let i = 0; i < tokens.length; i += TOKENS_PER_QUERY) {
      const rows = await deps.db
        .select({ token: sessions.token })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            inArray(sessions.token, tokens.slice(i, i + TOKENS_PER_QUERY)),
            gt(sessions.expiresAt, at),
            // As banInForce (domain/shared/ban-in-force.ts): a suspension that has ended no longer holds.
            or(isNull(users.bannedAt), and(isNotNull(users.bannedUntil), lte(users.bannedUntil, at))),
          ),
        );
      for (const row of rows) held.add(row.token);
    }
    return held;
  }

  /** Reads the sockets' sessions again: the open ones whose session still holds are confirmed, the rest answered. */
  async function check(sockets: readonly ClientSocket[]): Promise<ClientSocket[]> {
    const open = sockets.filter((s) => s.ws.readyState === s.ws.OPEN);
    if (open.length === 0) return [];
    const checkedAt = now();
    const held = await holding([...new Set(open.map((s) => s.sessionToken))]);
    const ended: ClientSocket[] = [];
    for (const socket of open) {
      if (held.has(socket.sessionToken)) socket.confirmedAt = checkedAt;
      else ended.push(socket);
    }
    return ended;
  }

  return {
    /** Reads the sockets' sessions again, and closes those whose session no longer holds. */
    async recheck(sockets: readonly ClientSocket[]): Promise<void> {
      for (const socket of await check(sockets)) closeSignedOut(socket);
    },
    /** Whether the socket's session was confirmed within `confirmMs`: then nothing needs asking. */
    fresh: (socket: ClientSocket) => now() - socket.confirmedAt < deps.confirmMs,
    /**
     * Whether the socket may act: at once when its session was confirmed within `confirmMs`, else after one
     * statement (shared by the frames that arrive meanwhile). The caller answers the frame, then closes a socket
     * whose session ended (closeSignedOut).
     */
    confirm(socket: ClientSocket): boolean | Promise<boolean> {
      if (now() - socket.confirmedAt < deps.confirmMs) return socket.ws.readyState === socket.ws.OPEN;
      let pending = checking.get(socket);
      if (!pending) {
        pending = check([socket])
          .then((ended) => ended.length === 0 && socket.ws.readyState === socket.ws.OPEN)
          .finally(() => checking.delete(socket));
        checking.set(socket, pending);
      }
      return pending;
    },
  };
}

export type SocketSessions = ReturnType<typeof createSocketSessions>;

import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import type { Logger } from "pino";
import { WebSocketServer } from "ws";
import type { Auth } from "~/domain/accounts/create-auth.server";
import { refreshChatPresence, setChatPresence } from "~/domain/chat/set-chat-presence.server";
import { AppError } from "~/domain/shared/app-error";
import type { ServerFrameInput } from "~/domain/shared/realtime-frames";
import type { Services } from "~/domain/shared/services";
import { chosenLocale } from "~/web/locale-cookie.server";
import { readSessionUser, sessionToken } from "../auth/quick-session";
import { clientIp, type TrustProxy } from "../client-ip";
import { preferredLocale } from "../locale";
import { type FrameGuard, handleClientMessage } from "./client-messages";
import { createMemberBudgets } from "./member-budgets";
import { type ClientSocket, createSocketHub, type SocketHub, writeFrame } from "./socket-hub";
import { createSocketSessions } from "./socket-sessions";

export const WEBSOCKET_PATH = "/ws";
/** The heartbeat pings a tenth of the sockets every heartbeatMs / 10. */
const HEARTBEAT_SLICES = 10;

export const WEBSOCKET_LIMITS = {
  /** A client message is a small JSON object; a message body is at most 2,000 characters. */
  maxPayloadBytes: 16 * 1024,
  /** Ping every socket this often; one that did not answer the last ping is dropped. */
  heartbeatMs: 30_000,
  /** Messages a socket may send per second (typing, sends, reads) before it is closed. */
  messagesPerSecond: 20,
  /**
   * A socket's session is read again when it acts (or at the heartbeat) once this long has passed since it was last
   * found to hold; a session ended anywhere closes its sockets at once through the realtime bus anyway.
   */
  sessionConfirmMs: 60_000,
};

/**
 * The WebSocket endpoint on Mandi's own port (GET /ws, upgraded): the session cookie (or a bearer token, for apps)
 * names the member, the Origin must be Mandi's, and each socket is pinged to notice dead connections. Events are
 * delivered by the socket hub; what a client sends is answered by client-messages.ts.
 */
export function createWebSocketEndpoint(deps: {
  services: Services;
  auth: Auth;
  logger: Pick<Logger, "info" | "warn" | "error">;
  /** PUBLIC_URL's origin when set; otherwise the request's own host is the only origin accepted. */
  publicOrigin: string | undefined;
  trustProxy: TrustProxy;
  hub?: SocketHub;
  limits?: typeof WEBSOCKET_LIMITS;
}) {
  const limits = deps.limits ?? WEBSOCKET_LIMITS;
  const hub = deps.hub ?? createSocketHub();
  const wss = new WebSocketServer({ noServer: true, maxPayload: limits.maxPayloadBytes });
  const alive = new WeakSet<ClientSocket>();
  let closing = false;
  const sessions = createSocketSessions({ db: deps.services.db, confirmMs: limits.sessionConfirmMs });
  const guard: FrameGuard = {
    sessions,
    budgets: createMemberBudgets({ maxMembers: hub.limits.maxSockets }),
    maxBufferedBytes: hub.limits.maxBufferedBytes,
  };
  const recheck = (sockets: ClientSocket[]) =>
    sessions.recheck(sockets).catch((err) => deps.logger.warn({ err }, "websocket session check failed"));
  // A session ended on some instance (sign-out, reset, ban): the bus asks every instance to check its sockets.
  hub.onRecheck(recheck);

  // Each socket is pinged once per heartbeatMs, but not all at once: the sockets are dealt into slices and one slice
  // is pinged per tick. 5,000 pings written in one go held the event loop for tens of milliseconds, and every
  // message arriving then waited (bench:chat's p99 by second showed the spike).
  const slices = Math.max(1, Math.min(HEARTBEAT_SLICES, Math.floor(limits.heartbeatMs / 100)));
  const sliceOf = new WeakMap<ClientSocket, number>();
  let dealt = 0;
  let tick = 0;
  const heartbeat = setInterval(() => {
    const slice = tick++ % slices;
    const viewing: string[] = [];
    const unconfirmed: ClientSocket[] = [];
    hub.forEach((socket) => {
      if (sliceOf.get(socket) !== slice) return;
      if (!alive.has(socket)) {
        socket.ws.terminate();
        return;
      }
      alive.delete(socket);
      socket.ws.ping();
      if (socket.viewing !== null) viewing.push(socket.id);
      if (!sessions.fresh(socket)) unconfirmed.push(socket);
    });
    // A socket that only listens is checked here: its session may have ended without an event (expired, deleted).
    if (unconfirmed.length > 0) void recheck(unconfirmed);
    // Stale presence rows (a crashed instance's) are cleared once a round.
    if (viewing.length > 0 || slice === 0) {
      refreshChatPresence(deps.services, viewing, { clearStale: slice === 0 }).catch((err) =>
        deps.logger.warn({ err }, "chat presence refresh failed"),
      );
    }
  }, limits.heartbeatMs / slices);
  heartbeat.unref();

  function refuse(socket: Duplex, status: number, reason: string) {
    socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  }

  function originAllowed(req: IncomingMessage): boolean {
    const origin = req.headers.origin;
    // Apps and scripts send no Origin; a browser always does, and only Mandi's own pages may connect.
    if (origin === undefined) return true;
    if (deps.publicOrigin) return origin === deps.publicOrigin;
    try {
      return new URL(origin).host === req.headers.host;
    } catch {
      return false;
    }
  }

  async function handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    socket.on("error", () => socket.destroy());
    const path = (req.url ?? "").split("?")[0];
    if (path !== WEBSOCKET_PATH) return refuse(socket, 404, "Not Found");
    if (closing || hub.isFull()) return refuse(socket, 503, "Service Unavailable");
    if (!originAllowed(req)) return refuse(socket, 403, "Forbidden");
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === "string") headers.set(name, value);
      else if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    }
    let userId: string;
    let token: string | null;
    const readAt = Date.now();
    try {
      const ip = clientIp(headers, req.socket.remoteAddress ?? "unknown", deps.trustProxy);
      const user = await readSessionUser({ auth: deps.auth, db: deps.services.db }, headers, ip);
      token = await sessionToken(deps.auth, headers);
      if (!user || !token) return refuse(socket, 401, "Unauthorized");
      userId = user.id;
    } catch (err) {
      deps.logger.warn({ err }, "websocket sign-in check failed");
      return refuse(socket, 503, "Service Unavailable");
    }
    if (socket.destroyed) return;
    wss.handleUpgrade(req, socket, head, (ws) => {
      const client: ClientSocket = {
        id: randomUUID(),
        userId,
        sessionToken: token,
        confirmedAt: readAt,
        ws,
        viewing: null,
        locale:
          chosenLocale(new Request("http://socket/", { headers })) ??
          preferredLocale(headers.get("accept-language")),
      };
      hub.add(client);
      // The session ended while this socket was being opened: the bus's word went by before the hub knew it.
      if (hub.recheckedSince(userId, readAt)) void recheck([client]);
      alive.add(client);
      sliceOf.set(client, dealt++ % slices);
      // The frame budget of the current second, counted when frames arrive (no timer per socket: 5,000
      // sockets would be 5,000 intervals).
      let currentSecond = 0;
      let budget = 0;
      // Only a pong shows the client reads what it is sent; a client that only writes is not alive (issue 25 §3).
      ws.on("pong", () => alive.add(client));
      ws.on("message", (data, isBinary) => {
        if (ws.readyState !== ws.OPEN) return;
        const second = Math.floor(Date.now() / 1000);
        if (second !== currentSecond) {
          currentSecond = second;
          budget = limits.messagesPerSecond;
        }
        if (--budget < 0) {
          ws.close(1008, "Too many messages");
          return;
        }
        if (isBinary) return;
        handleClientMessage(deps.services, client, data.toString(), guard).catch((err: unknown) => {
          if (!(err instanceof AppError)) deps.logger.error({ err }, "websocket message failed");
        });
      });
      ws.on("close", () => {
        hub.remove(client);
        if (client.viewing !== null) {
          setChatPresence(deps.services, { socketId: client.id, userId, conversationId: null }).catch(
            () => {},
          );
        }
      });
      ws.on("error", () => ws.terminate());
      writeFrame(
        client,
        JSON.stringify({ t: "hello", userId } satisfies ServerFrameInput),
        hub.limits.maxBufferedBytes,
      );
    });
  }

  return {
    hub,
    handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
      handleUpgrade(req, socket, head).catch((err) => {
        deps.logger.error({ err }, "websocket upgrade failed");
        socket.destroy();
      });
    },
    /** Tells every screen to reconnect (to another instance, or to this one once it is back), then closes. */
    async close() {
      closing = true;
      clearInterval(heartbeat);
      for (const socket of hub.all()) socket.ws.close(1012, "Server restarting");
      await new Promise<void>((resolve) => {
        const done = setTimeout(resolve, 1_000);
        done.unref();
        wss.close(() => {
          clearTimeout(done);
          resolve();
        });
      });
      for (const socket of hub.all()) socket.ws.terminate();
    },
  };
}

export type WebSocketEndpoint = ReturnType<typeof createWebSocketEndpoint>;

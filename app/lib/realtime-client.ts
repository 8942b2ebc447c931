import type { RealtimeEvent } from "~/domain/shared/realtime";
import type { ClientFrameInput, ClientRequestInput } from "~/domain/shared/realtime-frames";
import { readServerFrame } from "./read-server-frame";

export type { RealtimeEvent };
export type RealtimeStatus = "connecting" | "open" | "closed";

/**
 * One WebSocket to /ws for the whole page (the inbox and the header's badges share it). Events are JSON objects
 * with a `t`, the protocol's server frames (domain/shared/realtime-frames.ts ServerFrameSchema: the chat's events,
 * `notification`, `resync`, `ack`/`nack` for sends); a frame of a type it does not know is ignored.
 * Pub/sub is at most once, so a screen that cares catches up from the API in `onReconnect`, which runs on every
 * open — the first one too, as something may have happened between the page's render and the socket's open.
 */
export interface RealtimeClient {
  readonly status: RealtimeStatus;
  subscribe(listener: (event: RealtimeEvent) => void): () => void;
  onStatus(listener: (status: RealtimeStatus) => void): () => void;
  onReconnect(hook: () => void): () => void;
  /** Sends a client frame (server/realtime/client-messages.ts); false when the socket is not open. */
  send(frame: ClientFrameInput): boolean;
  /**
   * Sends a frame that the server answers with the same `rid` (`catchup` → `messages`, or `error`) and resolves
   * with that answer; null when the socket is not open, closes first, or no answer comes within `timeoutMs`.
   */
  request(frame: ClientRequestInput, timeoutMs?: number): Promise<RealtimeEvent | null>;
  /** Drops the connection now and opens a new one (after the network came back, say). */
  reconnect(): void;
}

export const RECONNECT = { baseMs: 500, maxMs: 30_000 };
/** A pong must come back within this long, or the connection is taken as dead. */
const PING_EVERY_MS = 25_000;
const PONG_WITHIN_MS = 10_000;
/** The server's close code for a socket whose session ended (server/realtime/socket-sessions.ts). */
const SESSION_ENDED_CLOSE = 4401;
/** Requests awaiting their answer at most (a screen asks one per open chat); more are answered null at once. */
const MAX_PENDING_REQUESTS = 20;

let shared: RealtimeClient | null = null;

/** The page's realtime connection, opened on first use (browser only). */
export function connectRealtime(): RealtimeClient {
  shared ??= createRealtimeClient(() => {
    const scheme = window.location.protocol === "https:" ? "wss:" : "ws:";
    return new WebSocket(`${scheme}//${window.location.host}/ws`);
  });
  return shared;
}

/** Full jitter: a random wait up to an exponentially growing cap, so a thousand screens do not return at once. */
export function backoffDelay(attempt: number, random = Math.random): number {
  const cap = Math.min(RECONNECT.maxMs, RECONNECT.baseMs * 2 ** attempt);
  return Math.round(cap / 2 + (random() * cap) / 2);
}

export function createRealtimeClient(open: () => WebSocket): RealtimeClient {
  const listeners = new Set<(event: RealtimeEvent) => void>();
  const statusListeners = new Set<(status: RealtimeStatus) => void>();
  const reconnectHooks = new Set<() => void>();
  let status: RealtimeStatus = "closed";
  let socket: WebSocket | null = null;
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let pongTimer: ReturnType<typeof setTimeout> | undefined;
  const pending = new Map<string, (event: RealtimeEvent | null) => void>();
  let nextRid = 0;

  const setStatus = (next: RealtimeStatus) => {
    if (status === next) return;
    status = next;
    for (const listener of statusListeners) listener(next);
  };

  function stopTimers() {
    clearInterval(pingTimer);
    clearTimeout(pongTimer);
  }

  function drop() {
    stopTimers();
    for (const answer of [...pending.values()]) answer(null);
    if (!socket) return;
    const old = socket;
    socket = null;
    old.onopen = old.onclose = old.onmessage = old.onerror = null;
    if (old.readyState === WebSocket.OPEN || old.readyState === WebSocket.CONNECTING) old.close();
  }

  function scheduleRetry() {
    clearTimeout(retryTimer);
    if (typeof navigator !== "undefined" && navigator.onLine === false) return; // "online" opens it again
    retryTimer = setTimeout(start, backoffDelay(attempt));
    attempt += 1;
  }

  function start() {
    clearTimeout(retryTimer);
    drop();
    setStatus("connecting");
    let ws: WebSocket;
    try {
      ws = open();
    } catch {
      setStatus("closed");
      scheduleRetry();
      return;
    }
    socket = ws;
    ws.onopen = () => {
      attempt = 0;
      setStatus("open");
      pingTimer = setInterval(() => {
        if (!send({ t: "ping" })) return;
        clearTimeout(pongTimer);
        pongTimer = setTimeout(() => restart(), PONG_WITHIN_MS);
      }, PING_EVERY_MS);
      for (const hook of reconnectHooks) hook();
    };
    ws.onmessage = (message) => {
      clearTimeout(pongTimer);
      const event = readServerFrame(String(message.data));
      if (!event || event.t === "pong") return;
      if (typeof event.rid === "string" && pending.has(event.rid)) {
        pending.get(event.rid)?.(event);
        return;
      }
      for (const listener of listeners) listener(event);
    };
    ws.onclose = (event) => {
      drop();
      setStatus("closed");
      // The session that opened the socket ended (signed out, password changed, banned): trying again would only
      // be refused. A sign-in or a page load starts a new client.
      if (event.code === SESSION_ENDED_CLOSE) return;
      scheduleRetry();
    };
  }

  function restart() {
    drop();
    setStatus("closed");
    scheduleRetry();
  }

  function send(frame: ClientFrameInput): boolean {
    if (!socket || socket.readyState !== WebSocket.OPEN) return false;
    socket.send(JSON.stringify(frame));
    return true;
  }

  function request(frame: ClientRequestInput, timeoutMs = 10_000) {
    return new Promise<RealtimeEvent | null>((resolve) => {
      if (pending.size >= MAX_PENDING_REQUESTS) return resolve(null);
      const rid = `r${++nextRid}`;
      const timer = setTimeout(() => answer(null), timeoutMs);
      function answer(event: RealtimeEvent | null) {
        clearTimeout(timer);
        pending.delete(rid);
        resolve(event);
      }
      pending.set(rid, answer);
      if (!send({ ...frame, rid })) answer(null);
    });
  }

  if (typeof window !== "undefined") {
    window.addEventListener("offline", () => {
      clearTimeout(retryTimer);
      drop();
      setStatus("closed");
    });
    window.addEventListener("online", () => {
      attempt = 0;
      start();
    });
  }
  start();

  return {
    get status() {
      return status;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onStatus(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    onReconnect(hook) {
      reconnectHooks.add(hook);
      return () => reconnectHooks.delete(hook);
    },
    send,
    request,
    reconnect() {
      attempt = 0;
      start();
    },
  };
}

import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import pino from "pino";
import { vi } from "vitest";
import { WebSocket } from "ws";
import type { TestContext } from "~/tests/support/test-app";
import { createWebSocketEndpoint, WEBSOCKET_LIMITS } from "./websocket-endpoint";

/** GET /ws of one test app on a real HTTP server (an "instance"); `close()` stops both. */
export async function listenWithSockets(t: TestContext, limits: Partial<typeof WEBSOCKET_LIMITS> = {}) {
  const endpoint = createWebSocketEndpoint({
    services: t.services,
    auth: t.auth,
    logger: pino({ level: "silent" }),
    publicOrigin: undefined,
    trustProxy: { mode: "off" },
    hub: t.hub,
    limits: { ...WEBSOCKET_LIMITS, ...limits },
  });
  const server = createServer(getRequestListener(t.app.fetch));
  server.on("upgrade", (req, socket, head) => endpoint.handleUpgrade(req, socket, head));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  const opened: WebSocket[] = [];
  return {
    base,
    endpoint,
    /** A screen of the member whose bearer token this is (as the app connects). */
    connect: (token: string, options: { autoPong?: boolean } = {}) =>
      connectSocket(base, { authorization: `Bearer ${token}` }, options).then((client) => {
        opened.push(client.ws);
        return client;
      }),
    async close() {
      for (const ws of opened) ws.terminate();
      await endpoint.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

// biome-ignore lint/suspicious/noExplicitAny: JSON frames of many shapes, read field by field in assertions.
export type Json = any;

export interface SocketClient {
  ws: WebSocket;
  frames: Json[];
  /** Waits for a frame that matches (5 s), and returns it. */
  next(match: (frame: Json) => boolean): Promise<Json>;
  send(frame: unknown): void;
  closed: Promise<{ code: number; reason: string }>;
}

/** Opens a socket and waits for its `hello`; rejects with the HTTP status when the upgrade is refused. */
export function connectSocket(
  base: string,
  headers: Record<string, string>,
  options: { autoPong?: boolean } = {},
): Promise<SocketClient> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://${base}/ws`, { headers, ...options });
    const frames: Json[] = [];
    const closed = new Promise<{ code: number; reason: string }>((done) =>
      ws.on("close", (code, reason) => done({ code, reason: reason.toString() })),
    );
    ws.on("message", (data) => {
      const frame = JSON.parse(data.toString());
      frames.push(frame);
      if (frame.t === "hello") resolve(client);
    });
    ws.on("unexpected-response", (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    ws.on("error", (err) => reject(err));
    const client: SocketClient = {
      ws,
      frames,
      closed,
      send: (frame) => ws.send(typeof frame === "string" ? frame : JSON.stringify(frame)),
      next: (match) =>
        vi.waitFor(
          () => {
            const found = frames.find(match);
            if (!found) throw new Error(`no such frame yet; got ${JSON.stringify(frames)}`);
            return found;
          },
          { timeout: 5_000, interval: 10 },
        ),
    };
  });
}

/** The close of a socket, or a failure when it has not come within `ms`. */
export function closedWithin(client: SocketClient, ms: number) {
  return Promise.race([
    client.closed,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`the socket was still open ${ms} ms later`)), ms).unref(),
    ),
  ]);
}

/** Resolves once every frame sent so far has been handled: a ping is answered after them. */
export async function settle(client: SocketClient) {
  const pongs = client.frames.filter((f) => f.t === "pong").length;
  client.send({ t: "ping" });
  await vi.waitFor(() => {
    if (client.frames.filter((f) => f.t === "pong").length <= pongs) throw new Error("no pong yet");
  });
}

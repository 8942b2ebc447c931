import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { and, eq } from "drizzle-orm";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { WebSocket } from "ws";
import type { Database } from "~/db/client.server";
import { messages } from "~/db/schema";
import { insertListing } from "~/domain/listings/listing-fixtures.test-helper";
import { authClient } from "~/tests/support/auth-requests";
import { createTestApp, type TestContext } from "~/tests/support/test-app";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";
import { BUSY_MESSAGE, sendAdmission, sendsInFlight } from "./client-messages";
import { createWebSocketEndpoint, WEBSOCKET_LIMITS, type WebSocketEndpoint } from "./websocket-endpoint";

/**
 * GET /ws on a real HTTP server in front of the in-process app: who may connect, and that what one member does
 * reaches the other member's socket — and nobody else's.
 */

let database: Database;
let t: TestContext;
let server: Server;
let endpoint: WebSocketEndpoint;
let base: string;
type Member = { token: string; userId: string; cookie: string };
let seller: Member;
let buyer: Member;
let stranger: Member;
let conversationId: number;
const sockets: WebSocket[] = [];

const PASSWORD = "monsoon-chai-1987";

async function member(name: string, email: string, phone: string): Promise<Member> {
  const auth = authClient(t);
  const { token, userId } = await auth.signUp({ name, email, phone, password: PASSWORD });
  const signedIn = await auth.post("/sign-in/email", { email, password: PASSWORD });
  const cookie = signedIn.headers
    .getSetCookie()
    .find((c) => c.startsWith("mandi.session_token="))
    ?.split(";")[0];
  if (!cookie) throw new Error("no session cookie");
  return { token, userId, cookie };
}

beforeEach(async () => {
  database = await getTestDatabase();
  await resetDatabase(database);
  t = await createTestApp(database, { rateLimitScale: 100 });
  seller = await member("Ravi Seller", "ravi@example.in", "+919812345678");
  buyer = await member("Asha Buyer", "asha@example.in", "+919876543210");
  stranger = await member("Mallory", "mallory@example.in", "+919811111111");
  const listingId = await insertListing(database.db, {
    title: "Royal Enfield Classic",
    userId: seller.userId,
  });
  const started = await api(buyer, "POST", "/conversations", {
    listingId,
    subject: "Royal Enfield Classic",
    body: "Is it still available?",
  });
  conversationId = started.conversationId;
});

afterEach(async () => {
  for (const ws of sockets.splice(0)) ws.terminate();
  await endpoint?.close();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await t.close();
});

async function listen(options: { publicOrigin?: string; limits?: typeof WEBSOCKET_LIMITS } = {}) {
  endpoint = createWebSocketEndpoint({
    services: t.services,
    auth: t.auth,
    logger: pino({ level: "silent" }),
    publicOrigin: options.publicOrigin,
    trustProxy: { mode: "off" },
    hub: t.hub,
    limits: options.limits,
  });
  server = createServer(getRequestListener(t.app.fetch));
  server.on("upgrade", (req, socket, head) => endpoint.handleUpgrade(req, socket, head));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `127.0.0.1:${(server.address() as AddressInfo).port}`;
}

// biome-ignore lint/suspicious/noExplicitAny: JSON frames of many shapes, read field by field in assertions.
type Json = any;

async function api(who: Member, method: string, path: string, json?: unknown): Promise<Json> {
  const res = await t.app.request(t.url(`/api/v1${path}`), {
    method,
    headers: {
      authorization: `Bearer ${who.token}`,
      ...(json === undefined ? {} : { "content-type": "application/json" }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return res.json();
}

interface Client {
  ws: WebSocket;
  frames: Json[];
  /** Waits for a frame that matches, and returns it. */
  next(match: (frame: Json) => boolean): Promise<Json>;
  send(frame: unknown): void;
  closed: Promise<{ code: number; reason: string }>;
}

/** Opens a socket; rejects with the HTTP status when the upgrade is refused. */
function connect(headers: Record<string, string>, options: { autoPong?: boolean } = {}): Promise<Client> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://${base}/ws`, { headers, ...options });
    sockets.push(ws);
    const frames: Json[] = [];
    const closed = new Promise<{ code: number; reason: string }>((done) =>
      ws.on("close", (code, reason) => done({ code, reason: reason.toString() })),
    );
    ws.on("message", (data) => frames.push(JSON.parse(data.toString())));
    ws.on("unexpected-response", (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    ws.on("error", (err) => reject(err));
    ws.on("open", () =>
      resolve({
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
      }),
    );
  });
}

const origin = () => `http://${base}`;
const asBrowser = (who: Member) => connect({ cookie: who.cookie, origin: origin() });
const hello = (client: Client) => client.next((f) => f.t === "hello");

/** Resolves once every frame sent so far has been handled: a ping is answered after them. */
async function settle(client: Client) {
  const pongs = client.frames.filter((f) => f.t === "pong").length;
  client.send({ t: "ping" });
  await vi.waitFor(() => expect(client.frames.filter((f) => f.t === "pong").length).toBe(pongs + 1));
}

describe("connecting to /ws", () => {
  it("opens for a signed-in member from Mandi's own pages, or with a bearer token", async () => {
    await listen();
    const browser = await asBrowser(buyer);
    expect(await hello(browser)).toEqual({ t: "hello", userId: buyer.userId });
    const app = await connect({ authorization: `Bearer ${seller.token}` });
    expect(await hello(app)).toEqual({ t: "hello", userId: seller.userId });
    expect(t.hub.size).toBe(2);
  });

  it("is refused without a session, with a forged one, and from another site's page", async () => {
    await listen();
    await expect(connect({ origin: origin() })).rejects.toThrow("HTTP 401");
    await expect(connect({ origin: origin(), cookie: "mandi.session_token=forged.value" })).rejects.toThrow(
      "HTTP 401",
    );
    await expect(connect({ authorization: "Bearer not-a-token" })).rejects.toThrow("HTTP 401");
    await expect(connect({ cookie: buyer.cookie, origin: "https://evil.example" })).rejects.toThrow(
      "HTTP 403",
    );
    await expect(connect({ cookie: buyer.cookie, origin: "null" })).rejects.toThrow("HTTP 403");
    expect(t.hub.size).toBe(0);
  });

  it("takes only PUBLIC_URL's origin when it is set", async () => {
    await listen({ publicOrigin: "https://mandi.example" });
    await expect(asBrowser(buyer)).rejects.toThrow("HTTP 403");
    const ok = await connect({ cookie: buyer.cookie, origin: "https://mandi.example" });
    expect(await hello(ok)).toMatchObject({ t: "hello" });
  });

  it("answers any other path 404", async () => {
    await listen();
    const refused = new Promise<number>((resolve) => {
      const ws = new WebSocket(`ws://${base}/socket`, {
        headers: { cookie: buyer.cookie, origin: origin() },
      });
      sockets.push(ws);
      ws.on("unexpected-response", (_req, res) => resolve(res.statusCode ?? 0));
      ws.on("error", () => {});
    });
    expect(await refused).toBe(404);
  });
});

describe("live events", () => {
  it("brings a message sent over HTTP to the other member's socket, and to nobody else's", async () => {
    await listen();
    const sellerSocket = await asBrowser(seller);
    const strangerSocket = await asBrowser(stranger);
    await hello(sellerSocket);
    await hello(strangerSocket);
    const sent = await api(buyer, "POST", `/conversations/${conversationId}/messages`, {
      body: "Can I see it tomorrow?",
    });
    const frame = await sellerSocket.next((f) => f.t === "message");
    expect(frame.message).toMatchObject({
      id: sent.message.id,
      conversationId,
      senderId: buyer.userId,
      body: "Can I see it tomorrow?",
    });
    await sellerSocket.next((f) => f.t === "notification");
    await settle(strangerSocket);
    expect(strangerSocket.frames.map((f) => f.t)).toEqual(["hello", "pong"]);
  });

  it("acks a `send` frame with the stored message, stores a resent one once, and delivers it", async () => {
    await listen();
    const buyerSocket = await asBrowser(buyer);
    const sellerSocket = await asBrowser(seller);
    await hello(buyerSocket);
    await hello(sellerSocket);
    const frame = { t: "send", c: conversationId, id: "ws-send-000001", body: "Is the price negotiable?" };
    buyerSocket.send(frame);
    const ack = await buyerSocket.next((f) => f.t === "ack");
    expect(ack).toMatchObject({
      id: "ws-send-000001",
      message: { clientId: "ws-send-000001", body: "Is the price negotiable?", senderId: buyer.userId },
    });
    const delivered = await sellerSocket.next((f) => f.t === "message" && f.message.id === ack.message.id);
    expect(delivered.message.body).toBe("Is the price negotiable?");

    // A reconnecting client sends it again: the same message, stored once.
    buyerSocket.send(frame);
    await vi.waitFor(() => expect(buyerSocket.frames.filter((f) => f.t === "ack")).toHaveLength(2));
    expect(buyerSocket.frames.filter((f) => f.t === "ack")[1].message.id).toBe(ack.message.id);
    const stored = await database.db
      .select()
      .from(messages)
      .where(and(eq(messages.senderId, buyer.userId), eq(messages.clientId, "ws-send-000001")));
    expect(stored).toHaveLength(1);
  });

  it("refuses a send at once with BUSY and when to retry while too many are being stored; the retry is stored once", async () => {
    await listen();
    const buyerSocket = await asBrowser(buyer);
    await hello(buyerSocket);
    const frame = { t: "send", c: conversationId, id: "busy-send-0001", body: "Is it still available?" };
    const before = (await database.db.select().from(messages)).length;
    const limit = sendAdmission.limit;
    sendAdmission.limit = 0;
    try {
      buyerSocket.send(frame);
      const refused = await buyerSocket.next((f) => f.t === "nack" && f.id === "busy-send-0001");
      expect(refused.error).toEqual({ code: "BUSY", message: BUSY_MESSAGE });
      expect(refused.retryIn).toBeGreaterThanOrEqual(sendAdmission.retryInMs / 2);
      expect(refused.retryIn).toBeLessThanOrEqual(sendAdmission.retryInMs * 1.5);
      expect(await database.db.select().from(messages)).toHaveLength(before);
    } finally {
      sendAdmission.limit = limit;
    }
    buyerSocket.send(frame);
    const ack = await buyerSocket.next((f) => f.t === "ack" && f.id === "busy-send-0001");
    expect(ack.message.body).toBe("Is it still available?");
    expect(await database.db.select().from(messages)).toHaveLength(before + 1);
    expect(sendsInFlight()).toBe(0);
  });

  it("nacks what cannot be sent: too long, not one's own conversation, no conversation", async () => {
    await listen();
    const strangerSocket = await asBrowser(stranger);
    const buyerSocket = await asBrowser(buyer);
    await hello(strangerSocket);
    await hello(buyerSocket);
    strangerSocket.send({ t: "send", c: conversationId, id: "intruder-0001", body: "hello" });
    expect(await strangerSocket.next((f) => f.t === "nack")).toMatchObject({
      id: "intruder-0001",
      error: { code: "NOT_FOUND" },
    });
    buyerSocket.send({ t: "send", c: conversationId, id: "too-long-0001", body: "a".repeat(2001) });
    expect(await buyerSocket.next((f) => f.t === "nack" && f.id === "too-long-0001")).toMatchObject({
      error: { code: "VALIDATION", message: "A message can be at most 2,000 characters." },
    });
    buyerSocket.send({ t: "send", id: "no-conv-0001", body: "hi" });
    expect(await buyerSocket.next((f) => f.t === "nack" && f.id === "no-conv-0001")).toMatchObject({
      error: { code: "VALIDATION" },
    });
    buyerSocket.send("not json");
    expect(await buyerSocket.next((f) => f.t === "error")).toMatchObject({ message: "Send JSON objects." });
    buyerSocket.send({ t: "dance" });
    expect(await buyerSocket.next((f) => f.message === "Unknown message type.")).toBeTruthy();
    expect(await database.db.select().from(messages)).toHaveLength(1);
  });

  it("passes typing and read on to the other member only", async () => {
    await listen();
    const buyerSocket = await asBrowser(buyer);
    const sellerSocket = await asBrowser(seller);
    const strangerSocket = await asBrowser(stranger);
    for (const s of [buyerSocket, sellerSocket, strangerSocket]) await hello(s);

    buyerSocket.send({ t: "typing", c: conversationId });
    expect(await sellerSocket.next((f) => f.t === "typing")).toEqual({
      t: "typing",
      conversationId,
      userId: buyer.userId,
    });

    const [first] = await database.db.select().from(messages);
    sellerSocket.send({ t: "read", c: conversationId, upTo: first?.id });
    expect(await buyerSocket.next((f) => f.t === "read")).toEqual({
      t: "read",
      conversationId,
      readerId: seller.userId,
      lastReadId: first?.id,
    });

    // A stranger typing or reading in their conversation reaches nobody.
    strangerSocket.send({ t: "typing", c: conversationId });
    strangerSocket.send({ t: "read", c: conversationId });
    await settle(strangerSocket);
    await settle(sellerSocket);
    await settle(buyerSocket);
    expect(sellerSocket.frames.filter((f) => f.t === "typing")).toHaveLength(1);
    expect(buyerSocket.frames.filter((f) => f.t === "typing")).toEqual([]);
    expect(buyerSocket.frames.filter((f) => f.t === "read")).toHaveLength(1);
    expect(strangerSocket.frames.filter((f) => ["typing", "read", "message"].includes(f.t))).toEqual([]);
    expect(strangerSocket.frames.filter((f) => f.t === "error").map((f) => f.error.code)).toEqual([
      "NOT_FOUND",
      "NOT_FOUND",
    ]);
  });
});

describe("blocking", () => {
  it("passes no typing on from a member the recipient has blocked (issue 25 §6), and again once unblocked", async () => {
    await listen();
    const buyerSocket = await asBrowser(buyer);
    const sellerSocket = await asBrowser(seller);
    await hello(buyerSocket);
    await hello(sellerSocket);
    await api(seller, "PUT", `/conversations/${conversationId}/block`);

    buyerSocket.send({ t: "typing", c: conversationId });
    await settle(buyerSocket);
    await settle(sellerSocket);
    expect(sellerSocket.frames.filter((f) => f.t === "typing")).toEqual([]);
    // The blocked member is not told either: no error, as any typing.
    expect(buyerSocket.frames.filter((f) => f.t === "error")).toEqual([]);

    await api(seller, "DELETE", `/conversations/${conversationId}/block`);
    await new Promise((resolve) => setTimeout(resolve, 2_100)); // past the typing throttle
    buyerSocket.send({ t: "typing", c: conversationId });
    expect(await sellerSocket.next((f) => f.t === "typing")).toMatchObject({ userId: buyer.userId });
  });
});

describe("catching up over the socket", () => {
  it("answers `catchup` with the messages after the newest the screen has, to participants only", async () => {
    await listen();
    const [first] = await database.db.select().from(messages);
    const later = await api(seller, "POST", `/conversations/${conversationId}/messages`, {
      body: "Yes, come at 5",
    });
    const buyerSocket = await asBrowser(buyer);
    const strangerSocket = await asBrowser(stranger);
    await hello(buyerSocket);
    await hello(strangerSocket);

    buyerSocket.send({ t: "catchup", c: conversationId, after: first?.id, rid: "r1" });
    const page = await buyerSocket.next((f) => f.t === "messages" && f.rid === "r1");
    expect(page.c).toBe(conversationId);
    expect(page.messages.map((m: Json) => [m.id, m.body])).toEqual([[later.message.id, "Yes, come at 5"]]);

    // Without `after`: the newest page, as the first screen shows it.
    buyerSocket.send({ t: "catchup", c: conversationId, rid: "r2" });
    const newest = await buyerSocket.next((f) => f.t === "messages" && f.rid === "r2");
    expect(newest.messages.map((m: Json) => m.body)).toEqual(["Is it still available?", "Yes, come at 5"]);

    strangerSocket.send({ t: "catchup", c: conversationId, after: 0, rid: "r3" });
    expect(await strangerSocket.next((f) => f.rid === "r3")).toMatchObject({
      t: "error",
      error: { code: "NOT_FOUND" },
    });
    expect(strangerSocket.frames.filter((f) => f.t === "messages")).toEqual([]);
  });
});

describe("presence", () => {
  it("makes no notification for a message in the chat the member has on screen", async () => {
    await listen();
    const sellerSocket = await asBrowser(seller);
    await hello(sellerSocket);
    await api(seller, "POST", "/notifications/read-all");
    sellerSocket.send({ t: "viewing", c: conversationId });
    await settle(sellerSocket);
    await api(buyer, "POST", `/conversations/${conversationId}/messages`, { body: "Are you there?" });
    await sellerSocket.next((f) => f.t === "message" && f.message.body === "Are you there?");
    expect((await api(seller, "GET", "/me/counts")).notifications).toBe(0);

    // The chat is closed (another screen, or the socket went away): the next message notifies.
    sellerSocket.send({ t: "viewing", c: null });
    await settle(sellerSocket);
    await api(buyer, "POST", `/conversations/${conversationId}/messages`, { body: "Hello?" });
    await vi.waitFor(async () => expect((await api(seller, "GET", "/me/counts")).notifications).toBe(1));
  });
});

describe("limits", () => {
  it("closes a socket that sends more than maxPayload", async () => {
    await listen();
    const client = await asBrowser(buyer);
    await hello(client);
    client.send({
      t: "send",
      c: conversationId,
      id: "huge-000001",
      body: "a".repeat(WEBSOCKET_LIMITS.maxPayloadBytes),
    });
    expect((await client.closed).code).toBe(1009);
    expect(await database.db.select().from(messages)).toHaveLength(1);
    await vi.waitFor(() => expect(t.hub.size).toBe(0));
  });

  it("closes a socket that sends too many frames a second", async () => {
    await listen({ limits: { ...WEBSOCKET_LIMITS, messagesPerSecond: 5 } });
    const client = await asBrowser(buyer);
    await hello(client);
    for (let i = 0; i < 20; i++) client.send({ t: "ping" });
    expect((await client.closed).code).toBe(1008);
  });

  it("drops a connection that stops answering pings, and keeps the ones that answer", async () => {
    await listen({ limits: { ...WEBSOCKET_LIMITS, heartbeatMs: 300 } });
    const answering = await asBrowser(buyer);
    const silent = await connect({ cookie: seller.cookie, origin: origin() }, { autoPong: false });
    await hello(answering);
    await hello(silent);
    // Its first ping goes unanswered; at the next round it is cut (no close frame: 1006).
    expect((await silent.closed).code).toBe(1006);
    await new Promise((r) => setTimeout(r, 700));
    expect(answering.ws.readyState).toBe(WebSocket.OPEN);
    await settle(answering);
    expect(t.hub.size).toBe(1);
  });

  it("counts only pongs as alive: a connection that sends frames but never answers a ping is dropped", async () => {
    await listen({ limits: { ...WEBSOCKET_LIMITS, heartbeatMs: 300 } });
    const chatty = await connect({ cookie: seller.cookie, origin: origin() }, { autoPong: false });
    await hello(chatty);
    const chatter = setInterval(() => chatty.send({ t: "ping" }), 50);
    try {
      expect((await chatty.closed).code).toBe(1006);
    } finally {
      clearInterval(chatter);
    }
  });

  it("tells every socket to reconnect when the server stops", async () => {
    await listen();
    const client = await asBrowser(buyer);
    await hello(client);
    await endpoint.close();
    expect((await client.closed).code).toBe(1012);
    await expect(asBrowser(seller)).rejects.toThrow(/HTTP 503|ECONNRESET|socket hang up/);
  });
});

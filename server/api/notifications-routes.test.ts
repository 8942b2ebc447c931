import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { notifications } from "~/db/schema";
import { insertListing } from "~/domain/listings/listing-fixtures.test-helper";
import { notifyAdPosted } from "~/domain/notifications/notify-listing-events.server";
import { authClient } from "~/tests/support/auth-requests";
import { createTestApp, type TestContext } from "~/tests/support/test-app";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";

/** /api/v1/notifications and /api/v1/me/counts: a member's own notifications, and nobody else's. */

let database: Database;
let t: TestContext;
type Member = { token: string; userId: string };
let seller: Member;
let buyer: Member;

beforeEach(async () => {
  database = await getTestDatabase();
  await resetDatabase(database);
  t = await createTestApp(database, { rateLimitScale: 100 });
  const auth = authClient(t);
  seller = await auth.signUp({ name: "Ravi Seller", email: "ravi@example.in", phone: "+919812345678" });
  buyer = await auth.signUp({ name: "Asha Buyer", email: "asha@example.in", phone: "+919876543210" });
});
afterEach(() => t.close());

// biome-ignore lint/suspicious/noExplicitAny: JSON bodies of many shapes, read field by field in assertions.
type Json = any;

async function call(method: string, path: string, token?: string): Promise<{ status: number; body: Json }> {
  const res = await t.app.request(t.url(`/api/v1${path}`), {
    method,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** The buyer writes about the seller's ad: the seller gets a new-message notification. */
async function buyerWrites(body = "Is it still available?") {
  const listingId = await insertListing(database.db, {
    title: "Royal Enfield Classic",
    userId: seller.userId,
  });
  const res = await t.app.request(t.url("/api/v1/conversations"), {
    method: "POST",
    headers: { authorization: `Bearer ${buyer.token}`, "content-type": "application/json" },
    body: JSON.stringify({ listingId, subject: "Royal Enfield Classic", body }),
  });
  expect(res.status).toBe(201);
  const { conversationId } = await res.json();
  return { listingId, conversationId: conversationId as number };
}

describe("/api/v1/notifications", () => {
  it("lists a member's notifications and counts, reads one, reads all, deletes one and all", async () => {
    const { conversationId, listingId } = await buyerWrites();
    await notifyAdPosted(t.services, { userId: seller.userId, listingId, title: "Royal Enfield Classic" });

    expect(await call("GET", "/me/counts", seller.token)).toEqual({
      status: 200,
      body: { messages: 1, notifications: 2 },
    });
    expect((await call("GET", "/me/counts", buyer.token)).body).toEqual({ messages: 0, notifications: 0 });

    const all = await call("GET", "/notifications", seller.token);
    expect(all.status).toBe(200);
    expect(all.body.hasMore).toBe(false);
    expect(all.body.notifications.map((n: Json) => [n.event, n.title, n.link, n.read])).toEqual([
      ["ad-posted", "Your ad is live", `/product/${listingId}`, false],
      ["new-message", "New message from Asha Buyer", `/messages?c=${conversationId}`, false],
    ]);
    expect((await call("GET", "/notifications", buyer.token)).body.notifications).toEqual([]);

    const [posted, message] = all.body.notifications;
    const read = await call("POST", `/notifications/${message.id}/read`, seller.token);
    expect(read).toEqual({ status: 200, body: { link: `/messages?c=${conversationId}` } });
    const unread = await call("GET", "/notifications?unread=true", seller.token);
    expect(unread.body.notifications.map((n: Json) => n.id)).toEqual([posted.id]);
    expect((await call("GET", "/notifications?unread=false", seller.token)).body.notifications).toHaveLength(
      2,
    );

    expect(await call("POST", "/notifications/read-all", seller.token)).toEqual({
      status: 200,
      body: { read: 1 },
    });
    expect((await call("GET", "/me/counts", seller.token)).body.notifications).toBe(0);

    expect((await call("DELETE", `/notifications/${posted.id}`, seller.token)).status).toBe(204);
    expect((await call("GET", "/notifications", seller.token)).body.notifications).toHaveLength(1);
    expect(await call("DELETE", "/notifications", seller.token)).toEqual({
      status: 200,
      body: { deleted: 1 },
    });
    expect((await call("GET", "/notifications", seller.token)).body.notifications).toEqual([]);
  });

  it("pages 30 at a time with before", async () => {
    await database.db.insert(notifications).values(
      Array.from({ length: 35 }, (_, i) => ({
        userId: seller.userId,
        type: "alert" as const,
        event: "ad-posted",
        title: `Note ${i + 1}`,
        body: "",
        link: "/",
      })),
    );
    const first = await call("GET", "/notifications", seller.token);
    expect(first.body.notifications).toHaveLength(30);
    expect(first.body.hasMore).toBe(true);
    const last = first.body.notifications.at(-1);
    const second = await call("GET", `/notifications?before=${last.id}`, seller.token);
    expect(second.body.notifications).toHaveLength(5);
    expect(second.body.hasMore).toBe(false);
  });

  it("answers another member 404 for someone else's notification, and changes nothing", async () => {
    await buyerWrites();
    const [note] = await database.db.select().from(notifications);
    if (!note) throw new Error("no notification");
    for (const id of [note.id, 987654]) {
      for (const [method, path] of [
        ["POST", `/notifications/${id}/read`],
        ["DELETE", `/notifications/${id}`],
      ] as const) {
        const res = await call(method, path, buyer.token);
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(res.body).toEqual({ error: { code: "NOT_FOUND", message: expect.any(String) } });
      }
    }
    // "All" is one's own: the buyer's read-all and Delete All leave the seller's alone.
    expect((await call("POST", "/notifications/read-all", buyer.token)).body).toEqual({ read: 0 });
    expect((await call("DELETE", "/notifications", buyer.token)).body).toEqual({ deleted: 0 });
    const [still] = await database.db.select().from(notifications);
    expect(still).toMatchObject({ id: note.id, readAt: null });
  });

  it("answers a visitor 401, and bad ids or filters 422, as JSON errors", async () => {
    for (const [method, path] of [
      ["GET", "/me/counts"],
      ["GET", "/notifications"],
      ["POST", "/notifications/1/read"],
      ["POST", "/notifications/read-all"],
      ["DELETE", "/notifications/1"],
      ["DELETE", "/notifications"],
      ["DELETE", "/notifications/abc"],
    ] as const) {
      const res = await call(method, path);
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body.error).toMatchObject({ code: "UNAUTHENTICATED", message: expect.any(String) });
    }
    for (const [method, path] of [
      ["POST", "/notifications/abc/read"],
      ["POST", "/notifications/0/read"],
      ["DELETE", "/notifications/-4"],
      ["DELETE", "/notifications/1.5"],
      ["GET", "/notifications?unread=yes"],
      ["GET", "/notifications?before=x"],
    ] as const) {
      const res = await call(method, path, seller.token);
      expect(res.status, `${method} ${path}`).toBe(422);
      expect(res.body.error).toMatchObject({ code: "VALIDATION", message: expect.any(String) });
    }
  });

  it("tells the member's open screens that a notification came", async () => {
    await buyerWrites();
    expect(t.events.filter((e) => e.event.t === "notification").map((e) => e.userIds)).toEqual([
      [seller.userId],
    ]);
  });
});

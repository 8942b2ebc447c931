import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { webPushSender } from "~/adapters/push/web-push-sender";
import type { Database } from "~/db/client.server";
import { notificationPreferences, pushSubscriptions } from "~/db/schema";
import { insertListing } from "~/domain/listings/listing-fixtures.test-helper";
import { MAX_PUSH_DEVICES } from "~/domain/notifications/push-schemas";
import { authClient } from "~/tests/support/auth-requests";
import { startPushService, vapidClaims } from "~/tests/support/push-service";
import { createTestApp, type TestContext } from "~/tests/support/test-app";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";

/**
 * Web Push end to end on the server (decision 021): a device subscribes through the API; a new message or offer
 * for its member is queued, then pushed, encrypted for that device and signed with Mandi's VAPID key, to a local
 * stand-in push service, which the test decrypts. Preferences, 404/410 and unsubscribing are honoured.
 */

let database: Database;
let t: TestContext;
let pushService: Awaited<ReturnType<typeof startPushService>>;
type Member = { token: string; userId: string };
let seller: Member;
let buyer: Member;
let listingId: number;

// biome-ignore lint/suspicious/noExplicitAny: JSON bodies of many shapes, read field by field in assertions.
type Json = any;

async function call(method: string, path: string, token?: string, json?: unknown) {
  const res = await t.app.request(t.url(`/api/v1${path}`), {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(json === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as Json };
}

beforeEach(async () => {
  database = await getTestDatabase();
  await resetDatabase(database);
  t = await createTestApp(database);
  pushService = await startPushService();
  const config = (await import("~/server/config")).loadConfig(
    { DATA_DIR: "/nonexistent-mandi-push-test", LOG_LEVEL: "silent" },
    { persistGeneratedSecret: false },
  );
  if (!config.push) throw new Error("a local run has VAPID keys");
  // The local stand-in is a push service only because the test says so, as PUSH_EXTRA_ORIGINS does for a local run.
  t.services.push = webPushSender(config.push, {
    extraOrigins: [pushService.origin],
    extraOriginsMayBePrivate: true,
  });
  const auth = authClient(t);
  seller = await auth.signUp({ name: "Ravi Seller", email: "ravi@example.in", phone: "+919812345678" });
  buyer = await auth.signUp({ name: "Asha Buyer", email: "asha@example.in", phone: "+919876543210" });
  listingId = await insertListing(database.db, { title: "iPhone 13, 128 GB", userId: seller.userId });
});
afterEach(async () => {
  await t.close();
  await pushService.close();
});

async function firstMessage(body: string): Promise<number> {
  const started = await call("POST", "/conversations", buyer.token, { listingId, subject: "About", body });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  return started.body.conversationId as number;
}

describe("Web Push", () => {
  it("gives the VAPID key, stores a device's subscription and pushes a new message to it, encrypted", async () => {
    const key = await call("GET", "/push/key");
    expect(key).toEqual({ status: 200, body: { enabled: true, publicKey: t.services.push?.publicKey } });
    const phone = pushService.device("sellers-phone");
    const saved = await call("POST", "/push/subscriptions", seller.token, phone.subscription);
    expect(saved).toEqual({ status: 201, body: { endpoint: phone.subscription.endpoint } });

    const conversationId = await firstMessage("Is it still available?");
    await t.jobs.runAll();
    const [push] = phone.pushes();
    if (!push) throw new Error("nothing was pushed");
    expect(push.headers["content-encoding"]).toBe("aes128gcm");
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);
    expect(vapidClaims(push, pushService.origin).key).toBe(t.services.push?.publicKey);
    expect(JSON.parse(phone.decrypt(push))).toEqual({
      title: "New message from Asha Buyer",
      body: "Is it still available?",
      url: `/messages?c=${conversationId}`,
      tag: `chat:${conversationId}`,
    });
    const [row] = await database.db.select().from(pushSubscriptions);
    expect(row?.lastPushedAt).toBeInstanceOf(Date);

    // An offer is pushed too; the buyer, who turned nothing on, gets nothing.
    const offer = await call("POST", `/conversations/${conversationId}/offers`, buyer.token, {
      amount: 45000,
    });
    expect(offer.status, JSON.stringify(offer.body)).toBe(201);
    await t.jobs.runAll();
    expect(phone.pushes()).toHaveLength(2);
    expect(
      JSON.parse(phone.decrypt(phone.pushes()[1] as (typeof pushService.received)[number])).title,
    ).toMatch(/offer/i);
    expect(pushService.received.filter((p) => p.device !== "sellers-phone")).toEqual([]);
  });

  it("pushes nothing while New Messages is off, and forgets a device its push service no longer knows", async () => {
    const phone = pushService.device("phone");
    const laptop = pushService.device("laptop");
    await call("POST", "/push/subscriptions", seller.token, phone.subscription);
    await call("POST", "/push/subscriptions", seller.token, laptop.subscription);
    await database.db.insert(notificationPreferences).values({ userId: seller.userId, newMessages: false });
    const conversationId = await firstMessage("Hello?");
    await t.jobs.runAll();
    expect(pushService.received).toEqual([]);

    await database.db
      .update(notificationPreferences)
      .set({ newMessages: true })
      .where(eq(notificationPreferences.userId, seller.userId));
    pushService.answer("laptop", 410);
    const said = await call("POST", `/conversations/${conversationId}/messages`, buyer.token, {
      body: "Still there?",
    });
    expect(said.status).toBe(201);
    await t.jobs.runAll();
    expect(phone.pushes()).toHaveLength(1);
    expect(laptop.pushes()).toHaveLength(1);
    const left = await database.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions);
    expect(left).toEqual([{ endpoint: phone.subscription.endpoint }]);
  });

  it("turns a device off, refuses visitors and what is not a subscription, and keeps a member's newest devices", async () => {
    const phone = pushService.device("phone");
    expect((await call("POST", "/push/subscriptions", undefined, phone.subscription)).status).toBe(401);
    const broken = { ...phone.subscription, keys: { p256dh: "short", auth: "x" } };
    expect((await call("POST", "/push/subscriptions", seller.token, broken)).status).toBe(422);
    expect((await call("POST", "/push/subscriptions", seller.token, { endpoint: "ftp://x/y" })).status).toBe(
      422,
    );

    await call("POST", "/push/subscriptions", seller.token, phone.subscription);
    // The same browser signed in as another member: the device is theirs now.
    await call("POST", "/push/subscriptions", buyer.token, phone.subscription);
    const rows = await database.db.select({ userId: pushSubscriptions.userId }).from(pushSubscriptions);
    expect(rows).toEqual([{ userId: buyer.userId }]);
    const query = `?endpoint=${encodeURIComponent(phone.subscription.endpoint)}`;
    expect((await call("DELETE", `/push/subscriptions${query}`, seller.token)).status).toBe(204);
    expect(await database.db.select().from(pushSubscriptions)).toHaveLength(1);
    expect((await call("DELETE", `/push/subscriptions${query}`, buyer.token)).status).toBe(204);
    expect(await database.db.select().from(pushSubscriptions)).toHaveLength(0);

    for (let i = 0; i <= MAX_PUSH_DEVICES; i++) {
      const saved = await call(
        "POST",
        "/push/subscriptions",
        seller.token,
        pushService.device(`d${i}`).subscription,
      );
      expect(saved.status).toBe(201);
    }
    const kept = await database.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions);
    expect(kept).toHaveLength(MAX_PUSH_DEVICES);
    expect(kept.map((k) => k.endpoint)).not.toContain(`${pushService.origin}/push/d0`);
  });

  it("is described in the OpenAPI document", async () => {
    const doc = (await call("GET", "/openapi.json")).body;
    expect(Object.keys(doc.paths["/push/key"].get.responses)).toEqual(["200"]);
    expect(Object.keys(doc.paths["/push/subscriptions"].post.responses)).toEqual([
      "201",
      "401",
      "422",
      "503",
    ]);
    expect(Object.keys(doc.paths["/push/subscriptions"].delete.responses)).toEqual(["204", "401", "422"]);
    expect(
      doc.paths["/push/subscriptions"].post.requestBody.content["application/json"].schema.properties,
    ).toHaveProperty("keys");
  });

  it("says push is off, and refuses subscriptions, on a server without VAPID keys", async () => {
    t.services.push = undefined;
    expect(await call("GET", "/push/key")).toEqual({
      status: 200,
      body: { enabled: false, publicKey: null },
    });
    const phone = pushService.device("phone");
    expect((await call("POST", "/push/subscriptions", seller.token, phone.subscription)).status).toBe(503);
  });
});

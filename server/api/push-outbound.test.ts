import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { webPushSender } from "~/adapters/push/web-push-sender";
import type { Database } from "~/db/client.server";
import { pushSubscriptions } from "~/db/schema";
import { insertListing } from "~/domain/listings/listing-fixtures.test-helper";
import { authClient } from "~/tests/support/auth-requests";
import { startPushService } from "~/tests/support/push-service";
import { createTestApp, type TestContext } from "~/tests/support/test-app";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";

/**
 * Issue 25 §5: a member hands Mandi a push endpoint, and every chat message then makes the server POST to it with
 * its VAPID header. Only the browsers' push services (and origins the operator adds) are accepted, and nothing
 * else is ever called, not even an endpoint stored before the rule.
 */

let database: Database;
let t: TestContext;
let listener: Awaited<ReturnType<typeof startPushService>>;
let seller: { token: string; userId: string };
let buyer: { token: string; userId: string };
let listingId: number;

async function call(method: string, path: string, token: string, json: unknown) {
  const res = await t.app.request(t.url(`/api/v1${path}`), {
    method,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(json),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

beforeEach(async () => {
  database = await getTestDatabase();
  await resetDatabase(database);
  t = await createTestApp(database);
  // A listener inside the server's own network, as an attacker would name it (no operator allowed it).
  listener = await startPushService();
  const config = (await import("~/server/config")).loadConfig(
    { DATA_DIR: "/nonexistent-mandi-push-test", LOG_LEVEL: "silent" },
    { persistGeneratedSecret: false },
  );
  if (!config.push) throw new Error("a local run has VAPID keys");
  t.services.push = webPushSender(config.push);
  const auth = authClient(t);
  seller = await auth.signUp({ name: "Ravi Seller", email: "ravi@example.in", phone: "+919812345678" });
  buyer = await auth.signUp({ name: "Asha Buyer", email: "asha@example.in", phone: "+919876543210" });
  listingId = await insertListing(database.db, { title: "iPhone 13, 128 GB", userId: seller.userId });
});
afterEach(async () => {
  await t.close();
  await listener.close();
});

describe("push endpoints a member gives", () => {
  it("refuses any endpoint that is not a browser push service on port 443", async () => {
    const device = listener.device("internal");
    const endpoints = [
      device.subscription.endpoint,
      "http://fcm.googleapis.com/fcm/send/abc",
      "https://fcm.googleapis.com:8443/fcm/send/abc",
      "https://169.254.169.254/latest/meta-data",
      "https://[::1]/push/x",
      "https://localhost/push/x",
      "https://fcm.googleapis.com.evil.example/fcm/send/abc",
      "https://evil-push.apple.com.example/x",
      "https://user@fcm.googleapis.com/fcm/send/abc",
    ];
    for (const endpoint of endpoints) {
      const saved = await call("POST", "/push/subscriptions", seller.token, {
        ...device.subscription,
        endpoint,
      });
      expect(saved.status, endpoint).toBe(422);
      expect(saved.body).toMatchObject({ error: { code: "VALIDATION" } });
    }
    expect(await database.db.select().from(pushSubscriptions)).toEqual([]);

    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/abc:def",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAAA",
      "https://web.push.apple.com/QGuQyavXutnMH",
      "https://wns2-pn1p.notify.windows.com/w/?token=BQYAAA",
    ]) {
      const saved = await call("POST", "/push/subscriptions", seller.token, {
        ...device.subscription,
        endpoint,
      });
      expect(saved.status, endpoint).toBe(201);
    }
  });

  it("never calls a stored endpoint that is not a push service, and forgets it", async () => {
    const device = listener.device("internal");
    // Stored before the rule (or by a bug): the next chat message must still not reach it.
    await database.db.insert(pushSubscriptions).values({
      userId: seller.userId,
      endpoint: device.subscription.endpoint,
      p256dh: device.subscription.keys.p256dh,
      auth: device.subscription.keys.auth,
    });
    const started = await call("POST", "/conversations", buyer.token, {
      listingId,
      subject: "About",
      body: "Is it still available?",
    });
    expect(started.status).toBe(201);
    await t.jobs.runAll();
    expect(listener.received.map((push) => push.headers.topic)).toEqual([]);
    expect(await database.db.select().from(pushSubscriptions)).toEqual([]);
  });
});

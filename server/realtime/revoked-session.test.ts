import { createECDH, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { PushSender } from "~/adapters/push/push-sender";
import type { Database } from "~/db/client.server";
import { pushSubscriptions } from "~/db/schema";
import { insertListing } from "~/domain/listings/listing-fixtures.test-helper";
import { authClient } from "~/tests/support/auth-requests";
import { createTestApp, type TestContext } from "~/tests/support/test-app";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";
import {
  ADMIN_EMAIL,
  bearerApi,
  confirmAdmin,
  memberWithTwoSessions,
  SESSION_ENDS,
} from "./session-ends.test-helper";
import { closedWithin, listenWithSockets } from "./socket-harness.test-helper";

/**
 * Issue 25 §8, the invariant: whichever way a session ends, it loses every channel at once — its API calls are
 * refused, its open socket is closed, and its device gets no more pushes — while the member's other session keeps
 * all three when the way ends only that one.
 */

let database: Database;
let t: TestContext;
let sockets: Awaited<ReturnType<typeof listenWithSockets>>;
const pushed: string[] = [];

/** A push service that records which devices Mandi pushed to. */
const recordingPush: PushSender = {
  publicKey: "BRecordingPushServiceKeyForTestsOnly",
  accepts: () => true,
  async send(target) {
    pushed.push(target.endpoint);
    return 201;
  },
};

/** A browser's subscription at a real push service's address (FCM), with keys as a browser makes them. */
function device(name: string) {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/${name}-${randomBytes(8).toString("hex")}`,
    keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") },
  };
}

beforeEach(async () => {
  database = await getTestDatabase();
  await resetDatabase(database);
  t = await createTestApp(database, { env: { ADMIN_EMAILS: ADMIN_EMAIL }, rateLimitScale: 100 });
  t.services.push = recordingPush;
  pushed.length = 0;
  sockets = await listenWithSockets(t);
});
afterEach(async () => {
  await sockets.close();
  await t.close();
});

describe("a session that ends loses HTTP, its socket and push at once", () => {
  for (const way of SESSION_ENDS) {
    it(way.name, async () => {
      const auth = authClient(t);
      const admin = await auth.signUp({ name: "Moderator", email: ADMIN_EMAIL, phone: "+919800000011" });
      await confirmAdmin(database.db, admin.userId);
      const seller = await auth.signUp({ name: "Ravi", email: "ravi@example.in", phone: "+919812345678" });
      const member = await memberWithTwoSessions(t, {
        name: "Asha",
        email: "asha@example.in",
        phone: "+919876543210",
      });
      const listingId = await insertListing(database.db, { title: "Royal Enfield", userId: member.userId });
      const phone = device("stolen-phone");
      const laptop = device("own-laptop");
      for (const [token, subscription] of [
        [member.other, phone],
        [member.own, laptop],
      ] as const) {
        const saved = await bearerApi(t, "POST", "/push/subscriptions", token, subscription);
        expect(saved.status, JSON.stringify(saved.body)).toBe(201);
      }
      const stolenScreen = await sockets.connect(member.other);
      const ownScreen = await sockets.connect(member.own);

      await way.end(t, member, admin.token);

      // HTTP: refused at once.
      expect((await bearerApi(t, "GET", "/me/counts", member.other)).status).toBe(401);
      expect((await bearerApi(t, "GET", "/me/counts", member.own)).status).toBe(way.ownSurvives ? 200 : 401);
      // Push: the ended session's device is forgotten at once.
      const devices = await database.db
        .select({ endpoint: pushSubscriptions.endpoint })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, member.userId));
      expect(devices.map((d) => d.endpoint)).toEqual(way.ownSurvives ? [laptop.endpoint] : []);
      // Socket: closed within a second.
      expect((await closedWithin(stolenScreen, 1_000)).code).toBe(4401);
      if (!way.ownSurvives) expect((await closedWithin(ownScreen, 1_000)).code).toBe(4401);
      else expect(ownScreen.ws.readyState).toBe(ownScreen.ws.OPEN);

      // A buyer writes: only a surviving session's device is pushed to.
      const started = await bearerApi(t, "POST", "/conversations", seller.token, {
        listingId,
        subject: "Royal Enfield",
        body: "Is it still available?",
      });
      await t.jobs.runAll();
      if (way.ownSurvives) {
        expect(started.status).toBe(201);
        expect(pushed).toEqual([laptop.endpoint]);
      } else {
        expect(pushed).toEqual([]);
      }
    });
  }
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { auditLog, conversations, listings, users } from "~/db/schema";
import { insertListing } from "~/domain/listings/listing-fixtures.test-helper";
import { authClient } from "~/tests/support/auth-requests";
import { createTestApp, type TestContext } from "~/tests/support/test-app";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";

/**
 * Banning a member (issue 11): signed out everywhere, sign-in refused with the reason, their ads gone from every
 * list and page, messages to them refused; unbanning restores all of it.
 */

let database: Database;
let t: TestContext;
type Member = { token: string; userId: string };
let adminUser: Member;
let buyer: Member;
let seller: Member;
let listingId: number;
let conversationId: number;
const PASSWORD = "Mandi-Test-Pass-1";

beforeAll(async () => {
  database = await getTestDatabase();
  t = await createTestApp(database, { env: { ADMIN_EMAILS: "admin@example.in" }, rateLimitScale: 100 });
});
afterAll(() => t.close());
beforeEach(async () => {
  await resetDatabase(database);
  const auth = authClient(t);
  adminUser = await auth.signUp({ name: "Moderator", email: "admin@example.in", phone: "+919800000011" });
  buyer = await auth.signUp({ name: "Asha", email: "asha@example.in", phone: "+919876543210" });
  seller = await auth.signUp({ name: "Ravi Seller", email: "ravi@example.in", phone: "+919812345678" });
  await database.db
    .update(users)
    .set({ emailVerified: true, emailConfirmedAt: new Date() })
    .where(eq(users.id, adminUser.userId));
  listingId = await insertListing(database.db, { title: "Royal Enfield Classic 350", userId: seller.userId });
  const started = await call("POST", "/conversations", buyer.token, {
    listingId,
    subject: "Royal Enfield Classic 350",
    body: "Is it still available?",
  });
  expect(started.status).toBe(201);
  conversationId = started.body.conversationId;
});

// biome-ignore lint/suspicious/noExplicitAny: JSON bodies of many shapes, read field by field in assertions.
type Json = any;

async function call(method: string, path: string, token?: string, json?: unknown) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (json !== undefined) headers["content-type"] = "application/json";
  const res = await t.app.request(t.url(`/api/v1${path}`), {
    method,
    headers,
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as Json };
}

const signIn = () => authClient(t).post("/sign-in/email", { email: "ravi@example.in", password: PASSWORD });
const searchTitles = async () =>
  ((await call("GET", "/listings?q=royal")).body.listings as { title: string }[]).map((l) => l.title);

describe("banning a member", () => {
  it("signs them out, refuses their sign-in, hides their ads and refuses messages to them; unbanning restores it", async () => {
    expect(await searchTitles()).toEqual(["Royal Enfield Classic 350"]);

    const banned = await call("POST", `/admin/users/${seller.userId}/ban`, adminUser.token, {
      reason: "Asked buyers for advance payment",
    });
    expect(banned).toMatchObject({ status: 200, body: { id: seller.userId, listingsHidden: 1 } });

    // Signed out everywhere, and sign-in refused with the reason.
    expect((await call("GET", "/conversations", seller.token)).status).toBe(401);
    // …in better-auth's own store too (Redis when it is set), which the pages read.
    const session = await t.app.request(t.url("/api/auth/get-session"), {
      headers: { authorization: `Bearer ${seller.token}` },
    });
    expect(await session.json()).toBeNull();
    const refused = await signIn();
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      "Your account has been suspended by Mandi's moderators. Reason: Asked buyers for advance payment. If you think this is a mistake, write to us from the Contact page.",
    );

    // Their ads are gone from search and from their pages.
    expect(await searchTitles()).toEqual([]);
    expect((await call("GET", `/listings/${listingId}`)).status).toBeGreaterThanOrEqual(400);

    // Messages to them are refused with a reason the sender understands.
    const message = await call("POST", `/conversations/${conversationId}/messages`, buyer.token, {
      body: "Hello?",
    });
    expect(message).toMatchObject({
      status: 403,
      body: {
        error: {
          code: "FORBIDDEN",
          message: "This member's account is suspended: messages to them are not delivered.",
        },
      },
    });
    // Written to their address, the answer is what any address gets (issue 25 §7), and nothing is delivered.
    const direct = await call("POST", "/conversations", buyer.token, {
      to: "ravi@example.in",
      subject: "Hi",
      body: "Hello",
    });
    expect(direct).toMatchObject({ status: 202, body: { sent: true } });
    expect(await database.db.select().from(conversations).where(eq(conversations.kind, "direct"))).toEqual(
      [],
    );

    // Unbanned: sign-in works, the ad is back, messages go through.
    const unbanned = await call("POST", `/admin/users/${seller.userId}/unban`, adminUser.token);
    expect(unbanned).toMatchObject({ status: 200, body: { listingsRestored: 1 } });
    expect((await signIn()).status).toBe(200);
    expect(await searchTitles()).toEqual(["Royal Enfield Classic 350"]);
    expect(
      (await call("POST", `/conversations/${conversationId}/messages`, buyer.token, { body: "Hello again" }))
        .status,
    ).toBe(201);
    const actions = (await database.db.select().from(auditLog)).map((a) => [a.action, a.targetId, a.reason]);
    expect(actions).toEqual([
      ["user.ban", seller.userId, "Asked buyers for advance payment"],
      ["user.unban", seller.userId, ""],
    ]);
  });

  it("keeps the ads the seller had paused paused, and puts back only what the ban hid", async () => {
    const paused = await insertListing(database.db, {
      title: "Royal Enfield Bullet",
      userId: seller.userId,
      status: "inactive",
    });
    await call("POST", `/admin/users/${seller.userId}/ban`, adminUser.token, { reason: "Spam" });
    await call("POST", `/admin/users/${seller.userId}/unban`, adminUser.token);
    const rows = await database.db.select().from(listings).where(eq(listings.userId, seller.userId));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({
      [listingId]: "active",
      [paused]: "inactive",
    });
  });

  it("needs a reason, and refuses to ban oneself or an unknown member", async () => {
    const noReason = await call("POST", `/admin/users/${seller.userId}/ban`, adminUser.token, {
      reason: " ",
    });
    expect(noReason).toMatchObject({ status: 422, body: { error: { code: "VALIDATION" } } });
    const self = await call("POST", `/admin/users/${adminUser.userId}/ban`, adminUser.token, { reason: "x" });
    expect(self.status).toBe(403);
    const nobody = await call("POST", "/admin/users/nobody/ban", adminUser.token, { reason: "x" });
    expect(nobody.status).toBe(404);
    expect((await signIn()).status).toBe(200);
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { auditLog, offers, ratings, users } from "~/db/schema";
import { startConversation } from "~/domain/chat/start-conversation.server";
import { insertListing } from "~/domain/listings/listing-fixtures.test-helper";
import { BUYER_NOT_CONFIRMED_MESSAGE, NO_DEAL_MESSAGE } from "~/domain/ratings/rating-limits";
import { REPORT_ACKNOWLEDGEMENT } from "~/domain/shared/report-reasons";
import { authClient } from "~/tests/support/auth-requests";
import { createTestApp, type TestContext } from "~/tests/support/test-app";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";

// The ratings API: rate after a deal (once), list a member's ratings, report one; moderators hide or dismiss.
let database: Database;
let t: TestContext;
type Member = { token: string; userId: string };
let seller: Member;
let buyer: Member;
let stranger: Member;
let adminUser: Member;
let chatId: number;

beforeAll(async () => {
  database = await getTestDatabase();
  t = await createTestApp(database, { env: { ADMIN_EMAILS: "admin@example.in" }, rateLimitScale: 100 });
});
afterAll(() => t.close());
beforeEach(async () => {
  await resetDatabase(database);
  const auth = authClient(t);
  seller = await auth.signUp({ name: "Asha Rao", email: "asha@example.in", phone: "+919876543210" });
  buyer = await auth.signUp({ name: "Ravi Kumar", email: "ravi@example.in", phone: "+919812345678" });
  stranger = await auth.signUp({ name: "Meena", email: "meena@example.in", phone: "+919811111111" });
  adminUser = await auth.signUp({ name: "Moderator", email: "admin@example.in", phone: "+919800000011" });
  await database.db
    .update(users)
    .set({ emailVerified: true, emailConfirmedAt: new Date() })
    .where(eq(users.id, adminUser.userId));
  const adId = await insertListing(database.db, { title: "Honda Activa", userId: seller.userId });
  const started = await startConversation(t.services, {
    userId: buyer.userId,
    form: { listingId: adId, subject: "Honda Activa", body: "Is it still there?" },
  });
  chatId = started.conversationId;
});

// biome-ignore lint/suspicious/noExplicitAny: JSON bodies of many shapes, read field by field in assertions.
type Json = any;

async function call(method: string, path: string, options: { token?: string; json?: unknown } = {}) {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.json !== undefined) headers["content-type"] = "application/json";
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  const res = await t.app.request(t.url(`/api/v1${path}`), { method, headers, body });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as Json };
}

async function acceptAnOffer() {
  await database.db
    .insert(offers)
    .values({ conversationId: chatId, fromUserId: buyer.userId, amount: 30000, status: "accepted" });
}

describe("rating after a deal", () => {
  it("a sale the seller marked alone: the seller rates the buyer only once the buyer confirmed it", async () => {
    // Issue 25 §7: marking the ad sold to whoever wrote must not let the seller rate them.
    expect((await call("POST", `/conversations/${chatId}/sold`, { token: seller.token })).status).toBe(200);
    const early = await call("POST", `/conversations/${chatId}/rating`, {
      token: seller.token,
      json: { stars: 1 },
    });
    expect(early).toEqual({
      status: 409,
      body: { error: { code: "CONFLICT", message: BUYER_NOT_CONFIRMED_MESSAGE } },
    });
    expect(
      (await call("GET", `/conversations/${chatId}/rating`, { token: seller.token })).body,
    ).toMatchObject({
      deal: false,
      awaitingBuyer: true,
    });
    expect((await call("GET", `/conversations/${chatId}/rating`, { token: buyer.token })).body).toMatchObject(
      {
        deal: true,
        canConfirm: true,
      },
    );
    // Only the buyer confirms; nobody else learns the conversation is there.
    expect((await call("POST", `/conversations/${chatId}/bought`, { token: seller.token })).status).toBe(409);
    expect((await call("POST", `/conversations/${chatId}/bought`, { token: stranger.token })).status).toBe(
      404,
    );
    const confirmed = await call("POST", `/conversations/${chatId}/bought`, { token: buyer.token });
    expect(confirmed).toEqual({ status: 200, body: { confirmed: true } });
    const rated = await call("POST", `/conversations/${chatId}/rating`, {
      token: seller.token,
      json: { stars: 4 },
    });
    expect(rated.status).toBe(201);
  });

  it("refuses without a deal, then lets each side rate the other once, shown on the profile", async () => {
    const early = await call("POST", `/conversations/${chatId}/rating`, {
      token: buyer.token,
      json: { stars: 5 },
    });
    expect(early).toEqual({ status: 409, body: { error: { code: "CONFLICT", message: NO_DEAL_MESSAGE } } });
    expect((await call("GET", `/conversations/${chatId}/rating`, { token: buyer.token })).body).toEqual({
      conversationId: chatId,
      deal: false,
      canRate: false,
      mine: null,
      canConfirm: false,
      awaitingBuyer: false,
    });

    await acceptAnOffer();
    const rated = await call("POST", `/conversations/${chatId}/rating`, {
      token: buyer.token,
      json: { stars: 5, text: "Scooter exactly as described." },
    });
    expect(rated.status).toBe(201);
    expect(rated.body.rating).toMatchObject({
      stars: 5,
      text: "Scooter exactly as described.",
      rateeRole: "seller",
    });
    const twice = await call("POST", `/conversations/${chatId}/rating`, {
      token: buyer.token,
      json: { stars: 1 },
    });
    expect(twice).toEqual({
      status: 409,
      body: { error: { code: "CONFLICT", message: "You have already rated Asha Rao." } },
    });
    expect(
      (await call("POST", `/conversations/${chatId}/rating`, { token: seller.token, json: { stars: 4 } }))
        .status,
    ).toBe(201);
    expect((await call("GET", `/conversations/${chatId}/rating`, { token: buyer.token })).body).toMatchObject(
      {
        deal: true,
        canRate: false,
        mine: { stars: 5 },
      },
    );

    const visitor = await call("GET", `/sellers/${seller.userId}/ratings`);
    expect(visitor.status).toBe(200);
    expect(visitor.body).toMatchObject({
      summary: { average: 5, count: 1 },
      total: 1,
      page: 1,
      pageCount: 1,
    });
    expect(visitor.body.ratings).toEqual([
      {
        id: rated.body.rating.id,
        stars: 5,
        text: "Scooter exactly as described.",
        raterName: "Ravi",
        rateeRole: "seller",
        createdAt: rated.body.rating.createdAt,
        yours: false,
        reportedByYou: false,
      },
    ]);
    const own = await call("GET", `/sellers/${seller.userId}/ratings`, { token: buyer.token });
    expect(own.body.ratings[0].yours).toBe(true);
    expect((await call("GET", `/sellers/${buyer.userId}/ratings`)).body.summary).toEqual({
      average: 4,
      count: 1,
    });
    expect((await call("GET", `/sellers/${seller.userId}`)).body.seller.ratings).toEqual({
      average: 5,
      count: 1,
    });
  });

  it("answers strangers, visitors and bad input with the error shape, never rating", async () => {
    await acceptAnOffer();
    const path = `/conversations/${chatId}/rating`;
    expect((await call("POST", path, { token: stranger.token, json: { stars: 5 } })).status).toBe(404);
    expect((await call("GET", path, { token: stranger.token })).status).toBe(404);
    expect((await call("POST", path, { json: { stars: 5 } })).status).toBe(401);
    for (const json of [
      {},
      { stars: 0 },
      { stars: 6 },
      { stars: "5" },
      { stars: 3, text: "x".repeat(501) },
    ]) {
      const res = await call("POST", path, { token: buyer.token, json });
      expect(res.status, JSON.stringify(json)).toBe(422);
      expect(res.body.error.code).toBe("VALIDATION");
    }
    expect(
      (await call("POST", "/conversations/abc/rating", { token: buyer.token, json: { stars: 5 } })).status,
    ).toBe(422);
    expect((await call("GET", "/sellers/nobody/ratings")).status).toBe(404);
    expect((await call("GET", `/sellers/${seller.userId}/ratings?page=0`)).status).toBe(422);
    expect(await database.db.select().from(ratings)).toEqual([]);
  });
});

describe("reporting and moderating a rating", () => {
  async function rating() {
    await acceptAnOffer();
    const res = await call("POST", `/conversations/${chatId}/rating`, {
      token: buyer.token,
      json: { stars: 1, text: "A cheat, avoid." },
    });
    return res.body.rating.id as number;
  }

  it("takes a report once; never of your own rating", async () => {
    const id = await rating();
    const path = `/ratings/${id}/reports`;
    const first = await call("POST", path, {
      token: seller.token,
      json: { reason: "No real deal took place", details: "We agreed and he paid." },
    });
    expect(first).toEqual({
      status: 201,
      body: { acknowledged: REPORT_ACKNOWLEDGEMENT, alreadyReported: false },
    });
    const again = await call("POST", path, { token: seller.token, json: { reason: "Spam or advertising" } });
    expect(again).toEqual({
      status: 200,
      body: { acknowledged: REPORT_ACKNOWLEDGEMENT, alreadyReported: true },
    });
    expect(
      (await call("POST", path, { token: buyer.token, json: { reason: "Spam or advertising" } })).status,
    ).toBe(403);
    expect((await call("POST", path, { json: { reason: "Spam or advertising" } })).status).toBe(401);
    expect(
      (await call("POST", path, { token: stranger.token, json: { reason: "Other" } })).body.error,
    ).toMatchObject({
      code: "VALIDATION",
      fields: { details: "Please tell us what is wrong with it." },
    });
    expect(
      (
        await call("POST", `/ratings/${id + 1000}/reports`, {
          token: stranger.token,
          json: { reason: "Spam or advertising" },
        })
      ).status,
    ).toBe(404);
    const mine = await call("GET", `/sellers/${seller.userId}/ratings`, { token: seller.token });
    expect(mine.body.ratings[0]).toMatchObject({ yours: false, reportedByYou: true });
  });

  it("is absent to everyone but an admin, who lists, dismisses and hides", async () => {
    const id = await rating();
    await call("POST", `/ratings/${id}/reports`, {
      token: seller.token,
      json: { reason: "Offensive or abusive" },
    });
    const adminRoutes = [
      ["GET", "/admin/rating-reports"],
      ["POST", `/admin/ratings/${id}/hide`],
      ["POST", `/admin/ratings/${id}/dismiss`],
      ["POST", "/admin/ratings/abc/hide"],
    ] as const;
    const unknown = await call("GET", "/no-such-endpoint");
    for (const token of [undefined, seller.token, stranger.token]) {
      for (const [method, path] of adminRoutes) {
        const res = await call(method, path, { token });
        expect(res, `${method} ${path}`).toEqual(unknown);
      }
    }
    expect((await database.db.select().from(ratings))[0]?.hiddenAt).toBeNull();

    const queue = await call("GET", "/admin/rating-reports", { token: adminUser.token });
    expect(queue.status).toBe(200);
    expect(queue.body).toMatchObject({ total: 1, page: 1, pageSize: 20, pageCount: 1 });
    expect(queue.body.items[0]).toMatchObject({
      rating: { id, stars: 1, text: "A cheat, avoid.", rateeRole: "seller", hiddenAt: null },
      rater: { id: buyer.userId, name: "Ravi Kumar" },
      ratee: { id: seller.userId, name: "Asha Rao", link: `/seller/${seller.userId}` },
      reportCount: 1,
      reports: [{ reason: "Offensive or abusive", details: "", reporterName: "Asha Rao" }],
    });
    const dismissed = await call("POST", `/admin/ratings/${id}/dismiss`, { token: adminUser.token });
    expect(dismissed).toEqual({ status: 200, body: { id, rateeId: seller.userId, dismissed: 1 } });
    expect((await call("POST", `/admin/ratings/${id}/dismiss`, { token: adminUser.token })).status).toBe(409);

    const hidden = await call("POST", `/admin/ratings/${id}/hide`, { token: adminUser.token });
    expect(hidden).toEqual({ status: 200, body: { id, rateeId: seller.userId, resolved: 0 } });
    expect((await call("POST", `/admin/ratings/${id}/hide`, { token: adminUser.token })).status).toBe(409);
    expect((await call("POST", `/admin/ratings/${id + 1000}/hide`, { token: adminUser.token })).status).toBe(
      404,
    );
    expect((await call("GET", `/sellers/${seller.userId}/ratings`)).body).toMatchObject({
      summary: { average: null, count: 0 },
      ratings: [],
    });
    expect((await database.db.select().from(auditLog)).map((e) => e.action)).toEqual([
      "rating.reports.dismiss",
      "rating.hide",
    ]);
  });

  it("documents the ratings routes in the OpenAPI document", async () => {
    const doc = await call("GET", "/openapi.json");
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining([
        "/conversations/{id}/rating",
        "/sellers/{id}/ratings",
        "/ratings/{id}/reports",
        "/admin/rating-reports",
        "/admin/ratings/{id}/hide",
        "/admin/ratings/{id}/dismiss",
      ]),
    );
    expect(Object.keys(doc.body.paths["/conversations/{id}/rating"])).toEqual(["get", "post"]);
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { auditLog, listings, notifications, reports, users } from "~/db/schema";
import { insertListing } from "~/domain/listings/listing-fixtures.test-helper";
import { noticeWords } from "~/domain/notifications/notice-text";
import { authClient } from "~/tests/support/auth-requests";
import { createTestApp, type TestContext } from "~/tests/support/test-app";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";

/** The notices a member reads, in English (stored as catalogue messages and their inputs). */
const noticesOf = async (userId: string) =>
  (await database.db.select().from(notifications).where(eq(notifications.userId, userId))).map((n) => ({
    ...n,
    ...noticeWords(n, "en"),
  }));

/**
 * /api/v1/admin/*: an admin (verified e-mail in ADMIN_EMAILS) moderates; everyone else — a visitor, a member whose
 * verified e-mail is not listed, a member whose listed e-mail is not verified — gets the 404 of an unknown endpoint
 * on every route, whatever the input.
 */

let database: Database;
let t: TestContext;
type Member = { token: string; userId: string };
let adminUser: Member;
let member: Member;
let unverified: Member;
let seller: Member;
let listingId: number;

beforeAll(async () => {
  database = await getTestDatabase();
  t = await createTestApp(database, {
    env: { ADMIN_EMAILS: "Admin@Example.in, unverified@example.in" },
    rateLimitScale: 100,
  });
});
afterAll(() => t.close());
beforeEach(async () => {
  await resetDatabase(database);
  const auth = authClient(t);
  adminUser = await auth.signUp({ name: "Moderator", email: "admin@example.in", phone: "+919800000011" });
  member = await auth.signUp({ name: "Asha", email: "asha@example.in", phone: "+919876543210" });
  unverified = await auth.signUp({ name: "Not Yet", email: "unverified@example.in", phone: "+919811111111" });
  seller = await auth.signUp({ name: "Ravi Seller", email: "ravi@example.in", phone: "+919812345678" });
  for (const verifiedId of [adminUser.userId, member.userId, seller.userId]) {
    await database.db
      .update(users)
      .set({ emailVerified: true, emailConfirmedAt: new Date() })
      .where(eq(users.id, verifiedId));
  }
  listingId = await insertListing(database.db, { title: "iPhone 13, 128 GB", userId: seller.userId });
  await database.db
    .insert(reports)
    .values({ listingId, reporterId: member.userId, reason: "Fraud or scam", details: "Wants UPI advance" });
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

const routes = () =>
  [
    ["GET", "/admin/queue", undefined],
    ["GET", "/admin/queue?status=dismissed&page=2", undefined],
    ["GET", "/admin/queue?status=nonsense", undefined],
    ["POST", `/admin/listings/${listingId}/dismiss`, undefined],
    ["POST", `/admin/listings/${listingId}/remove`, { reason: "Scam" }],
    ["POST", `/admin/listings/${listingId}/remove`, {}],
    ["POST", "/admin/listings/abc/remove", { reason: "Scam" }],
    ["POST", `/admin/listings/${listingId}/feature`, { featured: true }],
    ["POST", `/admin/listings/${listingId}/feature`, undefined],
    ["POST", `/admin/users/${seller.userId}/ban`, { reason: "Scam" }],
    ["POST", `/admin/users/${seller.userId}/unban`, undefined],
    ["GET", "/admin/audit", undefined],
    ["GET", "/admin/audit?page=0", undefined],
    ["GET", "/admin/member-reports?status=dismissed", undefined],
    ["GET", "/admin/member-reports?status=nonsense", undefined],
    ["POST", `/admin/members/${seller.userId}/dismiss`, undefined],
    ["POST", `/admin/members/${seller.userId}/suspend`, { days: 7, reason: "Scam" }],
    ["POST", `/admin/members/${seller.userId}/suspend`, { days: 0 }],
    ["GET", "/admin/rating-reports", undefined],
    ["GET", "/admin/rating-reports?page=0", undefined],
    ["POST", "/admin/ratings/1/hide", undefined],
    ["POST", "/admin/ratings/1/dismiss", undefined],
    ["GET", "/admin/review", undefined],
    ["GET", "/admin/review?rule=nonsense", undefined],
    ["POST", `/admin/listings/${listingId}/approve`, undefined],
    ["POST", `/admin/listings/${listingId}/reject`, { reason: "Scam" }],
    ["POST", `/admin/listings/${listingId}/reject`, {}],
  ] as const;

describe("the admin API to everyone but an admin", () => {
  it("is checked below on every /admin route of the OpenAPI document", async () => {
    const doc = (await call("GET", "/openapi.json")).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith("/admin"))
      .flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`));
    const shape = (path: string) =>
      path.split("?")[0]?.replace(/\/(\d+|[A-Za-z0-9_-]{16,})(?=\/|$)/g, "/{id}");
    const walked = new Set(routes().map(([method, path]) => `${method} ${shape(path)}`));
    expect(documented.length).toBeGreaterThan(5);
    for (const route of documented) expect(walked, route).toContain(route);
  });

  it("answers 404, the same as an unknown endpoint, on every route and changes nothing", async () => {
    const unknown = await call("GET", "/no-such-endpoint");
    expect(unknown.status).toBe(404);
    const callers = [
      ["visitor", undefined],
      ["member not listed", member.token],
      ["listed e-mail, not verified", unverified.token],
      ["bad token", "not-a-token"],
    ] as const;
    for (const [who, token] of callers) {
      for (const [method, path, json] of routes()) {
        const res = await call(method, path, { token, json });
        expect(res.status, `${who}: ${method} ${path}`).toBe(404);
        expect(res.body, `${who}: ${method} ${path}`).toEqual(unknown.body);
      }
    }
    const [ad] = await database.db.select().from(listings).where(eq(listings.id, listingId));
    expect(ad).toMatchObject({ status: "active", featured: false });
    expect((await database.db.select().from(reports))[0]?.status).toBe("open");
    expect(await database.db.select().from(auditLog)).toEqual([]);
  });
});

describe("the admin API to an admin", () => {
  it("shows the queue, dismisses, features and removes, and lists the audit log", async () => {
    const queue = await call("GET", "/admin/queue", { token: adminUser.token });
    expect(queue.status).toBe(200);
    expect(queue.body).toMatchObject({ status: "open", total: 1, page: 1, pageSize: 20, pageCount: 1 });
    expect(queue.body.items[0]).toMatchObject({
      listing: { id: listingId, title: "iPhone 13, 128 GB", status: "active", link: `/product/${listingId}` },
      reportCount: 1,
      reports: [{ reason: "Fraud or scam", details: "Wants UPI advance", reporterName: "Asha" }],
      seller: {
        id: seller.userId,
        name: "Ravi Seller",
        phoneVerified: true,
        adsPosted: 1,
        reportsReceived: 1,
      },
    });

    const featured = await call("POST", `/admin/listings/${listingId}/feature`, {
      token: adminUser.token,
      json: { featured: true },
    });
    expect(featured).toEqual({
      status: 200,
      body: { id: listingId, title: "iPhone 13, 128 GB", featured: true },
    });

    const dismissed = await call("POST", `/admin/listings/${listingId}/dismiss`, { token: adminUser.token });
    expect(dismissed).toEqual({
      status: 200,
      body: { listingId, title: "iPhone 13, 128 GB", dismissed: 1 },
    });
    const again = await call("POST", `/admin/listings/${listingId}/dismiss`, { token: adminUser.token });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("CONFLICT");
    const closed = await call("GET", "/admin/queue?status=dismissed", { token: adminUser.token });
    expect(closed.body.items.map((i: Json) => i.listing.id)).toEqual([listingId]);

    const noReason = await call("POST", `/admin/listings/${listingId}/remove`, {
      token: adminUser.token,
      json: { reason: "  " },
    });
    expect(noReason.status).toBe(422);
    expect(noReason.body.error).toMatchObject({
      code: "VALIDATION",
      fields: { reason: "Say why the ad is removed." },
    });
    const removed = await call("POST", `/admin/listings/${listingId}/remove`, {
      token: adminUser.token,
      json: { reason: "Asks for advance payment" },
    });
    expect(removed).toEqual({
      status: 200,
      body: { id: listingId, title: "iPhone 13, 128 GB", resolved: 0 },
    });
    const [ad] = await database.db.select().from(listings).where(eq(listings.id, listingId));
    expect(ad).toMatchObject({ status: "removed", removedReason: "Asks for advance payment" });
    const [note] = await noticesOf(seller.userId);
    expect(note).toMatchObject({ event: "listing-removed", title: "Your ad was removed" });

    const missing = await call("POST", "/admin/listings/999999/feature", {
      token: adminUser.token,
      json: { featured: true },
    });
    expect(missing.status).toBe(404);

    const audit = await call("GET", "/admin/audit", { token: adminUser.token });
    expect(audit.status).toBe(200);
    expect(audit.body).toMatchObject({ total: 3, page: 1, pageCount: 1 });
    expect(audit.body.entries.map((e: Json) => [e.action, e.actorEmail, e.targetId, e.reason])).toEqual([
      ["listing.remove", "admin@example.in", String(listingId), "Asks for advance payment"],
      ["reports.dismiss", "admin@example.in", String(listingId), ""],
      ["listing.feature", "admin@example.in", String(listingId), ""],
    ]);
  });

  it("refuses bad input with 4xx JSON errors", async () => {
    const token = adminUser.token;
    expect((await call("GET", "/admin/queue?status=nonsense", { token })).status).toBe(422);
    expect((await call("GET", "/admin/audit?page=0", { token })).status).toBe(422);
    expect((await call("POST", "/admin/listings/abc/dismiss", { token })).status).toBe(422);
    expect(
      (await call("POST", `/admin/listings/${listingId}/feature`, { token, json: { featured: "yes" } }))
        .status,
    ).toBe(422);
    const notJson = await t.app.request(t.url(`/api/v1/admin/listings/${listingId}/remove`), {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "text/plain" },
      body: "reason=Scam",
    });
    expect(notJson.status).toBe(415);
  });

  it("documents every admin route in the OpenAPI document", async () => {
    const doc = await call("GET", "/openapi.json");
    expect(doc.status).toBe(200);
    // The test above checks that each documented admin route is walked; here, that these are documented.
    expect(Object.keys(doc.body.paths).filter((p) => p.startsWith("/admin"))).toEqual(
      expect.arrayContaining([
        "/admin/queue",
        "/admin/listings/{id}/dismiss",
        "/admin/listings/{id}/remove",
        "/admin/listings/{id}/feature",
        "/admin/users/{id}/ban",
        "/admin/users/{id}/unban",
        "/admin/audit",
        "/admin/member-reports",
        "/admin/members/{id}/dismiss",
        "/admin/members/{id}/suspend",
        "/admin/review",
        "/admin/listings/{id}/approve",
        "/admin/listings/{id}/reject",
      ]),
    );
    expect(doc.body.paths["/admin/listings/{id}/remove"].post.responses["404"]).toBeDefined();
  });
});

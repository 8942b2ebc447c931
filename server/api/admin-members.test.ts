import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { auditLog, userReports, users } from "~/db/schema";
import { insertListing } from "~/domain/listings/listing-fixtures.test-helper";
import { liftEndedSuspensions } from "~/domain/moderation/lift-ended-suspensions.server";
import { authClient } from "~/tests/support/auth-requests";
import { createTestApp, type TestContext } from "~/tests/support/test-app";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";

/**
 * Members reported from chats (issue 11) through /api/v1/admin/member-reports and /admin/members/{id}/*: the queue,
 * dismissing, and a suspension — a ban with an end, after which sign-in works at once and the ads come back with
 * the sweep. Everyone but an admin gets the 404 of an unknown endpoint (admin-routes.test.ts walks these routes).
 */

let database: Database;
let t: TestContext;
type Member = { token: string; userId: string };
let adminUser: Member;
let buyer: Member;
let seller: Member;
let conversationId: number;
const PASSWORD = "Mandi-Test-Pass-1";
const FIRST_MESSAGE = "Is it still available? My number is 98200 11111";
const untilDate = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

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
  const listingId = await insertListing(database.db, {
    title: "Royal Enfield Classic 350",
    userId: seller.userId,
  });
  const started = await call("POST", "/conversations", buyer.token, {
    listingId,
    subject: "Royal Enfield Classic 350",
    body: FIRST_MESSAGE,
  });
  expect(started.status).toBe(201);
  conversationId = started.body.conversationId;
  const reported = await call("POST", `/conversations/${conversationId}/report`, buyer.token, {
    reason: "Fraud or scam",
    details: "Wants the full amount by UPI before I see the bike",
  });
  expect(reported.status).toBe(200);
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

describe("the reported members queue", () => {
  it("lists the member with the report and the chat's subject, never its messages; dismissing closes it", async () => {
    const queue = await call("GET", "/admin/member-reports", adminUser.token);
    expect(queue.status).toBe(200);
    expect(queue.body).toMatchObject({ status: "open", total: 1, page: 1, pageSize: 20, pageCount: 1 });
    expect(queue.body.items[0]).toMatchObject({
      reportCount: 1,
      member: {
        id: seller.userId,
        name: "Ravi Seller",
        phoneVerified: true,
        adsPosted: 1,
        reportsReceived: 1,
      },
      reports: [
        {
          reason: "Fraud or scam",
          details: "Wants the full amount by UPI before I see the bike",
          reporterName: "Asha",
          conversation: { subject: "Royal Enfield Classic 350", listingTitle: "Royal Enfield Classic 350" },
        },
      ],
    });
    expect(JSON.stringify(queue.body)).not.toContain("98200 11111");

    const dismissed = await call("POST", `/admin/members/${seller.userId}/dismiss`, adminUser.token);
    expect(dismissed).toEqual({
      status: 200,
      body: { userId: seller.userId, name: "Ravi Seller", dismissed: 1 },
    });
    const again = await call("POST", `/admin/members/${seller.userId}/dismiss`, adminUser.token);
    expect(again).toMatchObject({ status: 409, body: { error: { code: "CONFLICT" } } });
    expect((await call("GET", "/admin/member-reports", adminUser.token)).body.total).toBe(0);
    const closed = await call("GET", "/admin/member-reports?status=dismissed", adminUser.token);
    expect(closed.body.items.map((i: Json) => i.member.id)).toEqual([seller.userId]);
    expect((await signIn()).status).toBe(200);
  });
});

describe("suspending a member", () => {
  it("refuses sign-in with the date until it ends, then lets them in; the sweep brings their ads back", async () => {
    expect(await searchTitles()).toEqual(["Royal Enfield Classic 350"]);
    const suspended = await call("POST", `/admin/members/${seller.userId}/suspend`, adminUser.token, {
      days: 7,
      reason: "Asks for payment before delivery",
    });
    expect(suspended).toMatchObject({
      status: 200,
      body: { id: seller.userId, listingsHidden: 1, reportsResolved: 1 },
    });
    const until = new Date(suspended.body.bannedUntil);
    expect(Math.abs(until.getTime() - Date.now() - 7 * 86_400_000)).toBeLessThan(60_000);

    // Signed out everywhere, sign-in refused with the end date and the reason.
    expect((await call("GET", "/conversations", seller.token)).status).toBe(401);
    const refused = await signIn();
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      `Your account is suspended until ${untilDate.format(until)}: Asks for payment before delivery. If you think this is a mistake, write to us from the Contact page.`,
    );
    // Ads hidden, messages refused, the report resolved and the member shown suspended.
    expect(await searchTitles()).toEqual([]);
    const message = await call("POST", `/conversations/${conversationId}/messages`, buyer.token, {
      body: "Hello?",
    });
    expect(message).toMatchObject({ status: 403, body: { error: { code: "FORBIDDEN" } } });
    const resolved = await call("GET", "/admin/member-reports?status=resolved", adminUser.token);
    expect(resolved.body.items[0].member).toMatchObject({
      id: seller.userId,
      banReason: "Asks for payment before delivery",
      bannedUntil: suspended.body.bannedUntil,
    });
    expect((await database.db.select().from(userReports))[0]?.status).toBe("resolved");

    // The seven days pass: sign-in and messages work at once, the ads come back with the sweep.
    await database.db
      .update(users)
      .set({ bannedUntil: new Date(Date.now() - 1000) })
      .where(eq(users.id, seller.userId));
    expect((await signIn()).status).toBe(200);
    expect(
      (await call("POST", `/conversations/${conversationId}/messages`, buyer.token, { body: "Hello again" }))
        .status,
    ).toBe(201);
    expect(await searchTitles()).toEqual([]);
    expect(await liftEndedSuspensions({ db: database.db })).toEqual({ lifted: 1, listingsRestored: 1 });
    expect(await searchTitles()).toEqual(["Royal Enfield Classic 350"]);

    const audit = await call("GET", "/admin/audit", adminUser.token);
    expect(audit.body.entries.map((e: Json) => [e.action, e.actorEmail, e.targetId])).toEqual([
      ["user.suspension-end", "system", seller.userId],
      ["user.suspend", "admin@example.in", seller.userId],
    ]);
    const [suspendEntry] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "user.suspend"));
    expect(suspendEntry?.detail).toMatchObject({ days: 7, listingsHidden: 1, reportsResolved: 1 });
  });

  it("is lifted early by the unban route", async () => {
    await call("POST", `/admin/members/${seller.userId}/suspend`, adminUser.token, {
      days: 30,
      reason: "Spam",
    });
    expect((await signIn()).status).toBe(403);
    const lifted = await call("POST", `/admin/users/${seller.userId}/unban`, adminUser.token);
    expect(lifted).toMatchObject({ status: 200, body: { listingsRestored: 1, wasSuspended: true } });
    expect((await signIn()).status).toBe(200);
    expect(await searchTitles()).toEqual(["Royal Enfield Classic 350"]);
  });

  it("refuses bad input with 4xx JSON errors and changes nothing", async () => {
    const token = adminUser.token;
    const suspend = (json: unknown, id = seller.userId) =>
      call("POST", `/admin/members/${id}/suspend`, token, json);
    for (const days of [0, 366, 2.5, "7", null]) {
      const res = await suspend({ days, reason: "Spam" });
      expect(res.status, String(days)).toBe(422);
      expect(res.body.error.code).toBe("VALIDATION");
    }
    expect((await suspend({ days: 7 })).status).toBe(422);
    expect((await suspend({ days: 7, reason: "  " })).status).toBe(422);
    expect((await suspend({ days: 7, reason: "x" }, adminUser.userId)).status).toBe(403);
    expect((await suspend({ days: 7, reason: "x" }, "nobody")).status).toBe(404);
    expect((await suspend({ days: 7, reason: "x" }, "x".repeat(101))).status).toBe(422);
    const notJson = await t.app.request(t.url(`/api/v1/admin/members/${seller.userId}/suspend`), {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "text/plain" },
      body: "days=7",
    });
    expect(notJson.status).toBe(415);
    const broken = await t.app.request(t.url(`/api/v1/admin/members/${seller.userId}/suspend`), {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: "{days: 7",
    });
    expect(broken.status).toBe(400);
    expect((await call("GET", "/admin/member-reports?status=nonsense", token)).status).toBe(422);
    expect((await call("GET", "/admin/member-reports?page=0", token)).status).toBe(422);
    expect((await call("POST", "/admin/members/nobody/dismiss", token)).status).toBe(404);
    expect((await signIn()).status).toBe(200);
    expect(await database.db.select().from(auditLog)).toEqual([]);
  });
});

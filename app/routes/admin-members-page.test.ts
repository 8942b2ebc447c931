import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { conversations, userReports, users } from "~/db/schema";
import { pageRequests, signedInMember, toastOf } from "~/tests/support/page-requests";
import { createTestApp, type TestContext } from "~/tests/support/test-app";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";

// /admin/members as a browser without JavaScript uses it; to anyone but an admin it does not exist.
let database: Database;
let t: TestContext;
let admin: { userId: string; cookie: string };
let member: { userId: string; cookie: string };
let reported: { userId: string; cookie: string };

beforeAll(async () => {
  database = await getTestDatabase();
  t = await createTestApp(database, {
    pages: true,
    rateLimitScale: 100,
    env: { ADMIN_EMAILS: "admin@example.in" },
  });
}, 120_000);
afterAll(() => t.close());
beforeEach(async () => {
  await resetDatabase(database);
  admin = await signedIn("admin@example.in", "+919800000011", "Moderator");
  member = await signedIn("asha@example.in", "+919876543210", "Asha");
  reported = await signedIn("ravi@example.in", "+919812345678", "Ravi Kumar");
  const [chat] = await database.db
    .insert(conversations)
    .values({ kind: "direct", buyerId: member.userId, sellerId: reported.userId, subject: "Your old bike" })
    .returning({ id: conversations.id });
  await database.db.insert(userReports).values({
    reporterId: member.userId,
    reportedUserId: reported.userId,
    conversationId: chat?.id ?? null,
    reason: "Fraud or scam",
    details: "Wants <b>advance</b> by UPI",
  });
});

const signedIn = (email: string, phone: string, name: string) => signedInMember(t, { email, phone, name });
const page = (path: string, cookie?: string) => pageRequests(t).page(path, cookie);
const post = (path: string, fields: Record<string, string>, cookie?: string) =>
  pageRequests(t).post(path, fields, cookie);

const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<!--.*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");
const bannedOf = async (id: string) =>
  (await database.db.select().from(users).where(eq(users.id, id)))[0]?.bannedUntil;

describe("/admin/members to anyone but an admin", () => {
  it("is the site's Page not found, for pages and form posts alike", async () => {
    for (const cookie of [undefined, member.cookie]) {
      for (const path of ["/admin/members", "/admin/members?status=resolved"]) {
        const res = await page(path, cookie);
        expect(res.status, path).toBe(404);
        expect(text(res.html)).toContain("Page not found");
        expect(text(res.html)).not.toMatch(/Reported members|Ravi Kumar/);
      }
      const refused = await post(
        "/admin/members",
        { intent: "sanction", userId: reported.userId, sanction: "7", reason: "Scam" },
        cookie,
      );
      expect(refused.status).toBe(404);
    }
    expect(await bannedOf(reported.userId)).toBeNull();
  });
});

describe("/admin/members to an admin", () => {
  it("shows the reported member with the report, the chat and their history; text stays text", async () => {
    const queue = await page("/admin/members", admin.cookie);
    expect(queue.status).toBe(200);
    const shown = text(queue.html);
    expect(shown).toContain("Reported members");
    expect(shown).toContain("Open reports (1 member)");
    expect(shown).toContain("Fraud or scam · Asha");
    expect(shown).toContain("In the chat “Your old bike”");
    expect(shown).toContain("Member: Ravi Kumar");
    expect(shown).toContain("Phone verified");
    expect(queue.html).toContain("Wants &lt;b&gt;advance&lt;/b&gt; by UPI");
    expect(queue.html).toMatch(/<a[^>]+href="\/admin\/members\?status=resolved"[^>]*>Resolved<\/a>/);
    expect(queue.html).toMatch(/<a[^>]+href="\/admin\/members"[^>]*>Reported members<\/a>/);
    expect(/<form[^>]+action="\/admin\/members" method="post"/.test(queue.html)).toBe(true);
    const sanctions = queue.html.match(/<button[^>]*name="sanction"[^>]*>/g) ?? [];
    expect(sanctions.map((button) => /value="(\w+)"/.exec(button)?.[1])).toEqual(["7", "30", "ban"]);
  });

  it("suspends for 7 days with plain forms, keeps a refused reason, and lifts the suspension", async () => {
    const empty = await post(
      "/admin/members",
      { intent: "sanction", userId: reported.userId, sanction: "7", reason: " " },
      admin.cookie,
    );
    expect(empty.status).toBe(422);
    const emptyHtml = await empty.text();
    expect(text(emptyHtml)).toContain("Say why the member is suspended.");
    expect(emptyHtml).toMatch(/<textarea[^>]+aria-invalid="true"/);
    const tooLong = "x".repeat(501);
    const long = await post(
      "/admin/members",
      { intent: "sanction", userId: reported.userId, sanction: "30", reason: tooLong },
      admin.cookie,
    );
    expect(long.status).toBe(422);
    expect(await long.text()).toContain(`>${tooLong}</textarea>`);
    expect(await bannedOf(reported.userId)).toBeNull();

    const suspended = await post(
      "/admin/members?status=open",
      { intent: "sanction", userId: reported.userId, sanction: "7", reason: "Asks for advance payment" },
      admin.cookie,
    );
    expect(suspended.status).toBe(302);
    expect(suspended.headers.get("location")).toBe("/admin/members");
    const until = await bannedOf(reported.userId);
    expect(Math.abs((until?.getTime() ?? 0) - Date.now() - 7 * 86_400_000)).toBeLessThan(60_000);
    const date = new Intl.DateTimeFormat("en-IN", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "Asia/Kolkata",
    }).format(until ?? undefined);
    expect(toastOf(suspended)).toEqual({
      title: "Member suspended",
      description: `Ravi Kumar is signed out and cannot sign in until ${date}; 0 ads are hidden.`,
    });
    expect(text((await page("/admin/members", admin.cookie)).html)).toContain("Open reports (0 members)");

    const resolved = await page("/admin/members?status=resolved", admin.cookie);
    expect(text(resolved.html)).toMatch(/Suspended until \d{1,2} \w{3} \d{4} ?: Asks for advance payment/);
    expect(text(resolved.html)).toContain("Lift suspension Ravi Kumar");
    const lifted = await post(
      "/admin/members?status=resolved",
      { intent: "unban", userId: reported.userId },
      admin.cookie,
    );
    expect(lifted.headers.get("location")).toBe("/admin/members?status=resolved");
    expect(toastOf(lifted)).toEqual({
      title: "Suspension lifted",
      description: "Ravi Kumar may sign in again; 0 ads are up again.",
    });
    expect(await bannedOf(reported.userId)).toBeNull();
    const audit = text((await page("/admin/audit", admin.cookie)).html);
    expect(audit).toContain("Suspended a member");
    expect(audit).toContain("Lifted a suspension");
    expect(audit).toContain("Member Ravi Kumar");
  });

  it("dismisses the reports, and bans and unbans", async () => {
    const dismissed = await post(
      "/admin/members",
      { intent: "dismiss", userId: reported.userId },
      admin.cookie,
    );
    expect(toastOf(dismissed)).toEqual({
      title: "Reports dismissed",
      description: "1 report of Ravi Kumar dismissed.",
    });
    const again = await post("/admin/members", { intent: "dismiss", userId: reported.userId }, admin.cookie);
    expect(toastOf(again)).toMatchObject({
      title: "Could not dismiss the reports",
      description: "This member has no open reports.",
      variant: "destructive",
    });
    const banned = await post(
      "/admin/members?status=dismissed",
      { intent: "sanction", userId: reported.userId, sanction: "ban", reason: "Fraud" },
      admin.cookie,
    );
    expect(toastOf(banned)).toMatchObject({ title: "Member banned" });
    const row = (await database.db.select().from(users).where(eq(users.id, reported.userId)))[0];
    expect(row).toMatchObject({ banReason: "Fraud", bannedUntil: null });
    expect(row?.bannedAt).toBeInstanceOf(Date);
    const shown = text((await page("/admin/members?status=dismissed", admin.cookie)).html);
    expect(shown).toMatch(/Banned since [^:]+: Fraud/);
    const unbanned = await post("/admin/members", { intent: "unban", userId: reported.userId }, admin.cookie);
    expect(toastOf(unbanned)).toMatchObject({ title: "Member unbanned" });
    const unknown = await post(
      "/admin/members",
      { intent: "explode", userId: reported.userId },
      admin.cookie,
    );
    expect(unknown.status).toBe(400);
  });
});

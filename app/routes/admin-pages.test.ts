import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { listings, reports } from "~/db/schema";
import { insertListing } from "~/domain/listings/listing-fixtures.test-helper";
import { pageRequests, signedInMember, toastOf } from "~/tests/support/page-requests";
import { createTestApp, type TestContext } from "~/tests/support/test-app";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";

// /admin and /admin/audit as a browser without JavaScript uses them; to anyone but an admin they do not exist.
let database: Database;
let t: TestContext;
let admin: { userId: string; cookie: string };
let member: { userId: string; cookie: string };
let unverified: { userId: string; cookie: string };

beforeAll(async () => {
  database = await getTestDatabase();
  t = await createTestApp(database, {
    pages: true,
    rateLimitScale: 100,
    env: { ADMIN_EMAILS: "admin@example.in,unverified@example.in" },
  });
}, 120_000);
afterAll(() => t.close());
beforeEach(async () => {
  await resetDatabase(database);
  admin = await signedIn("admin@example.in", "+919800000011", true);
  member = await signedIn("asha@example.in", "+919876543210", true);
  unverified = await signedIn("unverified@example.in", "+919811111111", false);
});

const signedIn = (email: string, phone: string, verified: boolean) =>
  signedInMember(t, { email, phone, verified });
const page = (path: string, cookie?: string) => pageRequests(t).page(path, cookie);
const post = (path: string, fields: Record<string, string>, cookie?: string) =>
  pageRequests(t).post(path, fields, cookie);

const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");

async function reportedAd(title: string, reporterId: string, status: "open" | "dismissed" = "open") {
  const id = await insertListing(database.db, { title, userId: member.userId });
  await database.db.insert(reports).values({ listingId: id, reporterId, reason: "Fraud or scam", status });
  return id;
}

describe("/admin to anyone but an admin", () => {
  it("is the site's Page not found, for pages and form posts alike", async () => {
    const ad = await reportedAd("iPhone 13", member.userId);
    const unknown = await page("/no-such-page");
    expect(unknown.status).toBe(404);
    for (const cookie of [undefined, member.cookie, unverified.cookie]) {
      for (const path of ["/admin", "/admin?status=dismissed", "/admin/audit"]) {
        const res = await page(path, cookie);
        expect(res.status, path).toBe(404);
        expect(text(res.html)).toContain("Page not found");
        expect(text(res.html)).toContain("Browse all products");
        expect(res.html).toContain("<title>Page not found | Mandi</title>");
        expect(text(res.html)).not.toMatch(/Moderation|iPhone 13|Audit log/);
      }
      const refused = await post(
        "/admin",
        { intent: "remove", listingId: String(ad), reason: "Scam" },
        cookie,
      );
      expect(refused.status).toBe(404);
    }
    const [row] = await database.db.select().from(listings).where(eq(listings.id, ad));
    expect(row?.status).toBe("active");
  });
});

describe("/admin to an admin", () => {
  it("shows the queue and works with plain forms: refused removal keeps the text, then remove and audit", async () => {
    const ad = await reportedAd("iPhone 13", admin.userId);
    const queue = await page("/admin", admin.cookie);
    expect(queue.status).toBe(200);
    const shown = text(queue.html);
    expect(shown).toContain("Open reports (1 ad)");
    expect(shown).toContain("iPhone 13");
    expect(shown).toContain("Fraud or scam · admin");
    expect(shown).toContain("Phone verified");
    expect(shown).toContain("1 ad posted");
    expect(queue.html).toMatch(/<a[^>]+href="\/admin\?status=dismissed"[^>]*>Dismissed<\/a>/);
    expect(queue.html).toMatch(
      /<a[^>]+aria-current="page"[^>]+href="\/admin"[^>]*>Open<\/a>|<a[^>]+href="\/admin"[^>]+aria-current="page"[^>]*>Open<\/a>/,
    );
    expect(/<form[^>]+action="\/admin" method="post"/.test(queue.html)).toBe(true);

    const tooLong = "x".repeat(501);
    const refused = await post(
      "/admin",
      { intent: "remove", listingId: String(ad), reason: tooLong },
      admin.cookie,
    );
    expect(refused.status).toBe(422);
    const refusedHtml = await refused.text();
    expect(text(refusedHtml)).toContain("Keep the reason under 500 characters.");
    expect(refusedHtml).toContain(`>${tooLong}</textarea>`);
    const empty = await post(
      "/admin",
      { intent: "remove", listingId: String(ad), reason: "  " },
      admin.cookie,
    );
    expect(empty.status).toBe(422);
    const emptyHtml = await empty.text();
    expect(text(emptyHtml)).toContain("Say why the ad is removed.");
    expect(emptyHtml).toMatch(/<textarea[^>]+aria-invalid="true"/);

    const removed = await post(
      "/admin?status=open&page=1",
      { intent: "remove", listingId: String(ad), reason: "Asks for advance payment" },
      admin.cookie,
    );
    expect(removed.status).toBe(302);
    expect(removed.headers.get("location")).toBe("/admin");
    expect(toastOf(removed)).toEqual({
      title: "Listing removed",
      description: '"iPhone 13" is removed and its seller has been told why.',
    });
    const [row] = await database.db.select().from(listings).where(eq(listings.id, ad));
    expect(row).toMatchObject({ status: "removed", removedReason: "Asks for advance payment" });

    const audit = text((await page("/admin/audit", admin.cookie)).html);
    expect(audit).toContain("1 action, newest first.");
    expect(audit).toContain("Removed a listing");
    expect(audit).toContain("By admin@example.in");
    expect(audit).toContain("Why: Asks for advance payment");
  });

  it("dismisses and features back to the same filter and page, and pages a filtered queue", async () => {
    for (let n = 0; n < 21; n++) await reportedAd(`Closed ${n}`, admin.userId, "dismissed");
    const first = await page("/admin?status=dismissed", admin.cookie);
    expect(text(first.html)).toContain("Dismissed reports (21 ads)");
    expect(first.html).toMatch(/href="\/admin\?status=dismissed&amp;page=2"/);
    const second = await page("/admin?status=dismissed&page=2", admin.cookie);
    expect(text(second.html)).toContain("Page 2 of 2");

    const open = await reportedAd("Hero Splendor", admin.userId);
    const featured = await post(
      "/admin?status=dismissed&page=2",
      { intent: "feature", listingId: String(open), featured: "true" },
      admin.cookie,
    );
    expect(featured.headers.get("location")).toBe("/admin?status=dismissed&page=2");
    expect(toastOf(featured)).toMatchObject({ title: "Listing featured" });
    const dismissed = await post("/admin", { intent: "dismiss", listingId: String(open) }, admin.cookie);
    expect(dismissed.headers.get("location")).toBe("/admin");
    expect(toastOf(dismissed)).toEqual({
      title: "Reports dismissed",
      description: '1 report on "Hero Splendor" dismissed.',
    });
    const again = await post("/admin", { intent: "dismiss", listingId: String(open) }, admin.cookie);
    expect(toastOf(again)).toMatchObject({
      title: "Could not moderate the listing",
      description: "This ad has no open reports.",
      variant: "destructive",
    });
    // Past the last page: back to the last one there is.
    const beyond = await page("/admin?status=dismissed&page=9", admin.cookie);
    expect(beyond.status).toBe(302);
    expect(beyond.headers.get("location")).toBe("/admin?status=dismissed&page=2");
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { reports } from "~/db/schema";
import { insertListing } from "~/domain/listings/listing-fixtures.test-helper";
import { authClient } from "~/tests/support/auth-requests";
import { createTestApp, type TestContext } from "~/tests/support/test-app";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";

// "Report this ad" on /product/:id is a plain form (intent=report): without JavaScript the post is redirected back
// with the acknowledgement as a toast, or answered with the page and its field messages; a fetcher gets data.
let database: Database;
let t: TestContext;
let seller: { userId: string; cookie: string };
let buyer: { userId: string; cookie: string };
let adId: number;

beforeAll(async () => {
  database = await getTestDatabase();
  t = await createTestApp(database, { pages: true, rateLimitScale: 100 });
}, 120_000);
afterAll(() => t.close());
beforeEach(async () => {
  await resetDatabase(database);
  seller = await signedIn("Asha", "asha@example.in", "+919876543210");
  buyer = await signedIn("Ravi", "ravi@example.in", "+919812345678");
  adId = await insertListing(database.db, { title: "Honda Activa", price: 14000, userId: seller.userId });
});

async function signedIn(name: string, email: string, phone: string) {
  const auth = authClient(t);
  const { userId, password } = await auth.signUp({ name, email, phone });
  const res = await auth.post("/sign-in/email", { email, password });
  const cookie = /mandi\.session_token=[^;]+/.exec(res.headers.get("set-cookie") ?? "")?.[0];
  if (!cookie) throw new Error("no session cookie");
  return { userId, cookie };
}

const origin = () => t.url("/").replace(/\/$/, "");
const here = () => `/product/${adId}`;

function post(fields: Record<string, string>, cookie?: string, path = here()) {
  return t.app.request(t.url(path), {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: origin(),
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams({ intent: "report", ...fields }).toString(),
  });
}

const page = async (cookie?: string) =>
  (await t.app.request(t.url(here()), { headers: cookie ? { Cookie: cookie } : {} })).text();

function toastOf(res: Response) {
  const raw = /mandi_toast=([^;]+)/.exec(res.headers.get("set-cookie") ?? "")?.[1];
  return raw ? JSON.parse(Buffer.from(raw, "base64url").toString()) : null;
}

describe("reporting an ad from its page", () => {
  it("offers the form to visitors and other members, never to the seller", async () => {
    const visitor = await page();
    expect(visitor).toContain("Report this ad");
    expect(visitor).toContain("Why are you reporting this ad?");
    expect(visitor.match(/name="reason"/g)).toHaveLength(7);
    expect(await page(buyer.cookie)).toContain("Report this ad");
    expect(await page(seller.cookie)).not.toContain("Report this ad");
  });

  it("sends a visitor to log in first and back to the ad", async () => {
    const res = await post({ reason: "Fraud or scam" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/login?redirectTo=${encodeURIComponent(here())}`);
    expect(toastOf(res)).toMatchObject({ title: "Please login first" });
    expect(await database.db.select().from(reports)).toEqual([]);
  });

  it("a plain post is stored and redirected with the acknowledgement; the page then says it was reported", async () => {
    const res = await post({ reason: "Fraud or scam", details: "Wants an advance" }, buyer.cookie);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(here());
    expect(toastOf(res)).toEqual({ title: "Report sent", description: "Thanks — our team will review it" });
    expect(await database.db.select().from(reports)).toMatchObject([
      { listingId: adId, reporterId: buyer.userId, reason: "Fraud or scam", details: "Wants an advance" },
    ]);
    const after = await page(buyer.cookie);
    expect(after).toContain("You reported this ad.");
    expect(after).not.toContain("Report this ad");

    // Posted again (a form sent twice): the same acknowledgement, one report.
    const again = await post({ reason: "Duplicate ad" }, buyer.cookie);
    expect(toastOf(again)).toEqual({ title: "Report sent", description: "Thanks — our team will review it" });
    expect(await database.db.select().from(reports)).toHaveLength(1);
  });

  it("answers bad input with the page, the field message and what was typed, the panel open", async () => {
    const res = await post({ reason: "Because", details: "It looks like a copy" }, buyer.cookie);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Please choose a reason.");
    expect(html).toMatch(/<details open=""/);
    expect(html).toContain(">It looks like a copy</textarea>");

    const other = await (await post({ reason: "Other", details: "  " }, buyer.cookie)).text();
    expect(other).toContain("Please tell us what is wrong with it.");
    expect(other).toMatch(/aria-invalid="true"/);
    expect(other).toMatch(/checked="" value="Other"|value="Other" checked=""/);
    expect(await database.db.select().from(reports)).toEqual([]);
  });

  it("tells the seller they cannot report their own ad, and a fetcher gets data instead of a redirect", async () => {
    const own = await post({ reason: "Fraud or scam" }, seller.cookie);
    expect(own.status).toBe(302);
    expect(toastOf(own)).toMatchObject({ description: "You cannot report your own ad." });

    const res = await t.app.request(t.url(`${here()}.data`), {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: origin(),
        Cookie: buyer.cookie,
      },
      body: new URLSearchParams({ intent: "report", reason: "Already sold", enhanced: "1" }).toString(),
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("sent");
    expect(await database.db.select().from(reports)).toMatchObject([{ reason: "Already sold" }]);
  });
});

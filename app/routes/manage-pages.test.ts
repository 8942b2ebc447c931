import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { favorites, listings } from "~/db/schema";
import { insertListing, insertSeller } from "~/domain/listings/listing-fixtures.test-helper";
import { authClient } from "~/tests/support/auth-requests";
import { createTestApp, type TestContext } from "~/tests/support/test-app";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";

// My Listings, Favorites and the ad page's signed-in buttons as a browser without JavaScript uses them.
let database: Database;
let t: TestContext;
let asha: { userId: string; cookie: string };
let ravi: { userId: string; cookie: string };

beforeAll(async () => {
  database = await getTestDatabase();
  t = await createTestApp(database, { pages: true, rateLimitScale: 100 });
}, 120_000);
afterAll(() => t.close());
beforeEach(async () => {
  await resetDatabase(database);
  await insertSeller(database.db);
  asha = await signedIn("asha@example.in", "+919876543210");
  ravi = await signedIn("ravi@example.in", "+919812345678");
});

async function signedIn(email: string, phone: string) {
  const auth = authClient(t);
  const { userId, password } = await auth.signUp({ name: email.split("@")[0] ?? "", email, phone });
  const res = await auth.post("/sign-in/email", { email, password });
  const cookie = /mandi\.session_token=[^;]+/.exec(res.headers.get("set-cookie") ?? "")?.[0];
  if (!cookie) throw new Error("no session cookie");
  return { userId, cookie };
}

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36";
const origin = () => t.url("/").replace(/\/$/, "");
async function page(path: string, cookie?: string) {
  const res = await t.app.request(t.url(path), {
    headers: { "User-Agent": BROWSER, ...(cookie ? { Cookie: cookie } : {}) },
  });
  return { status: res.status, html: await res.text(), headers: res.headers };
}
function post(path: string, fields: Record<string, string>, cookie?: string) {
  return t.app.request(t.url(path), {
    method: "POST",
    headers: {
      "User-Agent": BROWSER,
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: origin(),
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
}
const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");
function toastOf(res: Response) {
  const raw = /mandi_toast=([^;]+)/.exec(res.headers.get("set-cookie") ?? "")?.[1];
  return raw ? JSON.parse(Buffer.from(raw, "base64url").toString()) : null;
}
const statusOf = async (id: number) =>
  (await database.db.select().from(listings).where(eq(listings.id, id)))[0]?.status;

describe("/my-listings", () => {
  it("sends a visitor to log in, and shows the empty state to a user with no ads", async () => {
    const visitor = await page("/my-listings");
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toBe("/login?redirectTo=%2Fmy-listings");
    const empty = await page("/my-listings", asha.cookie);
    expect(empty.status).toBe(200);
    expect(text(empty.html)).toContain("You have no active listings at the moment.");
    expect(empty.html).toMatch(/<a[^>]+href="\/sell"[^>]*>Post a new listing<\/a>/);
  });

  it("lists the user's own ads with their status and counts, and changes them with plain forms", async () => {
    const bike = await insertListing(database.db, { title: "Hero Splendor", userId: asha.userId });
    await database.db
      .update(listings)
      .set({ viewsCount: 12, favoritesCount: 3 })
      .where(eq(listings.id, bike));
    await insertListing(database.db, { title: "Old sofa", userId: asha.userId, status: "expired" });
    await insertListing(database.db, { title: "Ravi's phone", userId: ravi.userId });

    const list = text((await page("/my-listings", asha.cookie)).html);
    expect(list).toContain("Hero Splendor");
    expect(list).toContain("12 views");
    expect(list).toContain("3 favorites");
    expect(list).toContain("Old sofa");
    expect(list).toMatch(/Expired .*Renew/);
    expect(list).not.toContain("Ravi's phone");

    const sold = await post(
      "/my-listings",
      { intent: "status", listingId: String(bike), status: "sold" },
      asha.cookie,
    );
    expect(sold.status).toBe(302);
    expect(sold.headers.get("location")).toBe("/my-listings");
    expect(toastOf(sold)).toEqual({
      title: "Marked as sold",
      description: '"Hero Splendor" is marked as sold.',
    });
    expect(await statusOf(bike)).toBe("sold");

    const refused = await post(
      "/my-listings",
      { intent: "status", listingId: String(bike), status: "inactive" },
      asha.cookie,
    );
    expect(toastOf(refused)).toMatchObject({ title: "Could not update the listing", variant: "destructive" });
    expect(await statusOf(bike)).toBe("sold");
  });

  it("answers 404 to a change of someone else's ad and leaves it alone", async () => {
    const theirs = await insertListing(database.db, { title: "Ravi's phone", userId: ravi.userId });
    const attempts: Record<string, string>[] = [
      { intent: "status", status: "sold" },
      { intent: "renew" },
      { intent: "delete" },
    ];
    for (const fields of attempts) {
      const res = await post("/my-listings", { ...fields, listingId: String(theirs) }, asha.cookie);
      expect(res.status).toBe(404);
    }
    expect(await statusOf(theirs)).toBe("active");
    const visitor = await post("/my-listings", { intent: "delete", listingId: String(theirs) });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toMatch(/^\/login\?redirectTo=/);
  });

  it("asks before deleting (without JavaScript, on the page), then deletes with the spec's toast", async () => {
    const id = await insertListing(database.db, { title: "Guitar", userId: asha.userId });
    const confirm = text((await page(`/my-listings?delete=${id}`, asha.cookie)).html);
    expect(confirm).toContain("Are you absolutely sure?");
    expect(confirm).toContain(
      "This action cannot be undone. This will permanently delete your product listing.",
    );
    const res = await post(
      `/my-listings?delete=${id}`,
      { intent: "delete", listingId: String(id) },
      asha.cookie,
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/my-listings");
    expect(toastOf(res)).toEqual({ title: "Product Deleted", description: '"Guitar" has been removed.' });
    expect(await statusOf(id)).toBe("removed");
    expect(text((await page("/my-listings", asha.cookie)).html)).toContain(
      "You have no active listings at the moment.",
    );
    expect((await page(`/product/${id}`)).status).toBe(410);
  });
});

describe("an ad its seller took down", () => {
  it("shows everyone but the seller only 'no longer available' and similar ads, on the page and the API", async () => {
    const bike = await insertListing(database.db, {
      title: "Hero Splendor",
      description: "Only 9,000 km, papers ready.",
      userId: asha.userId,
    });
    await insertListing(database.db, { title: "Honda Shine" });
    const deactivated = await post(
      "/my-listings",
      { intent: "status", listingId: String(bike), status: "inactive" },
      asha.cookie,
    );
    expect(deactivated.status).toBe(302);
    expect(await statusOf(bike)).toBe("inactive");

    const api = (cookie?: string) =>
      t.app.request(t.url(`/api/v1/listings/${bike}`), { headers: cookie ? { Cookie: cookie } : {} });
    for (const [status, code] of [
      ["inactive", 404],
      ["removed", 410],
    ] as const) {
      await database.db.update(listings).set({ status }).where(eq(listings.id, bike));
      for (const cookie of [undefined, ravi.cookie]) {
        const gone = await page(`/product/${bike}`, cookie);
        expect(gone.status, status).toBe(code);
        expect(text(gone.html)).toContain("This ad is no longer available");
        expect(text(gone.html)).toContain("Honda Shine");
        for (const hidden of ["Hero Splendor", "9,000 km", "Asha Rao", "Contact Seller"]) {
          expect(gone.html, `${status}: ${hidden}`).not.toContain(hidden);
        }
        expect(gone.html).not.toContain("application/ld+json");
        const res = await api(cookie);
        expect(res.status).toBe(code);
        expect(await res.text()).not.toContain("Hero Splendor");
      }
      // The seller still sees the ad, with its status.
      const own = await page(`/product/${bike}`, asha.cookie);
      expect(own.status).toBe(status === "removed" ? 410 : 200);
      expect(text(own.html)).toContain("Hero Splendor");
      expect(text(own.html)).toContain(
        status === "removed"
          ? "You deleted this ad: only you can see it"
          : "You deactivated this ad: only you can see it",
      );
      const mine = await api(asha.cookie);
      expect((await mine.json()).listing).toMatchObject({ id: bike, status });
    }
  });
});

describe("favorites", () => {
  it("saves from a card without JavaScript and comes back; /favorites lists it; un-saving empties it", async () => {
    const id = await insertListing(database.db, { title: "Acoustic guitar" });
    const empty = text((await page("/favorites", asha.cookie)).html);
    expect(empty).toContain("You haven't saved any items yet");
    expect(empty).toContain("Discover items");

    const saved = await post(
      "/favorites",
      { listingId: String(id), favorite: "true", returnTo: "/products?q=guitar" },
      asha.cookie,
    );
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/products?q=guitar");
    const products = (await page("/products?q=guitar", asha.cookie)).html;
    expect(products).toMatch(/aria-label="Save to favorites" aria-pressed="true"/);

    const list = (await page("/favorites", asha.cookie)).html;
    expect(text(list)).toContain("Acoustic guitar");
    expect((await database.db.select().from(listings).where(eq(listings.id, id)))[0]?.favoritesCount).toBe(1);

    await post(
      "/favorites",
      { listingId: String(id), favorite: "false", returnTo: "/favorites" },
      asha.cookie,
    );
    expect(text((await page("/favorites", asha.cookie)).html)).toContain("You haven't saved any items yet");
    expect(await database.db.select().from(favorites)).toEqual([]);
  });

  it("sends a visitor's heart to log in and back to the page it was on", async () => {
    const id = await insertListing(database.db, { title: "Guitar" });
    const home = (await page("/")).html;
    expect(home).toContain('href="/login?redirectTo=%2F"');
    const res = await post("/favorites", {
      listingId: String(id),
      favorite: "true",
      returnTo: `/product/${id}`,
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/login?redirectTo=%2Fproduct%2F${id}`);
    const evil = await post("/favorites", {
      listingId: String(id),
      favorite: "true",
      returnTo: "//evil.example",
    });
    expect(evil.headers.get("location")).toBe("/login?redirectTo=%2Ffavorites");
  });

  it("shows a saved ad that sold with its badge, and drops a deleted one", async () => {
    const sold = await insertListing(database.db, { title: "Sold bike" });
    const gone = await insertListing(database.db, { title: "Deleted sofa" });
    for (const id of [sold, gone]) {
      await post("/favorites", { listingId: String(id), favorite: "true", returnTo: "/" }, asha.cookie);
    }
    await database.db.update(listings).set({ status: "sold" }).where(eq(listings.id, sold));
    await database.db.update(listings).set({ status: "removed" }).where(eq(listings.id, gone));
    const html = (await page("/favorites", asha.cookie)).html;
    expect(text(html)).toContain("Sold bike");
    expect(html).toMatch(/<span class="[^"]*">Sold<\/span>/);
    expect(text(html)).not.toContain("Deleted sofa");
  });
});

describe("the ad page for a signed-in user", () => {
  it("opens /messages/new with the ad and the seller", async () => {
    const id = await insertListing(database.db, { title: "iPhone 13", userId: ravi.userId });
    const res = await post(`/product/${id}`, { intent: "contact" }, asha.cookie);
    expect(res.status).toBe(302);
    const to = new URL(res.headers.get("location") ?? "", origin());
    expect(to.pathname).toBe("/messages/new");
    expect(Object.fromEntries(to.searchParams)).toEqual({
      listing: String(id),
      recipientId: ravi.userId,
      productId: String(id),
      productTitle: "iPhone 13",
    });
    // The page names the seller and shows the address masked; the address itself is never sent.
    const compose = await page(`${to.pathname}${to.search}`, asha.cookie);
    expect(compose.status).toBe(200);
    // To is a disabled field holding the seller's name and masked address; Subject is prefilled with the title.
    expect(compose.html).toMatch(/<input[^>]*id="message-to"[^>]*value="ravi \(r•••@example.in\)"/);
    expect(compose.html).toMatch(/<input[^>]*name="subject"[^>]*value="iPhone 13"/);
    expect(compose.html).not.toContain("ravi@example.in");
  });

  it("says 'This is your listing' to the seller", async () => {
    const id = await insertListing(database.db, { title: "iPhone 13", userId: asha.userId });
    const res = await post(`/product/${id}`, { intent: "contact" }, asha.cookie);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/product/${id}`);
    expect(toastOf(res)).toEqual({
      title: "This is your listing",
      description: "You cannot send a message to yourself.",
    });
  });

  it("hides the phone until asked, and counts each reveal; a visitor is asked to log in", async () => {
    const id = await insertListing(database.db, { title: "Scooter", userId: ravi.userId });
    await database.db.update(listings).set({ showPhone: true }).where(eq(listings.id, id));
    const visitor = text((await page(`/product/${id}`)).html);
    expect(visitor).toContain("Log in to see the number");
    expect(visitor).not.toContain("98000");

    const signedInPage = (await page(`/product/${id}`, asha.cookie)).html;
    expect(text(signedInPage)).toContain("Show number");
    expect(signedInPage).not.toContain("9800000001");
    const revealed = await post(`/product/${id}`, { intent: "reveal-phone" }, asha.cookie);
    expect(revealed.status).toBe(200);
    const html = await revealed.text();
    expect(html).toContain('href="tel:+919800000001"');
    expect(text(html)).toContain("+91 98000 00001");
    expect((await database.db.select().from(listings).where(eq(listings.id, id)))[0]?.phoneRevealsCount).toBe(
      1,
    );

    await database.db.update(listings).set({ showPhone: false }).where(eq(listings.id, id));
    const hidden = text((await page(`/product/${id}`, asha.cookie)).html);
    expect(hidden).not.toContain("Show number");
    expect(hidden).not.toContain("Log in to see the number");
  });
});

describe("/sitemap.xml", () => {
  it("lists every active ad with its last change, and no other", async () => {
    const active = await insertListing(database.db, { title: "Active" });
    const sold = await insertListing(database.db, { title: "Sold", status: "sold" });
    const xml = (await page("/sitemap.xml")).html;
    expect(xml).toMatch(
      new RegExp(`<loc>${t.url(`/product/${active}`)}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[^<]+</lastmod>`),
    );
    expect(xml).not.toContain(`/product/${sold}<`);
  });
});

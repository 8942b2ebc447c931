import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { listingPhotos, listings } from "~/db/schema";
import { createListing } from "~/domain/listings/create-listing.server";
import { jpeg } from "~/domain/media/test-images.test-helper";
import { authClient } from "~/tests/support/auth-requests";
import { createTestApp, type TestContext } from "~/tests/support/test-app";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";

// Post an ad and edit it as a browser without JavaScript does: every button posts the whole form.
let database: Database;
let t: TestContext;
let asha: { userId: string; cookie: string };

beforeAll(async () => {
  database = await getTestDatabase();
  t = await createTestApp(database, { pages: true, rateLimitScale: 100 });
}, 120_000);
afterAll(() => t.close());
beforeEach(async () => {
  await resetDatabase(database);
  asha = await signedIn("Asha Rao", "asha@example.in", "+919876543210");
});

async function signedIn(name: string, email: string, phone: string) {
  const auth = authClient(t);
  const { userId, password } = await auth.signUp({ name, email, phone });
  const res = await auth.post("/sign-in/email", { email, password });
  const cookie = /mandi\.session_token=[^;]+/.exec(res.headers.get("set-cookie") ?? "")?.[0];
  if (!cookie) throw new Error("no session cookie");
  return { userId, cookie };
}

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36";
const headers = (cookie?: string) => ({
  "User-Agent": BROWSER,
  Origin: t.url("/").replace(/\/$/, ""),
  ...(cookie ? { Cookie: cookie } : {}),
});
async function page(path: string, cookie?: string) {
  const res = await t.app.request(t.url(path), { headers: headers(cookie) });
  return { status: res.status, html: await res.text(), headers: res.headers };
}
async function post(path: string, fields: Record<string, string | string[] | File>, cookie?: string) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) body.append(name, v);
  }
  const res = await t.app.request(t.url(path), { method: "POST", headers: headers(cookie), body });
  return { status: res.status, html: await res.text(), headers: res.headers };
}
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");
const hidden = (html: string, name: string) =>
  [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)]
    .filter((m) => m[1] === name)
    .map((m) => m[2]);
function toastOf(headers: Headers) {
  const raw = /mandi_toast=([^;]+)/.exec(headers.get("set-cookie") ?? "")?.[1];
  return raw ? JSON.parse(Buffer.from(raw, "base64url").toString()) : null;
}

const sedanAd = {
  category: "cars",
  subcategory: "sedans",
  title: "Hyundai Verna SX 2020",
  description: "Diesel, automatic, one owner.",
  condition: "used",
  "attributes.brand": "Hyundai",
  "attributes.model": "Verna SX",
  "attributes.year": "2020",
  "attributes.fuel": "Diesel",
  "attributes.transmission": "Automatic",
  "attributes.kmDriven": "31000",
  "attributes.owners": "1",
  price: "985000",
  city: "Jaipur",
  locality: "Malviya Nagar",
  pincode: "302017",
  sellerName: "Asha Rao",
  sellerPhone: "+91 98765 43210",
};

describe("/sell without JavaScript", () => {
  it("starts with every category, its icon and example title, the logo and a close link home", async () => {
    const res = await page("/sell");
    expect(res.status).toBe(200);
    const visible = text(res.html);
    expect(visible).toContain("Choose a category");
    expect(res.html.match(/value="category:[a-z-]+"/g)).toHaveLength(19);
    expect(visible).toContain("e.g. Maruti Suzuki Swift VXI 2019");
    expect(res.html).toMatch(
      /<a[^>]*aria-label="Close and go to the home page"[^>]*href="\/"|<a[^>]*href="\/"[^>]*aria-label="Close and go to the home page"/,
    );
  });

  it("walks the steps with field messages, carrying what was typed in hidden fields", async () => {
    const picked = await post("/sell", { intent: "category:cars" }, asha.cookie);
    expect(text(picked.html)).toContain("Cars: choose a subcategory");
    const sub = await post("/sell", { category: "cars", intent: "subcategory:sedans" }, asha.cookie);
    expect(text(sub.html)).toContain("Include some details");
    expect(text(sub.html)).toContain("Step 1 of 6: Details");
    expect(hidden(sub.html, "sellerName")).toEqual(["Asha Rao"]);
    expect(hidden(sub.html, "sellerPhone")).toEqual(["+91 98765 43210"]);

    const empty = await post(
      "/sell",
      { category: "cars", subcategory: "sedans", step: "0", intent: "next" },
      asha.cookie,
    );
    const messages = text(empty.html);
    for (const message of ["Title is required.", "Description is required."]) {
      expect(messages).toContain(message);
    }
    // Spec section 5: Next on Details needs the title and the description only.
    expect(messages).not.toContain("Please choose the condition.");
    expect(messages).not.toContain("Brand is required.");
    const next = await post("/sell", { ...sedanAd, price: "", step: "0", intent: "next" }, asha.cookie);
    expect(text(next.html)).toContain("Set a price");
    expect(hidden(next.html, "title")).toEqual(["Hyundai Verna SX 2020"]);
    const noPrice = await post("/sell", { ...sedanAd, price: "abc", step: "1", intent: "next" }, asha.cookie);
    expect(text(noPrice.html)).toContain("Price must be a number.");
    const back = await post("/sell", { ...sedanAd, step: "0", intent: "back" }, asha.cookie);
    expect(text(back.html)).toContain("Choose a category");
  });

  it("uploads photos from the form and posts the ad", async () => {
    const photo = new File([new Uint8Array(await jpeg())], "car.jpg", { type: "image/jpeg" });
    const uploaded = await post(
      "/sell",
      { ...sedanAd, step: "2", intent: "upload", photoFiles: photo },
      asha.cookie,
    );
    expect(uploaded.status).toBe(200);
    const keys = hidden(uploaded.html, "photos");
    expect(keys).toHaveLength(1);
    expect(uploaded.html).toContain(`/media/${keys[0]}/320.webp`);

    const posted = await post(
      "/sell",
      { ...sedanAd, photos: keys as string[], step: "5", intent: "post" },
      asha.cookie,
    );
    expect(posted.status).toBe(303);
    const [row] = await database.db.select().from(listings).where(eq(listings.userId, asha.userId));
    expect(posted.headers.get("location")).toBe(
      `/post-success?title=${encodeURIComponent("Hyundai Verna SX 2020")}&id=${row?.id}`,
    );
    expect(toastOf(posted.headers)).toEqual({ title: "Ad Posted Successfully!" });
    expect(row).toMatchObject({
      title: "Hyundai Verna SX 2020",
      status: "active",
      city: "Jaipur",
      categoryText: "Cars Sedans",
    });
  });

  it("asks a visitor to log in, and says what is missing on an incomplete ad", async () => {
    const visitor = await post("/sell", { ...sedanAd, step: "5", intent: "post" });
    expect(visitor.status).toBe(303);
    expect(visitor.headers.get("location")).toBe("/login?redirectTo=%2Fsell");
    expect(toastOf(visitor.headers)).toEqual({
      title: "Authentication Required",
      description: "Please log in to post an ad.",
    });

    const incomplete = await post("/sell", { ...sedanAd, step: "5", intent: "post" }, asha.cookie);
    expect(incomplete.status).toBe(200);
    const visible = text(incomplete.html);
    expect(visible).toContain("Incomplete Form");
    expect(visible).toContain("Please fill all required fields (*) and upload at least one photo.");
    expect(visible).toContain("Please upload at least one photo.");
    expect(visible).toContain("Step 3 of 6: Media");
  });
});

describe("the daily posting limit", () => {
  it("says so before the wizard starts, and the API refuses the next ad with when to come back", async () => {
    const insertAds = (count: number, at: Date) =>
      database.db.insert(listings).values(
        Array.from({ length: count }, (_, i) => ({
          userId: asha.userId,
          title: `Old ad ${i}`,
          description: "Posted earlier today, to fill the day's limit.",
          categoryId: 1,
          city: "Mumbai",
          sellerName: "Asha Rao",
          sellerPhone: "+919876543210",
          postedAt: at,
          createdAt: at,
          expiresAt: new Date(at.getTime() + 30 * 86_400_000),
        })),
      );
    // Nine today, plus one the day before: still room for one more.
    await insertAds(9, new Date(Date.now() - 60 * 60_000));
    await insertAds(1, new Date(Date.now() - 25 * 60 * 60_000));
    expect(text((await page("/sell", asha.cookie)).html)).toContain("Choose a category");

    await insertAds(1, new Date(Date.now() - 30 * 60_000));
    const full = text((await page("/sell", asha.cookie)).html);
    expect(full).toContain("You have posted 10 ads in the last 24 hours, the most Mandi allows in a day.");
    expect(full).toContain("Go to My Listings");
    expect(full).not.toContain("Choose a category");

    // The same refusal wherever a new ad comes from (the page's action, POST /api/v1/listings).
    const refused = await createListing(t.services, { userId: asha.userId, ad: {} }).catch((err) => err);
    expect(refused).toMatchObject({
      code: "RATE_LIMITED",
      message: expect.stringMatching(/^You have posted 10 ads in the last 24 hours/),
    });
    expect(refused.retryAfterSeconds).toBeGreaterThan(60 * 60);
  });
});

describe("/sell/:id/edit", () => {
  async function postedAd() {
    const photo = new File([new Uint8Array(await jpeg())], "car.jpg", { type: "image/jpeg" });
    const uploaded = await post(
      "/sell",
      { ...sedanAd, step: "2", intent: "upload", photoFiles: photo },
      asha.cookie,
    );
    const keys = hidden(uploaded.html, "photos") as string[];
    await post("/sell", { ...sedanAd, photos: keys, step: "5", intent: "post" }, asha.cookie);
    const [row] = await database.db.select().from(listings).where(eq(listings.userId, asha.userId));
    if (!row) throw new Error("not posted");
    return { id: row.id, keys };
  }

  it("opens the owner's ad prefilled and saves the changes", async () => {
    const { id, keys } = await postedAd();
    const form = await page(`/sell/${id}/edit`, asha.cookie);
    expect(form.status).toBe(200);
    expect(text(form.html)).toContain("Edit your ad");
    expect(form.html).toContain('value="Hyundai Verna SX 2020"');
    const saved = await post(
      `/sell/${id}/edit`,
      {
        ...sedanAd,
        title: "Hyundai Verna SX 2020, price drop",
        price: "949000",
        photos: keys,
        step: "5",
        intent: "post",
      },
      asha.cookie,
    );
    expect(saved.status).toBe(303);
    expect(saved.headers.get("location")).toBe(`/product/${id}`);
    expect(toastOf(saved.headers)).toEqual({ title: "Changes Saved!" });
    const [row] = await database.db.select().from(listings).where(eq(listings.id, id));
    expect(row).toMatchObject({ title: "Hyundai Verna SX 2020, price drop", price: 949000 });
    expect(
      await database.db.select().from(listingPhotos).where(eq(listingPhotos.listingId, id)),
    ).toHaveLength(1);
  });

  it("is not found for anybody else, and asks a visitor to log in", async () => {
    const { id, keys } = await postedAd();
    const ravi = await signedIn("Ravi", "ravi@example.in", "+919812345678");
    expect((await page(`/sell/${id}/edit`, ravi.cookie)).status).toBe(404);
    const attempt = await post(
      `/sell/${id}/edit`,
      { ...sedanAd, title: "Mine", photos: keys, step: "5", intent: "post" },
      ravi.cookie,
    );
    expect(attempt.status).toBe(404);
    const visitor = await page(`/sell/${id}/edit`);
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toBe(
      `/login?redirectTo=${encodeURIComponent(`/sell/${id}/edit`)}`,
    );
    expect((await page("/sell/abc/edit", asha.cookie)).status).toBe(404);
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { listings } from "~/db/schema";
import { flushListingViews } from "~/domain/listings/count-listing-view.server";
import { hoursAgo, insertListing, insertSeller } from "~/domain/listings/listing-fixtures.test-helper";
import { createTestApp, type TestContext } from "~/tests/support/test-app";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";

// The browse pages as a browser without JavaScript sees them: server HTML, form posts, real status codes.
let database: Database;
let t: TestContext;

beforeAll(async () => {
  database = await getTestDatabase();
  t = await createTestApp(database, { pages: true });
}, 120_000);
afterAll(() => t.close());
beforeEach(async () => {
  await resetDatabase(database);
  await insertSeller(database.db);
});

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36";
const page = async (path: string, headers: Record<string, string> = {}) => {
  const res = await t.app.request(t.url(path), { headers: { "User-Agent": BROWSER, ...headers } });
  return { status: res.status, html: await res.text(), headers: res.headers };
};
const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");
const postForm = (path: string, fields: Record<string, string>) =>
  t.app.request(t.url(path), {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: t.url("/").replace(/\/$/, "") },
    body: new URLSearchParams(fields).toString(),
  });

describe("product detail", () => {
  it("shows the ad, counts the view and carries sharing meta and nonced JSON-LD", async () => {
    const id = await insertListing(database.db, {
      title: "Sofa </script><script>alert(1)</script>",
      description: "Line one\nLine two",
      category: "furniture",
      price: 125000,
      photos: 2,
    });
    const res = await page(`/product/${id}`);
    expect(res.status).toBe(200);
    const text = visibleText(res.html);
    expect(text).toContain("₹1,25,000");
    expect(text).toContain("Posted on");
    expect(text).toContain("Member since April 2023");
    expect(text).toContain("Contact Seller");
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
    const ld = /<script type="application\/ld\+json" nonce="([^"]+)">([\s\S]*?)<\/script>/.exec(res.html);
    expect(ld?.[1]).toBe(nonce);
    expect(ld?.[2]).not.toContain("<");
    expect(JSON.parse(ld?.[2] ?? "{}")).toMatchObject({
      "@type": "Product",
      name: "Sofa </script><script>alert(1)</script>",
      offers: {
        "@type": "Offer",
        price: "125000",
        priceCurrency: "INR",
        availability: "https://schema.org/InStock",
      },
    });
    expect(res.html).toContain(
      `<meta property="og:image" content="${t.url(`/media/listings/test-${id}-0/1280.webp`)}"`,
    );
    expect(res.html).toContain('<meta property="og:type" content="product"');
    expect(res.html).toContain('<meta name="twitter:card" content="summary_large_image"');
    expect(res.html).toContain(`<link rel="canonical" href="${t.url(`/product/${id}`)}"`);
    await flushListingViews();
    const [row] = await database.db.select().from(listings).where(eq(listings.id, id));
    expect(row?.viewsCount).toBe(1);
  });

  it("does not count a crawler's visit as a view", async () => {
    const id = await insertListing(database.db, { title: "Bike" });
    await page(`/product/${id}`, { "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" });
    await flushListingViews();
    const [row] = await database.db.select().from(listings).where(eq(listings.id, id));
    expect(row?.viewsCount).toBe(0);
  });

  it("answers 404 with Product Not Found for an unknown or malformed id", async () => {
    for (const path of ["/product/424242", "/product/not-a-number"]) {
      const res = await page(path);
      expect(res.status).toBe(404);
      const text = visibleText(res.html);
      expect(text).toContain("Product Not Found");
      expect(text).toContain("The product you are looking for does not exist or has been removed.");
      expect(res.html).toContain('href="/products"');
    }
  });

  it("explains a sold ad (200) and a removed ad (410), without Contact Seller", async () => {
    const sold = await insertListing(database.db, { title: "Sold bike", status: "sold" });
    const removed = await insertListing(database.db, { title: "Removed bike", status: "removed" });
    const soldPage = await page(`/product/${sold}`);
    expect(soldPage.status).toBe(200);
    expect(visibleText(soldPage.html)).toContain("This ad has been sold");
    const removedPage = await page(`/product/${removed}`);
    expect(removedPage.status).toBe(410);
    expect(visibleText(removedPage.html)).toContain("This ad is no longer available");
    expect(visibleText(removedPage.html)).not.toContain("Contact Seller");
  });

  it("sends a signed-out visitor who contacts the seller to /login with a toast", async () => {
    const id = await insertListing(database.db, { title: "Phone" });
    const res = await postForm(`/product/${id}`, { intent: "contact" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/login?redirectTo=%2Fproduct%2F${id}`);
    const cookie = res.headers.get("set-cookie") ?? "";
    const toast = /mandi_toast=([^;]+)/.exec(cookie)?.[1] ?? "";
    expect(JSON.parse(Buffer.from(toast, "base64url").toString())).toEqual({
      title: "Please login first",
      description: "You need to be logged in to contact a seller.",
      variant: "destructive",
    });
  });
});

describe("products pages", () => {
  it("searches, ignores bad parameters and keeps the filters in the page", async () => {
    await insertListing(database.db, { title: "Apple iPhone 13", price: 42000 });
    await insertListing(database.db, { title: "Sofa set", category: "furniture" });
    const res = await page(
      "/products?q=iph&minPrice=abc&sort=random&posted=yesterday&page=-1&condition=bogus",
    );
    expect(res.status).toBe(200);
    const text = visibleText(res.html);
    expect(text).toContain('Search Results for "iph"');
    expect(text).toContain("1 result");
    expect(text).toContain("Apple iPhone 13");
    expect(text).not.toContain("Sofa set");
  });

  it("shows category and subcategory pages and 404 for an unknown slug", async () => {
    await insertListing(database.db, { title: "Swift", category: "cars", subcategory: "hatchbacks" });
    await insertListing(database.db, { title: "Creta", category: "cars", subcategory: "suvs" });
    const cars = visibleText((await page("/products/cars")).html);
    expect(cars).toContain("Swift");
    expect(cars).toContain("Creta");
    const suvs = visibleText((await page("/products/cars/suvs")).html);
    expect(suvs).toContain("Creta");
    expect(suvs).not.toContain("Swift");
    expect((await page("/products/spaceships")).status).toBe(404);
    expect((await page("/products/cars/tablets")).status).toBe(404);
  });

  it("shows the empty state", async () => {
    const text = visibleText((await page("/products?q=unobtainium")).html);
    expect(text).toContain("No products found");
    expect(text).toContain("Try adjusting your search criteria or browse our categories");
    expect(text).toContain("Browse Categories");
  });

  it("pages through results with links", async () => {
    for (let i = 0; i < 26; i++)
      await insertListing(database.db, { title: `Phone ${i}`, postedAt: hoursAgo(i) });
    const first = await page("/products");
    expect(visibleText(first.html)).toContain("26 results");
    expect(first.html).toContain('href="/products?page=2"');
    expect(visibleText((await page("/products?page=2")).html)).toContain("Phone 25");
  });
});

describe("home and store", () => {
  it("recommends the 8 newest ads on the home page", async () => {
    for (let i = 0; i < 9; i++)
      await insertListing(database.db, { title: `Ad number ${i}`, postedAt: hoursAgo(i) });
    const text = visibleText((await page("/")).html);
    expect(text).toContain("Fresh recommendations");
    expect(text).toContain("Ad number 7");
    expect(text).not.toContain("Ad number 8");
  });

  it("lists products in the store and says so when there are none", async () => {
    expect(visibleText((await page("/store")).html)).toContain("No products available at the moment.");
    await insertListing(database.db, { title: "Store item", price: 2500 });
    const text = visibleText((await page("/store")).html);
    expect(text).toContain("Welcome to Our Store");
    expect(text).toContain("Store item");
    expect(text).toContain("₹2,500");
  });
});

describe("select location without JavaScript", () => {
  const cookieOf = (res: Response) => /mandi_location=([^;]*)/.exec(res.headers.get("set-cookie") ?? "")?.[1];
  const toastOf = (res: Response) => {
    const raw = /mandi_toast=([^;]+)/.exec(res.headers.get("set-cookie") ?? "")?.[1];
    return raw ? JSON.parse(Buffer.from(raw, "base64url").toString()) : null;
  };

  it("stores a chosen city upper case and goes home", async () => {
    const res = await postForm("/location", { intent: "choose", location: "Mumbai" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/");
    expect(cookieOf(res)).toBe("MUMBAI");
  });

  it("refuses a place Mandi does not know", async () => {
    const res = await postForm("/location", { intent: "choose", location: "Narnia" });
    expect(res.status).toBe(400);
    expect(visibleText(await res.text())).toContain("Choose a location from the list.");
  });

  it("finds the nearest city from coordinates, and falls back to INDIA when it cannot", async () => {
    const found = await postForm("/location", { intent: "coords", lat: "18.53", lng: "73.89" });
    expect(cookieOf(found)).toBe("PUNE%2C%20INDIA");
    expect(toastOf(found)).toMatchObject({ title: "Location Found!" });
    const lost = await postForm("/location", { intent: "coords", lat: "-40", lng: "10" });
    expect(cookieOf(lost)).toBe("INDIA");
    expect(toastOf(lost)).toMatchObject({
      title: "Location Error",
      description: "Could not fetch location details. Please select it manually.",
    });
  });

  it("turns a geolocation failure into the spec's toast and INDIA", async () => {
    const res = await postForm("/location", { intent: "geo-error", reason: "denied" });
    expect(cookieOf(res)).toBe("INDIA");
    expect(toastOf(res)).toMatchObject({
      title: "Geolocation Error",
      description:
        "You denied the request for Geolocation. Please enable it in your browser settings or select a location manually.",
    });
    const unsupported = await postForm("/location", { intent: "geo-error", reason: "unsupported" });
    expect(toastOf(unsupported)).toMatchObject({ title: "Geolocation Not Supported" });
  });

  it("searches cities and lists the states", async () => {
    const text = visibleText((await page("/location?q=pun&tab=all-india")).html);
    expect(text).toContain("Pune");
    expect(text).toContain("All of Maharashtra");
  });
});

// Issue 13: every page names the categories (the bar, the menus' links); their subcategories travel only to the
// pages that show them, and to the menus through GET /api/v1/categories.
describe("the category tree in pages", () => {
  it("sends each page the categories, and the subcategories only where they are shown", async () => {
    const other = await page("/about");
    expect(other.html).toContain("Furniture");
    expect(other.html).not.toContain("Mattresses");

    const mobiles = await page("/products/mobiles");
    expect(visibleText(mobiles.html)).toContain("Mobile Phones");
    expect(mobiles.html).not.toContain("Mattresses");

    expect(visibleText((await page("/sitemap")).html)).toContain("Mattresses");
    const tree = await t.app.request(t.url("/api/v1/categories"));
    const { categories } = (await tree.json()) as {
      categories: { slug: string; subcategories: { name: string }[] }[];
    };
    const furniture = categories.find((c) => c.slug === "furniture");
    expect(furniture?.subcategories.map((s) => s.name)).toContain("Mattresses");
  });
});

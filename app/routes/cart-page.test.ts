import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { insertListing, insertSeller } from "~/domain/listings/listing-fixtures.test-helper";
import { createTestApp, type TestContext } from "~/tests/support/test-app";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";

// The cart as a browser without JavaScript uses it: "Add to cart" and the cart's controls are form posts the
// server answers with the cart cookie and a redirect back; /cart draws the cart from that cookie.
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
const cartCookieOf = (res: Response) => /mandi_cart=([^;]*)/.exec(res.headers.get("set-cookie") ?? "")?.[1];
const toastOf = (res: Response) => {
  const raw = /mandi_toast=([^;]+)/.exec(res.headers.get("set-cookie") ?? "")?.[1];
  return raw ? JSON.parse(Buffer.from(raw, "base64url").toString()) : null;
};
const post = (fields: Record<string, string>, cart?: string) =>
  t.app.request(t.url("/cart"), {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: t.url("/").replace(/\/$/, ""),
      ...(cart ? { Cookie: `mandi_cart=${cart}` } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
const cartPage = async (cart?: string) => {
  const res = await t.app.request(t.url("/cart"), {
    headers: { "User-Agent": BROWSER, ...(cart ? { Cookie: `mandi_cart=${cart}` } : {}) },
  });
  return res.text();
};

describe("cart without JavaScript", () => {
  it("adds an ad once, refuses a second, lists it on /cart and removes it", async () => {
    const id = await insertListing(database.db, { title: "Brass lamp", price: 2500 });
    const added = await post({ intent: "add", listingId: String(id), redirectTo: "/store" });
    expect(added.status).toBe(302);
    expect(added.headers.get("location")).toBe("/store");
    expect(toastOf(added)).toEqual({ title: "Added to cart", description: "Brass lamp is in your cart." });
    const cart = cartCookieOf(added) ?? "";
    expect(await cartPage(cart)).toContain("Brass lamp");

    const again = await post({ intent: "add", listingId: String(id), redirectTo: "/store" }, cart);
    expect(toastOf(again)).toMatchObject({
      title: "Not enough stock",
      description: "Not enough stock for Brass lamp (Standard). Only 1 left.",
    });
    expect(cartCookieOf(again)).toBeUndefined();

    const removed = await post({ intent: "remove", variantId: `listing-${id}`, redirectTo: "/cart" }, cart);
    expect(removed.headers.get("location")).toBe("/cart");
    const html = await cartPage(cartCookieOf(removed));
    expect(html).not.toContain("Brass lamp");
    expect(html).toContain("Your cart is empty");
  });

  it("never adds what is not for sale, and never sends anyone off the site", async () => {
    const sold = await insertListing(database.db, { title: "Sold sofa", status: "sold" });
    const job = await insertListing(database.db, { title: "Driver wanted", condition: null });
    for (const listingId of [String(sold), String(job), "99999", "abc"]) {
      const res = await post({ intent: "add", listingId, redirectTo: "//evil.example/" });
      expect(res.headers.get("location")).toBe("/cart");
      expect(toastOf(res)).toMatchObject({ title: "Not available" });
      expect(cartCookieOf(res)).toBeUndefined();
    }
  });
});

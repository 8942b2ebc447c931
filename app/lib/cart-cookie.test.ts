import { describe, expect, it } from "vitest";
import type { CartItem } from "./cart";
import {
  CART_COOKIE_MAX_CHARS,
  cartCookieString,
  decodeCart,
  encodeCart,
  fitsCartCookie,
} from "./cart-cookie";

const item = (n: number, title = `Brass Lamp ${n}`): CartItem => ({
  product: { id: String(n), title, image: `/media/listings/${n}/320.webp` },
  variant: {
    id: `listing-${n}`,
    title: "Standard",
    manage_inventory: true,
    inventory_quantity: 1,
    price_in_cents: 150_000,
  },
  quantity: 1,
});

describe("cart cookie", () => {
  it("reads back what it wrote, titles in any script included, with cookie-safe characters only", () => {
    const items = [item(1, "पीतल का दीया ₹"), item(2)];
    const value = encodeCart(items);
    expect(value).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCart(value)).toEqual(items);
    expect(cartCookieString(items)).toBe(`mandi_cart=${value}; Path=/; Max-Age=2592000; SameSite=Lax`);
  });

  it("reads anything else as an empty cart, and drops entries that point photos off the site", () => {
    expect(decodeCart(undefined)).toEqual([]);
    expect(decodeCart("%%%")).toEqual([]);
    expect(decodeCart(encodeCart([]))).toEqual([]);
    const offSite = { ...item(3), product: { id: "3", title: "Rug", image: "https://evil.example/x.png" } };
    expect(decodeCart(encodeCart([offSite, item(4)]))).toEqual([item(4)]);
  });

  it("says when a cart no longer fits in its cookie", () => {
    const items: CartItem[] = [];
    while (fitsCartCookie(items)) items.push(item(items.length + 1));
    expect(encodeCart(items).length).toBeGreaterThan(CART_COOKIE_MAX_CHARS);
    expect(items.length).toBeGreaterThan(8);
  });
});

import { type CartItem, parseCart } from "./cart";

/**
 * The cart travels in a cookie, so the server can draw the cart page and answer "Add to cart" as a plain form
 * before (or without) the page's scripts. The value is the cart's JSON in base64url (cookie-safe, UTF-8 titles).
 */
export const CART_COOKIE = "mandi_cart";
export const CART_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 30;
/** Browsers keep about 4 KB per cookie, name and attributes included: a bigger cart is refused, not cut. */
export const CART_COOKIE_MAX_CHARS = 3_600;

export const CART_FULL_MESSAGE = {
  title: "Your cart is full",
  description: "Remove an item from your cart to add another.",
} as const;

export function encodeCart(items: readonly CartItem[]): string {
  const bytes = new TextEncoder().encode(JSON.stringify(items));
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary)
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/={1,2}$/, "");
}

/** Anything that is not a cart written by `encodeCart` reads as an empty cart (item by item, see parseCart). */
export function decodeCart(value: string | null | undefined): CartItem[] {
  if (!value) return [];
  try {
    const binary = atob(value.replace(/-/g, "+").replace(/_/g, "/"));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return parseCart(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    return [];
  }
}

/** False when the cart would no longer fit in its cookie. */
export function fitsCartCookie(items: readonly CartItem[]): boolean {
  return encodeCart(items).length <= CART_COOKIE_MAX_CHARS;
}

/** The cookie's attributes, shared by the server's Set-Cookie and the browser's document.cookie. */
export function cartCookieString(items: readonly CartItem[]): string {
  return `${CART_COOKIE}=${encodeCart(items)}; Path=/; Max-Age=${CART_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}

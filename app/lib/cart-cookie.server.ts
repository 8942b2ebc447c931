import { readCookie } from "~/web/cookies.server";
import type { CartItem } from "./cart";
import { CART_COOKIE, cartCookieString, decodeCart } from "./cart-cookie";

/** The cart the browser sent (its cookie); empty when there is none or it cannot be read. */
export function readCart(request: Request): CartItem[] {
  return decodeCart(readCookie(request, CART_COOKIE));
}

export function cartCookieHeader(items: readonly CartItem[]): string {
  return cartCookieString(items);
}

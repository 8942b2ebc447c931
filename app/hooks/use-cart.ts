import { useSyncExternalStore } from "react";
import {
  addToCart,
  CART_STORAGE_KEY,
  type CartItem,
  type CartProduct,
  type CartResult,
  type CartVariant,
  cartCount,
  cartTotalInCents,
  parseCart,
  removeFromCart,
  updateCartQuantity,
} from "~/app/lib/cart";
import {
  CART_COOKIE,
  CART_FULL_MESSAGE,
  cartCookieString,
  decodeCart,
  fitsCartCookie,
} from "~/app/lib/cart-cookie";

const EMPTY_CART: CartItem[] = [];
const listeners = new Set<() => void>();
let cachedKey: string | undefined;
let cachedItems: CartItem[] = EMPTY_CART;

function cookieValue(): string | undefined {
  for (const part of document.cookie.split(";")) {
    const eq = part.indexOf("=");
    if (eq !== -1 && part.slice(0, eq).trim() === CART_COOKIE) return part.slice(eq + 1).trim();
  }
  return undefined;
}

function storedJson(): string | null {
  try {
    return window.localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The cookie is the cart (the server reads and changes it too); local storage keeps a copy, which is read only
 * when the cookie is gone (expired, or a cart from before the cookie).
 */
function get(): CartItem[] {
  if (typeof document === "undefined") return EMPTY_CART;
  const cookie = cookieValue();
  const key = cookie !== undefined ? `c:${cookie}` : `s:${storedJson()}`;
  if (key !== cachedKey) {
    cachedKey = key;
    cachedItems = cookie !== undefined ? decodeCart(cookie) : parseCart(storedJson());
  }
  return cachedItems;
}

function set(items: CartItem[]) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is async and missing from Firefox before 140; this value is built by cartCookieString
  document.cookie = cartCookieString(items);
  try {
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
  } catch {
    // Storage unavailable or full: the cookie still holds the cart.
  }
  for (const listener of listeners) listener();
}

/** Other tabs write the storage copy; a page shown again may have a cart the server changed meanwhile. */
function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === CART_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  window.addEventListener("pageshow", listener);
  window.addEventListener("focus", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
    window.removeEventListener("pageshow", listener);
    window.removeEventListener("focus", listener);
  };
}

/** A refused change says why in a toast's words. */
export type CartChange = { ok: true } | { ok: false; title: string; description: string };

function apply(result: CartResult): CartChange {
  if (!result.ok) return { ok: false, title: "Not enough stock", description: result.message };
  if (!fitsCartCookie(result.items)) return { ok: false, ...CART_FULL_MESSAGE };
  set(result.items);
  return { ok: true };
}

/**
 * The cart of this browser, shared by the header badge, the panel, the cart page and the store. `serverItems`
 * is what the server drew from the cookie (the cart page), so hydration starts from the same cart.
 */
export function useCart(serverItems: CartItem[] = EMPTY_CART) {
  const items = useSyncExternalStore(subscribe, get, () => serverItems);
  return {
    items,
    count: cartCount(items),
    totalInCents: cartTotalInCents(items),
    add: (product: CartProduct, variant: CartVariant, quantity = 1) =>
      apply(addToCart(get(), product, variant, quantity)),
    updateQuantity: (variantId: string, quantity: number) =>
      apply(updateCartQuantity(get(), variantId, quantity)),
    remove: (variantId: string) => set(removeFromCart(get(), variantId)),
    clear: () => set([]),
  };
}

export const CART_STORAGE_KEY = "mandi-cart";

export interface CartProduct {
  id: string;
  title: string;
  image?: string | undefined;
}

export interface CartVariant {
  id: string;
  title: string;
  manage_inventory: boolean;
  inventory_quantity?: number | undefined;
  price_in_cents: number;
  sale_price_in_cents?: number | null | undefined;
}

export interface CartItem {
  product: CartProduct;
  variant: CartVariant;
  quantity: number;
}

export type CartResult = { ok: true; items: CartItem[] } | { ok: false; message: string };

function stockError(product: CartProduct, variant: CartVariant): string {
  return `Not enough stock for ${product.title} (${variant.title}). Only ${variant.inventory_quantity ?? 0} left.`;
}

function exceedsStock(variant: CartVariant, quantity: number): boolean {
  return variant.manage_inventory && quantity > (variant.inventory_quantity ?? 0);
}

/** Adding a variant already in the cart raises its quantity; more than the stock on hand is rejected. */
export function addToCart(
  items: readonly CartItem[],
  product: CartProduct,
  variant: CartVariant,
  quantity = 1,
): CartResult {
  if (!Number.isInteger(quantity) || quantity < 1) return { ok: true, items: [...items] };
  const existing = items.find((item) => item.variant.id === variant.id);
  const wanted = (existing?.quantity ?? 0) + quantity;
  if (exceedsStock(variant, wanted)) return { ok: false, message: stockError(product, variant) };
  if (!existing) return { ok: true, items: [...items, { product, variant, quantity }] };
  return {
    ok: true,
    items: items.map((item) => (item.variant.id === variant.id ? { ...item, quantity: wanted } : item)),
  };
}

/** Sets a quantity; zero or less removes the item, beyond the stock on hand is rejected. */
export function updateCartQuantity(
  items: readonly CartItem[],
  variantId: string,
  quantity: number,
): CartResult {
  if (quantity < 1) return { ok: true, items: removeFromCart(items, variantId) };
  const existing = items.find((item) => item.variant.id === variantId);
  if (!existing) return { ok: true, items: [...items] };
  if (exceedsStock(existing.variant, quantity)) {
    return { ok: false, message: stockError(existing.product, existing.variant) };
  }
  return {
    ok: true,
    items: items.map((item) =>
      item.variant.id === variantId ? { ...item, quantity: Math.floor(quantity) } : item,
    ),
  };
}

export function removeFromCart(items: readonly CartItem[], variantId: string): CartItem[] {
  return items.filter((item) => item.variant.id !== variantId);
}

export function cartCount(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

export function unitPriceInCents(variant: CartVariant): number {
  return variant.sale_price_in_cents ?? variant.price_in_cents;
}

export function cartTotalInCents(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + unitPriceInCents(item.variant) * item.quantity, 0);
}

const rupees = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  maximumFractionDigits: 0,
});

export function formatCents(cents: number): string {
  return rupees.format(cents / 100);
}

/** A photo of this site (the cart is also read back from a cookie, which must not point the page elsewhere). */
function isLocalPath(value: unknown): boolean {
  return (
    typeof value === "string" && value.startsWith("/") && !value.startsWith("//") && !value.includes("\\")
  );
}

function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== "object" || value === null) return false;
  const { product, variant, quantity } = value as Record<string, unknown>;
  if (typeof product !== "object" || product === null || typeof variant !== "object" || variant === null) {
    return false;
  }
  const p = product as Record<string, unknown>;
  const v = variant as Record<string, unknown>;
  return (
    typeof p.id === "string" &&
    typeof p.title === "string" &&
    (p.image === undefined || isLocalPath(p.image)) &&
    typeof v.id === "string" &&
    typeof v.title === "string" &&
    typeof v.manage_inventory === "boolean" &&
    typeof v.price_in_cents === "number" &&
    typeof quantity === "number" &&
    Number.isInteger(quantity) &&
    quantity > 0
  );
}

/** Whatever is stored is checked item by item: a broken entry is dropped, never trusted. */
export function parseCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isCartItem) : [];
  } catch {
    return [];
  }
}

import { describe, expect, it } from "vitest";
import {
  addToCart,
  type CartItem,
  type CartVariant,
  cartCount,
  cartTotalInCents,
  formatCents,
  parseCart,
  removeFromCart,
  updateCartQuantity,
} from "./cart";

const shirt = { id: "p1", title: "Cotton Shirt" };
const mug = { id: "p2", title: "Clay Mug", image: "/media/mug.webp" };
const small: CartVariant = {
  id: "v1",
  title: "Small",
  manage_inventory: true,
  inventory_quantity: 3,
  price_in_cents: 50_000,
  sale_price_in_cents: 45_000,
};
const unlimited: CartVariant = {
  id: "v2",
  title: "Default",
  manage_inventory: false,
  price_in_cents: 12_345_600,
};

function itemsOf(result: ReturnType<typeof addToCart>): CartItem[] {
  if (!result.ok) throw new Error(result.message);
  return result.items;
}

describe("cart", () => {
  it("adds a new item and merges quantities of the same variant", () => {
    let items = itemsOf(addToCart([], shirt, small, 1));
    items = itemsOf(addToCart(items, shirt, small, 2));
    items = itemsOf(addToCart(items, mug, unlimited));
    expect(items.map((i) => [i.variant.id, i.quantity])).toEqual([
      ["v1", 3],
      ["v2", 1],
    ]);
  });

  it("rejects an add beyond the stock of an inventory-managed variant", () => {
    const items = itemsOf(addToCart([], shirt, small, 2));
    const result = addToCart(items, shirt, small, 2);
    expect(result).toEqual({ ok: false, message: "Not enough stock for Cotton Shirt (Small). Only 3 left." });
    expect(addToCart([], shirt, { ...small, inventory_quantity: undefined }, 1).ok).toBe(false);
  });

  it("never limits a variant that does not manage inventory", () => {
    expect(itemsOf(addToCart([], mug, unlimited, 500))[0]?.quantity).toBe(500);
  });

  it("updates a quantity, removes at zero, and refuses more than the stock", () => {
    const items = itemsOf(addToCart(itemsOf(addToCart([], shirt, small)), mug, unlimited));
    expect(itemsOf(updateCartQuantity(items, "v1", 3))[0]?.quantity).toBe(3);
    expect(updateCartQuantity(items, "v1", 4).ok).toBe(false);
    expect(itemsOf(updateCartQuantity(items, "v1", 0)).map((i) => i.variant.id)).toEqual(["v2"]);
  });

  it("removes by variant id", () => {
    const items = itemsOf(addToCart(itemsOf(addToCart([], shirt, small)), mug, unlimited));
    expect(removeFromCart(items, "v2").map((i) => i.variant.id)).toEqual(["v1"]);
    expect(removeFromCart(items, "missing")).toHaveLength(2);
  });

  it("counts quantities and totals sale price (or price) times quantity", () => {
    const items = itemsOf(addToCart(itemsOf(addToCart([], shirt, small, 2)), mug, unlimited, 1));
    expect(cartCount(items)).toBe(3);
    expect(cartTotalInCents(items)).toBe(2 * 45_000 + 12_345_600);
    expect(formatCents(cartTotalInCents(items))).toBe("₹1,24,356");
    expect(formatCents(0)).toBe("₹0");
  });

  it("drops anything malformed read back from storage", () => {
    const good = { product: shirt, variant: small, quantity: 1 };
    const raw = JSON.stringify([good, { product: shirt, variant: small, quantity: -1 }, { nope: true }, "x"]);
    expect(parseCart(raw)).toEqual([good]);
    expect(parseCart("{broken")).toEqual([]);
    expect(parseCart(null)).toEqual([]);
  });
});

import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { categoryIconName } from "~/domain/catalog/category-icons";
import { CATEGORY_ICONS, SHELL_ICONS } from "./icon-names";

const sprite = readFileSync(path.resolve(import.meta.dirname, "icon-sprite.svg"), "utf8");
const symbols = new Set(
  [...sprite.matchAll(/<symbol id="([a-z0-9-]+)" viewBox="0 0 24 24">/g)].map((m) => m[1]),
);

describe("icons", () => {
  it("has a category icon for every name the seed may use", () => {
    expect(CATEGORY_ICONS.length).toBeGreaterThan(80);
    const missing = CATEGORY_ICONS.filter((name) => name !== "tag" && categoryIconName(name) === "tag");
    expect(missing).toEqual([]);
  });

  it("falls back to the tag icon", () => {
    expect(categoryIconName("no-such-icon")).toBe("tag");
    expect(categoryIconName("constructor")).toBe("tag");
  });

  it("draws every listed icon in the sprite (else run scripts/generate-icon-sprite.ts)", () => {
    const missing = [...SHELL_ICONS, ...CATEGORY_ICONS].filter((name) => !symbols.has(name));
    expect(missing).toEqual([]);
    expect(sprite).toMatch(/<symbol id="car" viewBox="0 0 24 24"><path d="M19 17h2c\.6 0 1-\.4 1-1v-3/);
  });
});

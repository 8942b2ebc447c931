import { readFileSync } from "node:fs";
import path from "node:path";
import { Tag } from "lucide-react";
import { describe, expect, it } from "vitest";
import { categoryIcon } from "./category-icon";

// Read as text: app/ may not import db/, but the seed's icon list is the contract this map must cover.
const seedIcons = readFileSync(path.resolve(import.meta.dirname, "../../../db/seed/icons.ts"), "utf8");
const names = [...seedIcons.matchAll(/^\s+"([a-z0-9-]+)",$/gm)].map((m) => m[1] ?? "");

describe("category icons", () => {
  it("has an icon for every name the seed may use", () => {
    expect(names.length).toBeGreaterThan(80);
    const missing = names.filter((name) => name !== "tag" && categoryIcon(name) === Tag);
    expect(missing).toEqual([]);
  });

  it("falls back to the tag icon", () => {
    expect(categoryIcon("no-such-icon")).toBe(Tag);
    expect(categoryIcon("constructor")).toBe(Tag);
  });
});

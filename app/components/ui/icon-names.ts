import { CATEGORY_ICONS } from "~/domain/catalog/category-icons";

// The icons of the static sprite (icon-sprite.svg, made by scripts/generate-icon-sprite.ts from lucide's data).
// Adding a name here or in CATEGORY_ICONS needs a re-run of that script; icon.test.ts checks the sprite.

/** The shell's icons: header, menus, cards, pager, toasts. */
export const SHELL_ICONS = [
  "bell",
  "bookmark",
  "chevron-down",
  "chevron-left",
  "chevron-right",
  "circle-help",
  "clock",
  "heart",
  "house",
  "image-off",
  "languages",
  "layout-list",
  "map-pin",
  "menu",
  "message-circle",
  "plus",
  "search",
  "shopping-cart",
  "smartphone",
  "store",
  "trending-up",
  "user-round",
  "x",
] as const;

/** Every icon name the catalogue may store; anything else shows the tag icon. */
export { CATEGORY_ICONS };

export type IconName = (typeof SHELL_ICONS)[number] | (typeof CATEGORY_ICONS)[number];

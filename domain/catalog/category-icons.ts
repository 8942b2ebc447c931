// The icon names a category or subcategory may store: the seed's list, shared with the web app's icon sprite
// (app/components/ui/icon-names.ts), so the two cannot drift apart.
import { ICON_NAMES } from "~/db/category-icon-names";

export { ICON_NAMES as CATEGORY_ICONS };

const drawn: ReadonlySet<string> = new Set(ICON_NAMES);

/**
 * The sprite name of a category's stored icon; anything the sprite lacks shows the tag icon. Applied on the server
 * when the tree is read, so the pages' JavaScript need not carry the list of names.
 */
export function categoryIconName(name: string): string {
  return drawn.has(name) ? name : "tag";
}

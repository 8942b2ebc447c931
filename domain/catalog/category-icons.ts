// The icon names a category or subcategory may store: the seed's list, shared with the web app's icon sprite
// (app/components/ui/icon-names.ts), so the two cannot drift apart.
export { ICON_NAMES as CATEGORY_ICONS } from "~/db/seed/icons";

import type { IconName } from "../category-icon-names";

/** A subcategory as [name, icon, Hindi name]; its slug is derived from the (English) name. */
export type SubcategorySeed = readonly [name: string, icon: IconName, nameHi: string];

export interface CategorySeed {
  name: string;
  /** The name shown on Hindi pages (categories.name_hi). */
  nameHi: string;
  icon: IconName;
  /** Placeholder of the title field when posting an ad in this category. */
  titlePlaceholder: string;
  /** The same in Hindi (categories.title_placeholder_hi). */
  titlePlaceholderHi: string;
  /** In display order; most lists end with "Other …". */
  subcategories: readonly SubcategorySeed[];
}

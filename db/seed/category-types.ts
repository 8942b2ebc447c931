import type { IconName } from "./icons";

/** A subcategory as [name, icon]; its slug is derived from the name. */
export type SubcategorySeed = readonly [name: string, icon: IconName];

export interface CategorySeed {
  name: string;
  icon: IconName;
  /** Placeholder of the title field when posting an ad in this category. */
  titlePlaceholder: string;
  /** In display order; most lists end with "Other …". */
  subcategories: readonly SubcategorySeed[];
}

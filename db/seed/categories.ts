import { homeCategories } from "./categories-home";
import { lifestyleCategories } from "./categories-lifestyle";
import { vehicleCategories } from "./categories-vehicles";
import { workCategories } from "./categories-work";
import type { CategorySeed } from "./category-types";

/**
 * The 19 categories (Books and Sports & Hobbies as two entries), subcategory lists modelled on OLX India, sorted
 * by name: their position is their sortOrder.
 */
export const CATEGORIES: readonly CategorySeed[] = [
  ...vehicleCategories,
  ...homeCategories,
  ...lifestyleCategories,
  ...workCategories,
].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));

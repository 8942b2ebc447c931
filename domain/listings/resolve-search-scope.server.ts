import { and, eq, sql } from "drizzle-orm";
import { categories, cities, subcategories } from "~/db/schema";
import { AppError } from "../shared/app-error";
import { localText } from "../shared/local-text";
import type { Services } from "../shared/services";
import type { ListingSearchInput } from "./listings-schemas";

export interface SearchScope {
  category: { id: number; name: string; slug: string } | null;
  subcategory: { id: number; name: string; slug: string } | null;
  /** The city's name as listings store it, when the requested city is a known one. */
  city: string | null;
}

/** Category and subcategory slugs to rows (unknown → NOT_FOUND) and a city name to its stored spelling. */
export async function resolveSearchScope(
  { db }: Pick<Services, "db">,
  input: Pick<ListingSearchInput, "category" | "subcategory" | "city">,
): Promise<SearchScope> {
  if (input.subcategory && !input.category) {
    throw new AppError("VALIDATION", "server_listings_category_for_sub", undefined, { field: "subcategory" });
  }
  const [category, city] = await Promise.all([
    input.category
      ? db
          .select({
            id: categories.id,
            name: localText(categories.name, categories.nameHi),
            slug: categories.slug,
          })
          .from(categories)
          .where(eq(categories.slug, input.category))
          .then((rows) => rows[0])
      : undefined,
    input.city
      ? db
          .select({ name: cities.name })
          .from(cities)
          .where(sql`lower(${cities.name}) = lower(${input.city})`)
          .limit(1)
          .then((rows) => rows[0]?.name)
      : undefined,
  ]);
  if (input.category && !category) throw new AppError("NOT_FOUND", "server_listings_category_not_found");

  let subcategory: SearchScope["subcategory"] = null;
  if (category && input.subcategory) {
    const [row] = await db
      .select({
        id: subcategories.id,
        name: localText(subcategories.name, subcategories.nameHi),
        slug: subcategories.slug,
      })
      .from(subcategories)
      .where(and(eq(subcategories.categoryId, category.id), eq(subcategories.slug, input.subcategory)));
    if (!row) throw new AppError("NOT_FOUND", "server_listings_subcategory_not_found");
    subcategory = row;
  }
  return { category: category ?? null, subcategory, city: city ?? null };
}

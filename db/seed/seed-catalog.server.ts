import type { Db } from "../client.server";
import { categories, subcategories } from "../schema";
import { CATEGORIES } from "./categories";
import { isEmpty } from "./is-empty";
import { slugify } from "./slugify";

/** Inserts the category tree where it is missing; returns how many rows went in. */
export async function seedCatalog(db: Db): Promise<{ categories: number; subcategories: number }> {
  let insertedCategories = 0;
  if (await isEmpty(db, categories)) {
    const rows = await db
      .insert(categories)
      .values(
        CATEGORIES.map((c, index) => ({
          name: c.name,
          nameHi: c.nameHi,
          slug: slugify(c.name),
          icon: c.icon,
          titlePlaceholder: c.titlePlaceholder,
          titlePlaceholderHi: c.titlePlaceholderHi,
          sortOrder: index,
        })),
      )
      .returning({ id: categories.id });
    insertedCategories = rows.length;
  }

  let insertedSubcategories = 0;
  if (await isEmpty(db, subcategories)) {
    const existing = await db.select({ id: categories.id, slug: categories.slug }).from(categories);
    const idBySlug = new Map(existing.map((c) => [c.slug, c.id]));
    const values = CATEGORIES.flatMap((c) => {
      const categoryId = idBySlug.get(slugify(c.name));
      if (categoryId === undefined) return [];
      return c.subcategories.map(([name, icon, nameHi], index) => ({
        categoryId,
        name,
        nameHi,
        slug: slugify(name),
        icon,
        sortOrder: index,
      }));
    });
    if (values.length > 0) {
      const rows = await db.insert(subcategories).values(values).returning({ id: subcategories.id });
      insertedSubcategories = rows.length;
    }
  }
  return { categories: insertedCategories, subcategories: insertedSubcategories };
}

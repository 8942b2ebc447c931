import { asc } from "drizzle-orm";
import { categories, subcategories } from "~/db/schema";
import type { Services } from "../shared/services";

export interface SubcategoryView {
  id: number;
  name: string;
  slug: string;
  icon: string;
}

export interface CategoryView {
  id: number;
  name: string;
  slug: string;
  icon: string;
  titlePlaceholder: string;
  subcategories: SubcategoryView[];
}

/** The whole category tree in display order; small (19 categories) and read on every page. */
export async function listCategories({ db }: Pick<Services, "db">): Promise<CategoryView[]> {
  const [cats, subs] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.name)),
    db.select().from(subcategories).orderBy(asc(subcategories.sortOrder), asc(subcategories.id)),
  ]);
  const byCategory = new Map<number, SubcategoryView[]>();
  for (const s of subs) {
    const list = byCategory.get(s.categoryId) ?? [];
    list.push({ id: s.id, name: s.name, slug: s.slug, icon: s.icon });
    byCategory.set(s.categoryId, list);
  }
  return cats.map((c) => ({
    id: c.id,
    name: c.name,
    slug: c.slug,
    icon: c.icon,
    titlePlaceholder: c.titlePlaceholder,
    subcategories: byCategory.get(c.id) ?? [],
  }));
}

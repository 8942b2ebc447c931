import { asc } from "drizzle-orm";
import { categories, subcategories } from "~/db/schema";
import { keptPerDatabase } from "../shared/kept-per-database.server";
import { type Locale, requestLocale } from "../shared/locale";
import type { Services } from "../shared/services";
import { categoryIconName } from "./category-icons";

export interface SubcategoryView {
  id: number;
  name: string;
  slug: string;
  /** A name the icon sprite draws (unknown stored names become "tag"). */
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

/**
 * A category as the menus of every page name it: what the root loader sends (issue 13). The subcategories and the
 * title placeholder travel only to the pages that show them (results, sell, site map) and to the menus' panels,
 * which ask GET /api/v1/categories when first opened.
 */
export type CategoryLinkView = Pick<CategoryView, "id" | "name" | "slug" | "icon">;

type Db = Services["db"];

const categoryTrees = keptPerDatabase(readCategories);

/**
 * The whole category tree in display order, its names in the request's language (the Hindi name where there is
 * one; slugs never change). Every page shows it and only the seed writes it, so it is read once per database and
 * kept, one tree per language (domain/shared/kept-per-database.server.ts): a request maps nothing.
 */
export async function listCategories({ db }: Pick<Services, "db">): Promise<CategoryView[]> {
  const locale = requestLocale();
  return (await categoryTrees.get(db))[locale];
}

/** Every category without its subcategories, in display order and the request's language (see CategoryLinkView). */
export async function listCategoryLinks(services: Pick<Services, "db">): Promise<CategoryLinkView[]> {
  const tree = await listCategories(services);
  let links = linksByTree.get(tree);
  if (!links) {
    links = tree.map(({ id, name, slug, icon }) => ({ id, name, slug, icon }));
    linksByTree.set(tree, links);
  }
  return links;
}

/** Mapped once per kept tree (one per language and database), and forgotten with it. */
const linksByTree = new WeakMap<CategoryView[], CategoryLinkView[]>();

/** Drops the kept tree of a database, so the next read sees what a reseed wrote. */
export function forgetCategories(db: Db): void {
  categoryTrees.forget(db);
}

async function readCategories(db: Db): Promise<Record<Locale, CategoryView[]>> {
  const [cats, subs] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.name)),
    db.select().from(subcategories).orderBy(asc(subcategories.sortOrder), asc(subcategories.id)),
  ]);
  const tree = (locale: Locale): CategoryView[] => {
    const named = (row: { name: string; nameHi: string | null }) =>
      locale === "hi" && row.nameHi ? row.nameHi : row.name;
    const byCategory = new Map<number, SubcategoryView[]>();
    for (const s of subs) {
      const list = byCategory.get(s.categoryId) ?? [];
      list.push({ id: s.id, name: named(s), slug: s.slug, icon: categoryIconName(s.icon) });
      byCategory.set(s.categoryId, list);
    }
    return cats.map((c) => ({
      id: c.id,
      name: named(c),
      slug: c.slug,
      icon: categoryIconName(c.icon),
      titlePlaceholder: (locale === "hi" && c.titlePlaceholderHi) || c.titlePlaceholder,
      subcategories: byCategory.get(c.id) ?? [],
    }));
  };
  return { en: tree("en"), hi: tree("hi") };
}

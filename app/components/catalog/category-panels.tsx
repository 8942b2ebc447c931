import { use, useEffect } from "react";
import { Link } from "react-router";
import type {
  CategoryLinkView,
  CategoryView,
  SubcategoryView,
} from "~/domain/catalog/list-categories.server";
import { m } from "~/i18n/paraglide/messages";
import { CategoryIcon } from "./category-icon";
import { categoryHref } from "./category-links";

/**
 * The subcategories of every category, asked of GET /api/v1/categories once a visit (in the page's language) when
 * this code is first fetched: pages carry only the categories' names (app/root.tsx). Null when the request
 * failed; the menus then show each category's own link.
 */
let tree: { lang: string; request: Promise<CategoryView[] | null> } | undefined;
const CATEGORY_TREE_TIMEOUT_MS = 10_000;

function categoryTree(): Promise<CategoryView[] | null> {
  const lang = document.documentElement.lang;
  if (tree?.lang !== lang) {
    // Bounded like every call Mandi makes: on a stalled connection the menu shows each category's own link.
    const request = fetch("/api/v1/categories", {
      headers: { accept: "application/json" },
      signal: AbortSignal.timeout(CATEGORY_TREE_TIMEOUT_MS),
    })
      .then((res) => (res.ok ? (res.json() as Promise<{ categories: CategoryView[] }>) : null))
      .then((body) => body?.categories ?? null)
      .catch(() => null);
    const asked = { lang, request };
    tree = asked;
    // A failed request is asked again by a menu opened half a minute later, not by the render it resolves (which
    // would ask again at once, and again, while the network is down).
    void request.then((categories) => {
      if (categories === null)
        setTimeout(() => {
          if (tree === asked) tree = undefined;
        }, 30_000);
    });
  }
  return tree.request;
}

if (typeof document !== "undefined") void categoryTree();

function useSubcategories(category: CategoryLinkView): readonly SubcategoryView[] {
  const categories = use(categoryTree());
  return categories?.find((c) => c.id === category.id)?.subcategories ?? [];
}

/**
 * The contents of the category bar's menus, fetched when a menu is first pointed at, focused or opened (see
 * all-categories-menu.tsx and category-hover-menu.tsx). `onLinksReady` runs once the links exist, so a menu the
 * keyboard opened before this code had arrived still lands on its first link.
 */
function useLinksReady(onLinksReady: () => void) {
  useEffect(() => onLinksReady(), [onLinksReady]);
}

export function AllCategoriesPanel({
  categories,
  panelId,
  onLinksReady,
}: {
  categories: readonly CategoryLinkView[];
  panelId: string;
  onLinksReady: () => void;
}) {
  useLinksReady(onLinksReady);
  return (
    <>
      {categories.length === 0 ? (
        <p className="text-sm text-slate-600">{m.browse_catalog_no_categories()}</p>
      ) : (
        <ul className="grid gap-x-6 gap-y-6 sm:grid-cols-2 lg:grid-cols-4">
          {categories.map((category) => (
            <li key={category.id}>
              <p id={`${panelId}-${category.id}`} className="flex items-center gap-2 text-sm font-bold">
                <CategoryIcon name={category.icon} size={18} />
                {category.name}
              </p>
              <ul
                aria-labelledby={`${panelId}-${category.id}`}
                className="mt-2 space-y-0.5 border-l border-slate-200 pl-3"
              >
                <SubcategoryItems category={category} />
              </ul>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export function SubcategoryPanel({
  category,
  onLinksReady,
}: {
  category: CategoryLinkView;
  onLinksReady: () => void;
}) {
  useLinksReady(onLinksReady);
  return (
    <ul aria-label={m.browse_catalog_subcategories({ category: category.name })}>
      <SubcategoryItems category={category} />
    </ul>
  );
}

function MenuLink({ href, icon, children }: { href: string; icon: string; children: string[] | string }) {
  return (
    <Link
      to={href}
      className="flex min-h-8 items-center gap-2 rounded px-2 py-1 text-sm text-slate-700 hover:bg-surface hover:text-brand focus-visible:bg-surface focus-visible:outline-2 focus-visible:outline-brand"
    >
      <CategoryIcon name={icon} size={16} className="shrink-0 text-slate-500" />
      <span>{children}</span>
    </Link>
  );
}

/** "All {category}" and then each subcategory, as the items of a list. */
function SubcategoryItems({ category }: { category: CategoryLinkView }) {
  const subcategories = useSubcategories(category);
  return (
    <>
      <li>
        <MenuLink href={categoryHref(category.slug)} icon={category.icon}>
          {m.browse_catalog_all_in_category({ category: category.name })}
        </MenuLink>
      </li>
      {subcategories.map((sub) => (
        <li key={sub.id}>
          <MenuLink href={categoryHref(category.slug, sub.slug)} icon={sub.icon}>
            {sub.name}
          </MenuLink>
        </li>
      ))}
    </>
  );
}

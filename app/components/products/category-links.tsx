import { AppLink } from "~/app/components/ui/app-link";
import type { CategoryLinkView, SubcategoryView } from "~/domain/catalog/list-categories.server";
import { m } from "~/i18n/paraglide/messages";
import { type ProductsQuery, productsPath, productsSearch } from "./products-url";

const linkClass = (current: boolean) =>
  `flex min-h-11 items-center rounded px-2 text-sm hover:bg-surface ${current ? "font-bold text-brand" : "text-slate-700"}`;

/** Category and subcategory choices; the other filters travel along, the page starts again at 1. */
export function CategoryLinks({
  categories,
  subcategories,
  category,
  subcategory,
  query,
  id,
}: {
  id?: string | undefined;
  categories: readonly CategoryLinkView[];
  subcategories: readonly SubcategoryView[];
  category: string | null;
  subcategory: string | null;
  query: ProductsQuery;
}) {
  const search = productsSearch(query);
  return (
    <nav id={id} aria-label={m.browse_products_filter_by_category()} className="scroll-mt-4">
      <h2 className="mb-2 font-semibold">{m.browse_products_categories()}</h2>
      <ul className="flex flex-col">
        <li>
          <AppLink
            to={`/products${search}`}
            className={linkClass(!category)}
            aria-current={!category ? "page" : undefined}
          >
            {m.browse_products_all_categories()}
          </AppLink>
        </li>
        {categories.map((c) => (
          <li key={c.id}>
            <AppLink
              to={`${productsPath(c.slug)}${search}`}
              className={linkClass(c.slug === category && !subcategory)}
              aria-current={c.slug === category && !subcategory ? "page" : undefined}
            >
              {c.name}
            </AppLink>
            {c.slug === category ? (
              <ul className="ml-3 border-l border-slate-200 pl-2">
                {subcategories.map((s) => (
                  <li key={s.id}>
                    <AppLink
                      to={`${productsPath(c.slug, s.slug)}${search}`}
                      className={linkClass(s.slug === subcategory)}
                      aria-current={s.slug === subcategory ? "page" : undefined}
                    >
                      {s.name}
                    </AppLink>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}

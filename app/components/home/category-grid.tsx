import { Link } from "react-router";
import { CategoryIcon } from "~/app/components/catalog/category-icon";
import type { CategoryLinkView } from "~/domain/catalog/list-categories.server";
import { m } from "~/i18n/paraglide/messages";

/** The home page's all-categories grid; "Browse Categories" links land here (#categories). */
export function CategoryGrid({ categories }: { categories: CategoryLinkView[] }) {
  return (
    <section id="categories" aria-labelledby="categories-heading" className="scroll-mt-24">
      <h2 id="categories-heading" className="mb-3 text-xl font-bold">
        {m.shell_home_all_categories()}
      </h2>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 md:grid-cols-6 lg:grid-cols-7">
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              to={`/products/${category.slug}`}
              className="flex h-full flex-col items-center gap-2 rounded-lg bg-white p-3 text-center text-sm font-medium shadow-sm hover:bg-brand-light/20 focus-visible:outline-2 focus-visible:outline-brand"
            >
              <span className="flex size-12 items-center justify-center rounded-full bg-surface text-brand">
                <CategoryIcon name={category.icon} className="size-6" />
              </span>
              <span className="leading-tight">{category.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

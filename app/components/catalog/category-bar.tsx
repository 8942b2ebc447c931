import type { CategoryLinkView } from "~/domain/catalog/list-categories.server";
import { m } from "~/i18n/paraglide/messages";
import { AllCategoriesMenu } from "./all-categories-menu";
import { CategoryHoverMenu } from "./category-hover-menu";
import { topCategories } from "./category-links";

/** The bar under the header (not on the store theme): all categories, then the first five by name on wide screens. */
export function CategoryBar({ categories }: { categories: readonly CategoryLinkView[] }) {
  return (
    <nav
      aria-label={m.browse_catalog_categories()}
      className="h-12 border-b border-slate-200 bg-white text-brand"
    >
      <div className="relative mx-auto flex h-full max-w-7xl items-center gap-4 px-3 sm:px-4">
        <AllCategoriesMenu categories={categories} />
        <ul className="hidden items-center gap-3 lg:flex">
          {topCategories(categories).map((category) => (
            <CategoryHoverMenu key={category.id} category={category} />
          ))}
        </ul>
      </div>
    </nav>
  );
}

import { ChevronLeft, ChevronRight } from "lucide-react";
import { CategoryIcon } from "~/app/components/catalog/category-icon";
import type { CategoryView } from "~/domain/catalog/list-categories.server";
import { localizeText } from "~/i18n/domain-text";
import { m } from "~/i18n/paraglide/messages";
import { intentValue } from "./ad-wizard";

const choiceClass =
  "flex min-h-14 w-full items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-left hover:border-brand " +
  "hover:bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";

/** Step before the steps: every category with its icon and an example title. */
export function CategoryPicker({ categories }: { categories: CategoryView[] }) {
  return (
    <section aria-labelledby="sell-heading">
      <h2 id="sell-heading" tabIndex={-1} className="text-xl font-bold outline-none">
        {m.sell_category_heading()}
      </h2>
      <ul className="mt-4 grid grid-cols-1 gap-2 sm:grid-cols-2">
        {categories.map((category) => (
          <li key={category.slug}>
            <button
              type="submit"
              name="intent"
              value={intentValue({ type: "category", slug: category.slug })}
              className={choiceClass}
            >
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-surface text-brand">
                <CategoryIcon name={category.icon} size={22} />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-brand">{category.name}</span>
                <span className="block truncate text-sm text-slate-600">
                  {localizeText(category.titlePlaceholder)}
                </span>
              </span>
              <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Then one of its subcategories; Back returns to the categories. */
export function SubcategoryPicker({ category }: { category: CategoryView }) {
  return (
    <section aria-labelledby="sell-heading">
      <div className="flex items-center gap-2">
        <button
          type="submit"
          name="intent"
          value="back"
          className="inline-flex size-11 items-center justify-center rounded-full hover:bg-surface focus-visible:outline-2 focus-visible:outline-brand"
          aria-label={m.sell_category_back()}
        >
          <ChevronLeft aria-hidden="true" className="size-6" />
        </button>
        <h2 id="sell-heading" tabIndex={-1} className="text-xl font-bold outline-none">
          {m.sell_subcategory_heading({ category: category.name })}
        </h2>
      </div>
      <ul className="mt-4 grid grid-cols-1 gap-2 sm:grid-cols-2">
        {category.subcategories.map((sub) => (
          <li key={sub.slug}>
            <button
              type="submit"
              name="intent"
              value={intentValue({ type: "subcategory", slug: sub.slug })}
              className={choiceClass}
            >
              <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-surface text-brand">
                <CategoryIcon name={sub.icon} size={20} />
              </span>
              <span className="min-w-0 flex-1 font-semibold text-brand">{sub.name}</span>
              <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

import type { CategoryLinkView, SubcategoryView } from "~/domain/catalog/list-categories.server";
import { CategoryLinks } from "./category-links";
import { FilterForm } from "./filter-form";
import { type ProductsQuery, productsPath } from "./products-url";

export interface FilterPanelProps {
  categories: readonly CategoryLinkView[];
  /** The current category's subcategories (none without a category). */
  subcategories: readonly SubcategoryView[];
  category: string | null;
  subcategory: string | null;
  query: ProductsQuery;
  /** The chosen location's town, when it has a point: the distance filter measures from it. */
  nearName?: string | null;
}

/** Sidebar on wide screens, the drawer's content on phones; idPrefix keeps ids unique when both exist. */
export function FilterPanel({
  idPrefix,
  categoriesId,
  onApply,
  ...props
}: FilterPanelProps & {
  idPrefix: string;
  /** The id of the category list, so a link can lead to it (one instance on the page has it). */
  categoriesId?: string;
  onApply?: () => void;
}) {
  return (
    <div className="flex flex-col gap-6">
      <FilterForm
        action={productsPath(props.category, props.subcategory)}
        query={props.query}
        nearName={props.nearName ?? null}
        idPrefix={idPrefix}
        onApply={onApply}
      />
      <CategoryLinks {...props} id={categoriesId} />
    </div>
  );
}

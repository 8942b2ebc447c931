import { X } from "lucide-react";
import { Link } from "react-router";
import { cn } from "~/app/components/ui/cn";
import { m } from "~/i18n/paraglide/messages";
import { FilterPanel, type FilterPanelProps } from "./filter-panel";
import { filtersPanelHref, productsPath } from "./products-url";

/**
 * The filters beside the results on wide screens. On a phone the scripts show them in a drawer; before (or
 * without) the scripts, `?filters=open` shows this sidebar as a full-screen panel with a link to close it.
 * Its category list has the id `categories`, the target of ALL CATEGORIES before the scripts run.
 */
export function FiltersSidebar({ open, ...props }: FilterPanelProps & { open: boolean }) {
  const action = productsPath(props.category, props.subcategory);
  return (
    <aside
      aria-label={m.browse_products_filters()}
      className={cn(
        "hidden w-64 shrink-0 lg:block",
        open && "max-lg:fixed max-lg:inset-0 max-lg:z-50 max-lg:block max-lg:w-auto max-lg:overflow-y-auto",
        open && "max-lg:bg-white max-lg:p-4",
      )}
    >
      {open ? (
        <div className="mb-4 flex items-center justify-between lg:hidden">
          <h2 className="text-lg font-bold">{m.browse_products_filters()}</h2>
          <Link
            to={filtersPanelHref(action, props.query, false)}
            aria-label={m.browse_products_close_filters()}
            className="rounded p-1 hover:bg-surface"
          >
            <X aria-hidden="true" className="size-5" />
          </Link>
        </div>
      ) : null}
      <FilterPanel {...props} idPrefix="sidebar-" categoriesId="categories" />
    </aside>
  );
}

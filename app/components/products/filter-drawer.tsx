import * as Dialog from "@radix-ui/react-dialog";
import { SlidersHorizontal, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { useHydrated } from "~/app/hooks/use-hydrated";
import { m } from "~/i18n/paraglide/messages";
import { activeFilters } from "./active-filters";
import { FilterPanel, type FilterPanelProps } from "./filter-panel";
import { filtersPanelHref, productsPath } from "./products-url";

const triggerClass =
  "flex items-center gap-2 rounded-md border border-brand bg-white px-3 min-h-11 text-sm font-semibold lg:hidden";

/**
 * Phones get the filters in a drawer (Radix Dialog) instead of the sidebar. Until the scripts run, the button is
 * a link to `?filters=open`, where the server shows the sidebar as a full-screen panel (see FiltersSidebar).
 */
export function FilterDrawer(props: FilterPanelProps) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const { pathname, search } = useLocation();
  // A category link chosen inside the drawer navigates; the drawer then gets out of the way.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => setOpen(false), [pathname, search]);
  const applied = activeFilters(props.query).length;
  const label = (
    <>
      <SlidersHorizontal aria-hidden="true" className="size-4" />
      {m.browse_products_filters()}
      {applied ? (
        <span className="min-w-5 rounded-full bg-brand px-1 text-xs leading-5 text-white">{applied}</span>
      ) : null}
    </>
  );
  if (!hydrated) {
    const action = productsPath(props.category, props.subcategory);
    return (
      <Link to={filtersPanelHref(action, props.query, true)} className={triggerClass}>
        {label}
      </Link>
    );
  }
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={triggerClass}>{label}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-[min(22rem,90vw)] flex-col overflow-y-auto bg-white p-4 shadow-xl focus:outline-none">
          <div className="mb-4 flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold">{m.browse_products_filters()}</Dialog.Title>
            <Dialog.Close
              aria-label={m.browse_products_close_filters()}
              className="inline-flex size-11 items-center justify-center rounded hover:bg-surface"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">
            {m.browse_products_filters_description()}
          </Dialog.Description>
          <FilterPanel {...props} idPrefix="drawer-" onApply={() => setOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

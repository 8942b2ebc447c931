import { lazy, Suspense, useId } from "react";
import { Link } from "react-router";
import { cn } from "~/app/components/ui/cn";
import { Icon } from "~/app/components/ui/icon";
import { useDisclosure } from "~/app/hooks/use-disclosure";
import { useHydrated } from "~/app/hooks/use-hydrated";
import type { CategoryLinkView } from "~/domain/catalog/list-categories.server";
import { m } from "~/i18n/paraglide/messages";

export const loadCategoryPanels = () => import("./category-panels");
const AllCategoriesPanel = lazy(() => loadCategoryPanels().then((m) => ({ default: m.AllCategoriesPanel })));

/** The category list of /products (on a phone, in its filters panel): ALL CATEGORIES before the scripts run. */
export const ALL_CATEGORIES_HREF = "/products?filters=open#categories";

const triggerClass =
  "inline-flex h-12 shrink-0 items-center gap-1 px-1 text-sm font-bold tracking-wide focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand";

/**
 * "ALL CATEGORIES": every category with its subcategories and icons. The panel is rendered only while open so the
 * few hundred links do not weigh on every page, and its code is fetched when the button is first pointed at,
 * focused or used. Before JavaScript runs the trigger is a link to the category index of /products (its
 * "Filter by category" list, which a phone shows as a panel of its own), so a tap is never lost.
 */
export function AllCategoriesMenu({ categories }: { categories: readonly CategoryLinkView[] }) {
  const hydrated = useHydrated();
  const menu = useDisclosure<HTMLDivElement>();
  const panelId = useId();

  if (!hydrated) {
    return (
      <Link to={ALL_CATEGORIES_HREF} className={triggerClass}>
        {m.browse_catalog_all_categories()}
        <Icon name="chevron-down" size={18} />
      </Link>
    );
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: delegates the keyboard and focus handling of its button and panel
    <div ref={menu.rootRef} onKeyDown={menu.onKeyDown} onBlur={menu.onBlur}>
      <button
        ref={menu.triggerRef}
        type="button"
        className={triggerClass}
        aria-expanded={menu.open}
        aria-controls={menu.open ? panelId : undefined}
        onClick={() => menu.setOpen(!menu.open)}
        onPointerEnter={loadCategoryPanels}
        onFocus={loadCategoryPanels}
      >
        {m.browse_catalog_all_categories()}
        <Icon
          name="chevron-down"
          size={18}
          className={cn("transition-transform", menu.open && "rotate-180")}
        />
      </button>
      {menu.open && (
        // biome-ignore lint/a11y/noStaticElementInteractions: catches clicks bubbling from its links to close the menu
        // biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link fires the same click, so keyboards are covered
        <div
          ref={menu.panelRef}
          id={panelId}
          tabIndex={-1}
          onClick={menu.onPanelClick}
          className="absolute inset-x-0 top-full z-40 max-h-[calc(100vh-8rem)] overflow-y-auto border-t border-slate-200 bg-white p-4 text-brand shadow-lg outline-none sm:p-6"
        >
          <Suspense fallback={null}>
            <AllCategoriesPanel
              categories={categories}
              panelId={panelId}
              onLinksReady={menu.focusFirstIfPending}
            />
          </Suspense>
        </div>
      )}
    </div>
  );
}

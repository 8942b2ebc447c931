import { lazy, Suspense, useEffect, useId, useRef } from "react";
import { AppLink } from "~/app/components/ui/app-link";
import { cn } from "~/app/components/ui/cn";
import { Icon } from "~/app/components/ui/icon";
import { useDisclosure } from "~/app/hooks/use-disclosure";
import { useHydrated } from "~/app/hooks/use-hydrated";
import type { CategoryLinkView } from "~/domain/catalog/list-categories.server";
import { m } from "~/i18n/paraglide/messages";
import { loadCategoryPanels } from "./all-categories-menu";
import { categoryHref } from "./category-links";

const SubcategoryPanel = lazy(() => loadCategoryPanels().then((m) => ({ default: m.SubcategoryPanel })));

const HOVER_CLOSE_DELAY_MS = 150;

const chevronClass =
  "inline-flex h-8 w-6 items-center justify-center rounded focus-visible:outline-2 focus-visible:outline-brand";

/**
 * A category shortcut: the name links to the category; hovering it, or its chevron button, shows the subcategories.
 * Until the scripts run the chevron is a link to the category's subcategory list on its products page.
 */
export function CategoryHoverMenu({ category }: { category: CategoryLinkView }) {
  const hydrated = useHydrated();
  const menu = useDisclosure<HTMLLIElement>();
  const panelId = useId();
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const { setOpen } = menu;

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  function onPointerEnter(event: { pointerType: string }) {
    if (event.pointerType !== "mouse") return;
    loadCategoryPanels();
    clearTimeout(closeTimer.current);
    setOpen(true);
  }

  function onPointerLeave(event: { pointerType: string }) {
    if (event.pointerType !== "mouse") return;
    closeTimer.current = setTimeout(() => setOpen(false), HOVER_CLOSE_DELAY_MS);
  }

  return (
    <li
      ref={menu.rootRef}
      className="relative flex h-12 shrink-0 items-center"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onKeyDown={menu.onKeyDown}
      onBlur={menu.onBlur}
    >
      <AppLink
        to={categoryHref(category.slug)}
        className="rounded px-1 py-1 text-sm whitespace-nowrap hover:text-brand hover:underline focus-visible:outline-2 focus-visible:outline-brand"
      >
        {category.name}
      </AppLink>
      {hydrated ? (
        <button
          ref={menu.triggerRef}
          type="button"
          aria-label={m.browse_catalog_subcategories({ category: category.name })}
          aria-expanded={menu.open}
          aria-controls={menu.open ? panelId : undefined}
          onClick={() => setOpen(!menu.open)}
          onFocus={loadCategoryPanels}
          className={chevronClass}
        >
          <Icon
            name="chevron-down"
            size={16}
            className={cn("transition-transform", menu.open && "rotate-180")}
          />
        </button>
      ) : (
        // Before the scripts: the category's own list of subcategories on /products.
        <AppLink
          to={`${categoryHref(category.slug)}#categories`}
          aria-label={m.browse_catalog_subcategories({ category: category.name })}
          className={chevronClass}
        >
          <Icon name="chevron-down" size={16} />
        </AppLink>
      )}
      {menu.open && (
        // biome-ignore lint/a11y/noStaticElementInteractions: catches clicks bubbling from its links to close the menu
        // biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link fires the same click, so keyboards are covered
        <div
          ref={menu.panelRef}
          id={panelId}
          tabIndex={-1}
          onClick={menu.onPanelClick}
          className="absolute top-full left-0 z-40 max-h-[calc(100vh-8rem)] w-64 overflow-y-auto rounded-b-md border border-slate-200 bg-white p-2 text-brand shadow-lg outline-none"
        >
          <Suspense fallback={null}>
            <SubcategoryPanel category={category} onLinksReady={menu.focusFirstIfPending} />
          </Suspense>
        </div>
      )}
    </li>
  );
}

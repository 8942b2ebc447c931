import { ChevronDown } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { cn } from "~/app/components/ui/cn";
import { useDisclosure } from "~/app/hooks/use-disclosure";
import { useHydrated } from "~/app/hooks/use-hydrated";
import type { CategoryView } from "~/domain/catalog/list-categories.server";
import { CategoryIcon } from "./category-icon";
import { categoryHref } from "./category-links";

const triggerClass =
  "inline-flex h-12 shrink-0 items-center gap-1 px-1 text-sm font-bold tracking-wide focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand";

/**
 * "ALL CATEGORIES": every category with its subcategories and icons. The panel is rendered only while open so the
 * few hundred links do not weigh on every page; before JavaScript runs the trigger is a link to all products.
 */
export function AllCategoriesMenu({ categories }: { categories: readonly CategoryView[] }) {
  const hydrated = useHydrated();
  const menu = useDisclosure<HTMLDivElement>();
  const panelId = useId();

  if (!hydrated) {
    return (
      <Link to="/products" className={triggerClass}>
        ALL CATEGORIES
        <ChevronDown aria-hidden="true" width={18} height={18} />
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
      >
        ALL CATEGORIES
        <ChevronDown
          aria-hidden="true"
          width={18}
          height={18}
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
          {categories.length === 0 ? (
            <p className="text-sm text-slate-600">No categories yet.</p>
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
                    <li>
                      <MenuLink href={categoryHref(category.slug)} icon={category.icon}>
                        All {category.name}
                      </MenuLink>
                    </li>
                    {category.subcategories.map((sub) => (
                      <li key={sub.id}>
                        <MenuLink href={categoryHref(category.slug, sub.slug)} icon={sub.icon}>
                          {sub.name}
                        </MenuLink>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}

export function MenuLink({
  href,
  icon,
  children,
}: {
  href: string;
  icon: string;
  children: string[] | string;
}) {
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

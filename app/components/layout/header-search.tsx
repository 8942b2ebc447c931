import { cn } from "~/app/components/ui/cn";
import { Icon } from "~/app/components/ui/icon";
import { useHydrated } from "~/app/hooks/use-hydrated";

const PLACEHOLDER = "Search Cars, Mobile Phones and more…";

/**
 * The header's search box. With JavaScript it opens the search overlay; before (or without) it, it is a plain
 * GET form to /products, drawn at the same size so nothing moves when the page hydrates.
 */
export function HeaderSearch({
  onOpen,
  onPreload,
  dark,
}: {
  onOpen: () => void;
  /** Starts fetching the overlay's code when the box is pointed at or focused. */
  onPreload: () => void;
  dark: boolean;
}) {
  const hydrated = useHydrated();
  const box = cn(
    "flex h-10 w-full items-center gap-2 rounded-md border-2 px-3 text-left text-sm",
    dark ? "border-slate-600 bg-slate-800 text-slate-300" : "border-brand bg-white text-slate-500",
  );
  const iconButton = cn(
    "inline-flex h-10 w-10 items-center justify-center rounded-full",
    dark ? "hover:bg-slate-800" : "hover:bg-surface",
  );

  return (
    <>
      <div className="hidden min-w-0 flex-1 md:block">
        {hydrated ? (
          <button
            type="button"
            aria-haspopup="dialog"
            onClick={onOpen}
            onPointerEnter={onPreload}
            onFocus={onPreload}
            className={box}
          >
            <Icon name="search" size={20} className="shrink-0" />
            <span className="truncate">{PLACEHOLDER}</span>
          </button>
        ) : (
          <search>
            <form method="get" action="/products" className={box}>
              <label htmlFor="header-search-q" className="sr-only">
                Search listings
              </label>
              <input
                id="header-search-q"
                name="q"
                type="search"
                placeholder={PLACEHOLDER}
                className="h-full min-w-0 flex-1 bg-transparent outline-none placeholder:text-slate-500"
              />
              <button type="submit" aria-label="Submit search" className="shrink-0">
                <Icon name="search" size={20} />
              </button>
            </form>
          </search>
        )}
      </div>
      <div className="ml-auto md:hidden">
        {hydrated ? (
          <button
            type="button"
            aria-label="Search"
            aria-haspopup="dialog"
            onClick={onOpen}
            onPointerEnter={onPreload}
            onFocus={onPreload}
            className={iconButton}
          >
            <Icon name="search" size={22} />
          </button>
        ) : (
          <a href="/products" aria-label="Search" className={iconButton}>
            <Icon name="search" size={22} />
          </a>
        )}
      </div>
    </>
  );
}

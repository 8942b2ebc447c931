import type { MouseEvent } from "react";
import { Link } from "react-router";
import { cn } from "~/app/components/ui/cn";
import { Icon } from "~/app/components/ui/icon";
import { useHydrated } from "~/app/hooks/use-hydrated";
import { m } from "~/i18n/paraglide/messages";

/**
 * The header's search: a link to the /search page (the overlay's form and popular searches, drawn by the server),
 * so a tap before the scripts arrive, or without them, still leads to a search. Once hydrated a plain click opens
 * the search overlay instead; a click meant for a new tab or window still follows the link.
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
    "inline-flex h-11 w-11 items-center justify-center rounded-full",
    dark ? "hover:bg-slate-800" : "hover:bg-surface",
  );
  const trigger = {
    to: "/search",
    "aria-haspopup": hydrated ? ("dialog" as const) : undefined,
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      onOpen();
    },
    onPointerEnter: onPreload,
    onFocus: onPreload,
  };

  return (
    <>
      <div className="hidden min-w-0 flex-1 md:block">
        <Link {...trigger} className={box}>
          <Icon name="search" size={20} className="shrink-0" />
          <span className="truncate">{m.shell_header_search_placeholder()}</span>
        </Link>
      </div>
      <div className="ml-auto md:hidden">
        <Link {...trigger} aria-label={m.shell_header_search()} className={iconButton}>
          <Icon name="search" size={22} />
        </Link>
      </div>
    </>
  );
}

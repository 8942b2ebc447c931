import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { AppLink } from "~/app/components/ui/app-link";
import { cn } from "~/app/components/ui/cn";
import { Icon } from "~/app/components/ui/icon";
import { useHydrated } from "~/app/hooks/use-hydrated";
import type { UnreadCounts } from "~/app/lib/live-counts";
import { m } from "~/i18n/paraglide/messages";
import type { HeaderUser } from "./header-user";
import { mobileMenuLinks } from "./mobile-menu-links";

const loadDrawer = () => import("./mobile-menu-drawer");
const MobileMenuDrawer = lazy(loadDrawer);

/**
 * Phones: the header's links move into a drawer opened by the menu button. The drawer's code (a Radix dialog) is
 * fetched when the button is first pointed at, focused or pressed, not with the page. Before the scripts run (or
 * without them) the button is a native disclosure listing the same links; opened then, the drawer takes over open.
 */
export function MobileMenu({
  location,
  user,
  dark,
  counts,
}: {
  location: string | null;
  user: HeaderUser | null;
  dark: boolean;
  counts: UnreadCounts | null;
}) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const disclosureRef = useRef<HTMLDetailsElement>(null);
  const hydrated = useHydrated();
  const hover = dark ? "hover:bg-slate-800" : "hover:bg-surface";
  const unread = (counts?.messages ?? 0) + (counts?.notifications ?? 0);
  const label = unread ? m.shell_menu_open_unread({ count: String(unread) }) : m.shell_menu_open();
  const dot = unread ? (
    <span aria-hidden="true" className="absolute top-1.5 right-1.5 size-2.5 rounded-full bg-red-600" />
  ) : null;
  useEffect(() => {
    if (!disclosureRef.current?.open) return;
    setWanted(true);
    setOpen(true);
  }, []);

  if (!hydrated) {
    return (
      <details ref={disclosureRef} className="md:hidden">
        <summary
          className={cn(
            "relative inline-flex h-10 w-10 cursor-pointer list-none items-center justify-center rounded-full [&::-webkit-details-marker]:hidden",
            hover,
          )}
        >
          <Icon name="menu" size={24} />
          <span className="sr-only">{label}</span>
          {dot}
        </summary>
        <nav
          aria-label={m.shell_menu()}
          className="absolute inset-x-0 top-16 z-50 border-b border-slate-200 bg-white p-2 text-brand shadow-xl"
        >
          <ul className="space-y-1">
            {mobileMenuLinks(location, user, counts).map(({ to, icon, label }) => (
              <li key={to}>
                <AppLink
                  to={to}
                  className="flex h-11 items-center gap-3 rounded px-3 font-medium hover:bg-surface"
                >
                  <Icon name={icon} size={20} />
                  {label}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
      </details>
    );
  }
  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={loadDrawer}
        onFocus={loadDrawer}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className={cn(
          "relative inline-flex h-10 w-10 items-center justify-center rounded-full md:hidden",
          hover,
        )}
      >
        <Icon name="menu" size={24} />
        {dot}
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenuDrawer
            open={open}
            onOpenChange={setOpen}
            triggerRef={triggerRef}
            location={location}
            user={user}
            counts={counts}
          />
        </Suspense>
      )}
    </>
  );
}

import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { cn } from "~/app/components/ui/cn";
import { Icon } from "~/app/components/ui/icon";
import { ServerIsland } from "~/app/components/ui/server-island";
import { useHydrated } from "~/app/hooks/use-hydrated";
import type { UnreadCounts } from "~/app/lib/live-counts";
import { m } from "~/i18n/paraglide/messages";
import type { HeaderUser } from "./header-user";

const loadDrawer = () => import("./mobile-menu-drawer");
const MobileMenuDrawer = lazy(loadDrawer);
// The server draws the disclosure; the browser keeps it as drawn until hydration, then shows the button instead.
const ServerDisclosure = import.meta.env.SSR
  ? (await import("./mobile-menu-disclosure")).MobileMenuDisclosure
  : null;
const DISCLOSURE_ID = "phone-menu";

/**
 * Phones: the header's links move into a drawer opened by the menu button. The drawer's code (a Radix dialog) is
 * fetched when the button is first pointed at, focused or pressed, not with the page. Before the scripts run (or
 * without them) the button is a native disclosure listing the same links (mobile-menu-disclosure.tsx); opened
 * then, the drawer takes over open.
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
  const hydrated = useHydrated();
  const hover = dark ? "hover:bg-slate-800" : "hover:bg-surface";
  const unread = (counts?.messages ?? 0) + (counts?.notifications ?? 0);
  const label = unread ? m.shell_menu_open_unread({ count: String(unread) }) : m.shell_menu_open();
  useEffect(() => {
    if (!document.querySelector<HTMLDetailsElement>(`#${DISCLOSURE_ID} details`)?.open) return;
    setWanted(true);
    setOpen(true);
  }, []);

  if (!hydrated) {
    const disclosure = ServerDisclosure ? (
      <ServerDisclosure
        location={location}
        user={user}
        counts={counts}
        hover={hover}
        label={label}
        unread={unread > 0}
      />
    ) : null;
    return <ServerIsland id={DISCLOSURE_ID} className="md:hidden" server={disclosure} client={null} />;
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
          "relative inline-flex h-11 w-11 items-center justify-center rounded-full md:hidden",
          hover,
        )}
      >
        <Icon name="menu" size={24} />
        {unread ? (
          <span aria-hidden="true" className="absolute top-1.5 right-1.5 size-2.5 rounded-full bg-red-600" />
        ) : null}
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

import { lazy, Suspense, useRef, useState } from "react";
import { cn } from "~/app/components/ui/cn";
import { Icon } from "~/app/components/ui/icon";
import type { HeaderUser } from "./header-user";

const loadDrawer = () => import("./mobile-menu-drawer");
const MobileMenuDrawer = lazy(loadDrawer);

/**
 * Phones: the header's links move into a drawer opened by the menu button. The drawer's code (a Radix dialog) is
 * fetched when the button is first pointed at, focused or pressed, not with the page.
 */
export function MobileMenu({
  location,
  user,
  dark,
}: {
  location: string | null;
  user: HeaderUser | null;
  dark: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={loadDrawer}
        onFocus={loadDrawer}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className={cn(
          "inline-flex h-10 w-10 items-center justify-center rounded-full md:hidden",
          dark ? "hover:bg-slate-800" : "hover:bg-surface",
        )}
      >
        <Icon name="menu" size={24} />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenuDrawer
            open={open}
            onOpenChange={setOpen}
            triggerRef={triggerRef}
            location={location}
            user={user}
          />
        </Suspense>
      )}
    </>
  );
}

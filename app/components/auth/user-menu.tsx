import { type KeyboardEvent, lazy, type PointerEvent, Suspense, useState } from "react";
import { Link } from "react-router";
import { useHydrated } from "~/app/hooks/use-hydrated";
import { displayName } from "~/domain/accounts/session-user";
import { m } from "~/i18n/paraglide/messages";
import { UserAvatar } from "./user-avatar";
import type { UserMenuUser } from "./user-menu-user";

const loadDropdown = () => import("./user-menu-dropdown");
const UserMenuDropdown = lazy(loadDropdown);

const OPEN_KEYS = ["Enter", " ", "ArrowDown"];

/**
 * The header's avatar menu for a signed-in user: Profile, My Listings, Favorites, Saved searches, Settings,
 * Log out. Before the page's JavaScript runs (or without it) the avatar is a plain link to /profile, which has the
 * same choices. The menu's code (Radix dropdown menu and its positioning) is fetched when the avatar is pointed at,
 * focused or pressed, and then replaces this button, opened.
 */
export function UserMenu({ user }: { user: UserMenuUser }) {
  const hydrated = useHydrated();
  const [openedWith, setOpenedWith] = useState<"pointer" | "keyboard" | null>(null);
  const name = displayName(user);
  const triggerClass =
    "inline-flex size-11 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-light";

  if (!hydrated) {
    return (
      <Link to="/profile" aria-label={m.account_menu_label({ name })} className={triggerClass}>
        <UserAvatar user={user} />
      </Link>
    );
  }
  const button = (
    <button
      type="button"
      aria-label={m.account_menu_label({ name })}
      aria-haspopup="menu"
      aria-expanded={false}
      className={triggerClass}
      onPointerEnter={loadDropdown}
      onFocus={loadDropdown}
      onPointerDown={(event: PointerEvent) => {
        if (event.button !== 0 || event.ctrlKey) return;
        event.preventDefault();
        setOpenedWith("pointer");
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPEN_KEYS.includes(event.key)) return;
        event.preventDefault();
        setOpenedWith("keyboard");
      }}
    >
      <UserAvatar user={user} />
    </button>
  );
  if (!openedWith) return button;
  return (
    <Suspense fallback={button}>
      <UserMenuDropdown user={user} triggerClass={triggerClass} openedWith={openedWith} />
    </Suspense>
  );
}

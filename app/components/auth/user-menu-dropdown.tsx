import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { BellRing, Heart, List, LogOut, Settings, ShieldCheck, User } from "lucide-react";
import { useRef } from "react";
import { Link, useSubmit } from "react-router";
import { displayName } from "~/domain/accounts/session-user";
import { m } from "~/i18n/paraglide/messages";
import { UserAvatar } from "./user-avatar";
import type { UserMenuUser } from "./user-menu-user";

const itemClass =
  "flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-3 text-brand outline-none data-[highlighted]:bg-surface";

const links = () => [
  { to: "/profile", label: m.account_nav_profile(), icon: User },
  { to: "/my-listings", label: m.account_nav_my_listings(), icon: List },
  { to: "/favorites", label: m.account_nav_favorites(), icon: Heart },
  { to: "/saved-searches", label: m.account_nav_saved_searches(), icon: BellRing },
  { to: "/settings", label: m.account_nav_settings(), icon: Settings },
];
const adminLink = () => ({ to: "/admin", label: m.account_nav_admin(), icon: ShieldCheck });

/**
 * The avatar menu itself (Radix dropdown menu), fetched the first time the avatar button is pressed (user-menu.tsx)
 * and mounted open; `openedWith` says how, so a keyboard opening lands on the first item as Radix does.
 */
export default function UserMenuDropdown({
  user,
  triggerClass,
  openedWith,
}: {
  user: UserMenuUser;
  triggerClass: string;
  openedWith: "pointer" | "keyboard";
}) {
  const submit = useSubmit();
  const name = displayName(user);
  const firstOpening = useRef<"pointer" | "keyboard" | null>(openedWith);
  // Radix sees the keyboard only through its own trigger's keydown, and this first opening came from the plain
  // button it replaced: land on the first item as a keyboard opening does. (Menu content takes onOpenAutoFocus;
  // the dropdown's types leave it out.)
  const firstOpenFocus = {
    onOpenAutoFocus: (event: Event) => {
      if (firstOpening.current === "keyboard") {
        event.preventDefault();
        (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>("[role=menuitem]")?.focus();
      }
      firstOpening.current = null;
    },
  } as object;
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger aria-label={m.account_menu_label({ name })} className={triggerClass}>
        <UserAvatar user={user} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          {...firstOpenFocus}
          className="z-50 min-w-56 rounded-lg border border-slate-200 bg-white p-1 text-brand shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-2">
            <span className="block font-semibold">{name}</span>
            {user.email ? <span className="block truncate text-sm text-slate-600">{user.email}</span> : null}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          {[...links(), ...(user.isAdmin ? [adminLink()] : [])].map(({ to, label, icon: Icon }) => (
            <DropdownMenu.Item key={to} asChild className={itemClass}>
              <Link to={to}>
                <Icon aria-hidden="true" className="size-4" />
                {label}
              </Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item
            className={itemClass}
            onSelect={() => submit({ intent: "logout" }, { method: "post", action: "/profile" })}
          >
            <LogOut aria-hidden="true" className="size-4" />
            {m.account_menu_log_out()}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

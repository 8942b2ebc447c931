import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Heart, List, LogOut, Settings, User } from "lucide-react";
import { Link, useSubmit } from "react-router";
import { useHydrated } from "~/app/hooks/use-hydrated";
import { displayName } from "~/domain/accounts/session-user";
import { UserAvatar } from "./user-avatar";

export interface UserMenuUser {
  name: string;
  email: string | null;
  image: string | null;
}

const itemClass =
  "flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-3 text-brand outline-none data-[highlighted]:bg-surface";

const LINKS = [
  { to: "/profile", label: "Profile", icon: User },
  { to: "/my-listings", label: "My Listings", icon: List },
  { to: "/favorites", label: "Favorites", icon: Heart },
  { to: "/settings", label: "Settings", icon: Settings },
] as const;

/**
 * The header's avatar menu for a signed-in user: Profile, My Listings, Favorites, Settings, Log out. Before the
 * page's JavaScript runs (or without it) the avatar is a plain link to /profile, which has the same choices.
 */
export function UserMenu({ user }: { user: UserMenuUser }) {
  const hydrated = useHydrated();
  const submit = useSubmit();
  const name = displayName(user);
  const triggerClass =
    "inline-flex size-11 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-light";

  if (!hydrated) {
    return (
      <Link to="/profile" aria-label={`Account menu for ${name}`} className={triggerClass}>
        <UserAvatar user={user} />
      </Link>
    );
  }
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger aria-label={`Account menu for ${name}`} className={triggerClass}>
        <UserAvatar user={user} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-56 rounded-lg border border-slate-200 bg-white p-1 text-brand shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-2">
            <span className="block font-semibold">{name}</span>
            {user.email ? <span className="block truncate text-sm text-slate-600">{user.email}</span> : null}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          {LINKS.map(({ to, label, icon: Icon }) => (
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
            Log out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

import { Bell, BellRing, Heart, List, LogOut, MessageSquare, Settings, ShieldCheck } from "lucide-react";
import type { ComponentType } from "react";
import { Form, Link } from "react-router";
import { currentLocale, intlLocale } from "~/app/i18n/locale";
import { m } from "~/i18n/paraglide/messages";
import { useBusy } from "./use-busy";

const tiles = (): {
  to: string;
  label: string;
  icon: ComponentType<{ className?: string; "aria-hidden"?: boolean }>;
}[] => [
  { to: "/my-listings", label: m.account_nav_my_listings(), icon: List },
  { to: "/favorites", label: m.account_nav_favorites(), icon: Heart },
  { to: "/saved-searches", label: m.account_nav_saved_searches(), icon: BellRing },
  { to: "/messages", label: m.account_nav_messages(), icon: MessageSquare },
  { to: "/notifications", label: m.account_nav_notifications(), icon: Bell },
  { to: "/settings", label: m.account_nav_settings(), icon: Settings },
];

const tileClass =
  "flex min-h-24 w-full flex-col items-center justify-center gap-2 rounded-lg border border-slate-200 bg-white p-4 font-semibold text-brand shadow-sm hover:border-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";

/** The Profile page's tiles: My Listings, Favorites, Saved searches, Messages, Notifications, Settings, Logout. */
export function ProfileTiles({ isAdmin = false }: { isAdmin?: boolean }) {
  const busy = useBusy("logout");
  const shown = isAdmin
    ? [...tiles(), { to: "/admin", label: m.account_nav_admin(), icon: ShieldCheck }]
    : tiles();
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {shown.map(({ to, label, icon: Icon }) => (
        <li key={to}>
          <Link to={to} className={tileClass}>
            <Icon aria-hidden className="size-6" />
            {label}
          </Link>
        </li>
      ))}
      <li>
        <Form method="post" action="/profile">
          <input type="hidden" name="intent" value="logout" />
          <button type="submit" disabled={busy} className={`${tileClass} text-red-800`}>
            <LogOut aria-hidden className="size-6" />
            {m.account_nav_logout()}
          </button>
        </Form>
      </li>
    </ul>
  );
}

export function memberSince(createdAt: string): string {
  const when = new Intl.DateTimeFormat(intlLocale(currentLocale()), {
    month: "long",
    year: "numeric",
    timeZone: "Asia/Kolkata",
  });
  return m.account_profile_member_since({ date: when.format(new Date(createdAt)) });
}

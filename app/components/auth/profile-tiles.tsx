import { Bell, BellRing, Heart, List, LogOut, MessageSquare, Settings, ShieldCheck } from "lucide-react";
import type { ComponentType } from "react";
import { Form, Link } from "react-router";
import { useBusy } from "./use-busy";

const TILES: {
  to: string;
  label: string;
  icon: ComponentType<{ className?: string; "aria-hidden"?: boolean }>;
}[] = [
  { to: "/my-listings", label: "My Listings", icon: List },
  { to: "/favorites", label: "Favorites", icon: Heart },
  { to: "/saved-searches", label: "Saved searches", icon: BellRing },
  { to: "/messages", label: "Messages", icon: MessageSquare },
  { to: "/notifications", label: "Notifications", icon: Bell },
  { to: "/settings", label: "Settings", icon: Settings },
];

const tileClass =
  "flex min-h-24 w-full flex-col items-center justify-center gap-2 rounded-lg border border-slate-200 bg-white p-4 font-semibold text-brand shadow-sm hover:border-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";

/** The Profile page's tiles: My Listings, Favorites, Saved searches, Messages, Notifications, Settings, Logout. */
export function ProfileTiles({ isAdmin = false }: { isAdmin?: boolean }) {
  const busy = useBusy("logout");
  const tiles = isAdmin ? [...TILES, { to: "/admin", label: "Admin", icon: ShieldCheck }] : TILES;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {tiles.map(({ to, label, icon: Icon }) => (
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
            Logout
          </button>
        </Form>
      </li>
    </ul>
  );
}

export function memberSince(createdAt: string): string {
  const when = new Intl.DateTimeFormat("en-IN", { month: "long", year: "numeric", timeZone: "Asia/Kolkata" });
  return `Member since ${when.format(new Date(createdAt))}`;
}

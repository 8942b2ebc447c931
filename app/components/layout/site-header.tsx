import { lazy, Suspense, useState } from "react";
import { UnreadBadge, unreadText } from "~/app/components/notifications/unread-badge";
import { AppLink } from "~/app/components/ui/app-link";
import { cn } from "~/app/components/ui/cn";
import { Icon } from "~/app/components/ui/icon";
import type { IconName } from "~/app/components/ui/icon-names";
import { ServerIsland } from "~/app/components/ui/server-island";
import type { UnreadCounts } from "~/app/lib/live-counts";
import { m } from "~/i18n/paraglide/messages";
import { HeaderSearch } from "./header-search";
import type { HeaderUser } from "./header-user";
import { MobileMenu } from "./mobile-menu";

// The overlay's code (a Radix dialog, recent searches) is fetched when the search box is first pointed at,
// focused or used, not with the page.
const loadSearchOverlay = () => import("./search-overlay");
const SearchOverlay = lazy(() => loadSearchOverlay().then((m) => ({ default: m.SearchOverlay })));
// A member's avatar menu and the store's cart: the server draws them at once (a synchronous import: a suspended part
// would need a script to show); the browser fetches their code only on the pages that have them — a visitor's home
// page has neither — and until it arrives keeps the server's markup, which works as links.
const server = import.meta.env.SSR
  ? {
      UserMenu: (await import("~/app/components/auth/user-menu")).UserMenu,
      CartButton: (await import("~/app/components/cart/cart-button")).CartButton,
    }
  : null;
const UserMenu =
  server?.UserMenu ??
  lazy(() => import("~/app/components/auth/user-menu").then((m) => ({ default: m.UserMenu })));
const CartButton =
  server?.CartButton ??
  lazy(() => import("~/app/components/cart/cart-button").then((m) => ({ default: m.CartButton })));
// The wide screen's language switch never changes once drawn (it goes back to the page it was posted from by its
// Referer), so it is a server island like the footer: its code is not part of the first load.
const ServerLanguageSwitch = import.meta.env.SSR ? (await import("./language-switch")).LanguageSwitch : null;
const ClientLanguageSwitch = lazy(() =>
  import("./language-switch").then((m) => ({ default: m.LanguageSwitch })),
);

/**
 * The header of every layout page. The store theme (dark) adds the cart and drops the location selector.
 * `user` is null for a visitor, who gets the Login link; `counts` are the live unread counts (null for a visitor).
 */
export function SiteHeader({
  theme,
  location,
  user,
  counts,
}: {
  theme: "default" | "store";
  location: string;
  user: HeaderUser | null;
  counts: UnreadCounts | null;
}) {
  const [searchOpen, setSearchOpen] = useState(false);
  const [searchWanted, setSearchWanted] = useState(false);
  const dark = theme === "store";
  const hover = dark ? "hover:bg-slate-800" : "hover:bg-surface";

  return (
    <header
      className={cn(
        "h-16 border-b",
        dark ? "border-slate-800 bg-store text-white" : "border-slate-200 bg-white text-brand",
      )}
    >
      <div className="mx-auto flex h-full max-w-7xl items-center gap-1 px-3 sm:gap-3 sm:px-4">
        <AppLink to="/" className="tap mr-1 shrink-0 text-2xl font-extrabold tracking-tight sm:mr-2">
          Mandi
        </AppLink>
        {!dark && (
          <AppLink
            to="/location"
            className="hidden h-10 w-44 shrink-0 items-center gap-2 rounded-md border-2 border-slate-300 px-2 text-sm font-semibold hover:border-brand md:flex lg:w-56"
          >
            <Icon name="map-pin" size={18} className="shrink-0" />
            <span className="min-w-0 flex-1 truncate">
              <span className="sr-only">{m.shell_header_location()}</span>
              {location}
            </span>
            <Icon name="chevron-down" size={18} className="shrink-0" />
          </AppLink>
        )}
        <HeaderSearch
          onOpen={() => {
            setSearchWanted(true);
            setSearchOpen(true);
          }}
          onPreload={loadSearchOverlay}
          dark={dark}
        />
        <nav aria-label={m.shell_header_main_nav()} className="flex shrink-0 items-center gap-1">
          <IconLink
            to="/messages"
            label={m.shell_header_messages()}
            icon="message-circle"
            hover={hover}
            count={counts?.messages}
          />
          <IconLink
            to="/notifications"
            label={m.shell_header_notifications()}
            icon="bell"
            hover={hover}
            count={counts?.notifications}
          />
          {dark && (
            <Suspense fallback={null}>
              <CartButton />
            </Suspense>
          )}
          {user ? (
            <div className="hidden md:block">
              <Suspense fallback={null}>
                <UserMenu user={user} />
              </Suspense>
            </div>
          ) : (
            <AppLink
              to="/login"
              className="hidden px-2 font-bold underline-offset-4 hover:underline md:inline"
            >
              {m.shell_header_login()}
            </AppLink>
          )}
          <ServerIsland
            id="header-language"
            className="hidden md:block"
            server={ServerLanguageSwitch ? <ServerLanguageSwitch namesPage={false} /> : null}
            client={<ClientLanguageSwitch namesPage={false} />}
          />
          <AppLink
            to="/sell"
            className="ml-1 inline-flex h-11 items-center gap-1 rounded-full border-4 border-brand-light bg-sell px-3 font-extrabold text-brand shadow-sm hover:brightness-95 sm:px-4"
          >
            <Icon name="plus" size={18} strokeWidth={3} />
            {m.shell_header_sell()}
          </AppLink>
          <MobileMenu location={dark ? null : location} user={user} dark={dark} counts={counts} />
        </nav>
      </div>
      {searchWanted && (
        <Suspense fallback={null}>
          <SearchOverlay open={searchOpen} onOpenChange={setSearchOpen} />
        </Suspense>
      )}
    </header>
  );
}

function IconLink({
  to,
  label,
  icon,
  hover,
  count,
}: {
  to: string;
  label: string;
  icon: IconName;
  hover: string;
  count: number | undefined;
}) {
  return (
    <AppLink
      to={to}
      title={label}
      className={cn(
        "relative hidden h-10 w-10 items-center justify-center rounded-full md:inline-flex",
        hover,
      )}
    >
      <Icon name={icon} size={22} />
      <span className="sr-only">{label + unreadText(count)}</span>
      <UnreadBadge count={count} className="absolute -top-0.5 -right-1" />
    </AppLink>
  );
}

import { Bell, ChevronDown, type LucideIcon, MapPin, MessageCircle, Plus } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { UserMenu } from "~/app/components/auth/user-menu";
import { CartPanel } from "~/app/components/cart/cart-panel";
import { cn } from "~/app/components/ui/cn";
import { HeaderSearch } from "./header-search";
import type { HeaderUser } from "./header-user";
import { MobileMenu } from "./mobile-menu";
import { SearchOverlay } from "./search-overlay";

/**
 * The header of every layout page. The store theme (dark) adds the cart and drops the location selector.
 * `user` is null for a visitor, who gets the Login link.
 */
export function SiteHeader({
  theme,
  location,
  user,
}: {
  theme: "default" | "store";
  location: string;
  user: HeaderUser | null;
}) {
  const [searchOpen, setSearchOpen] = useState(false);
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
        <Link to="/" className="mr-1 shrink-0 text-2xl font-extrabold tracking-tight sm:mr-2">
          Mandi
        </Link>
        {!dark && (
          <Link
            to="/location"
            className="hidden h-10 w-44 shrink-0 items-center gap-2 rounded-md border-2 border-slate-300 px-2 text-sm font-semibold hover:border-brand md:flex lg:w-56"
          >
            <MapPin aria-hidden="true" width={18} height={18} className="shrink-0" />
            <span className="min-w-0 flex-1 truncate">
              <span className="sr-only">Location: </span>
              {location}
            </span>
            <ChevronDown aria-hidden="true" width={18} height={18} className="shrink-0" />
          </Link>
        )}
        <HeaderSearch onOpen={() => setSearchOpen(true)} dark={dark} />
        <nav aria-label="Main" className="flex shrink-0 items-center gap-1">
          <IconLink to="/messages" label="Messages" icon={MessageCircle} hover={hover} />
          <IconLink to="/notifications" label="Notifications" icon={Bell} hover={hover} />
          {dark && <CartPanel />}
          {user ? (
            <div className="hidden md:block">
              <UserMenu user={user} />
            </div>
          ) : (
            <Link to="/login" className="hidden px-2 font-bold underline-offset-4 hover:underline md:inline">
              Login
            </Link>
          )}
          <Link
            to="/sell"
            className="ml-1 inline-flex h-10 items-center gap-1 rounded-full border-4 border-brand-light bg-sell px-3 font-extrabold text-brand shadow-sm hover:brightness-95 sm:px-4"
          >
            <Plus aria-hidden="true" width={18} height={18} strokeWidth={3} />
            Sell
          </Link>
          <MobileMenu location={dark ? null : location} user={user} dark={dark} />
        </nav>
      </div>
      <SearchOverlay open={searchOpen} onOpenChange={setSearchOpen} />
    </header>
  );
}

function IconLink({
  to,
  label,
  icon: Icon,
  hover,
}: {
  to: string;
  label: string;
  icon: LucideIcon;
  hover: string;
}) {
  return (
    <Link
      to={to}
      aria-label={label}
      title={label}
      className={cn("hidden h-10 w-10 items-center justify-center rounded-full md:inline-flex", hover)}
    >
      <Icon aria-hidden="true" width={22} height={22} />
    </Link>
  );
}

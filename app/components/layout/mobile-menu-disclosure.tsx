import { AppLink } from "~/app/components/ui/app-link";
import { cn } from "~/app/components/ui/cn";
import { Icon } from "~/app/components/ui/icon";
import type { UnreadCounts } from "~/app/lib/live-counts";
import { m } from "~/i18n/paraglide/messages";
import type { HeaderUser } from "./header-user";
import { MenuLanguageSwitch, mobileMenuLinks } from "./mobile-menu-links";

/**
 * The phone menu before the scripts run (or without them): a native disclosure listing the drawer's links and the
 * language switch. Drawn by the server only and kept as drawn until hydration (mobile-menu.tsx), so its code and
 * words are not part of the first load.
 */
export function MobileMenuDisclosure({
  location,
  user,
  counts,
  hover,
  label,
  unread,
}: {
  location: string | null;
  user: HeaderUser | null;
  counts: UnreadCounts | null;
  hover: string;
  label: string;
  unread: boolean;
}) {
  return (
    <details>
      <summary
        className={cn(
          "relative inline-flex h-11 w-11 cursor-pointer list-none items-center justify-center rounded-full [&::-webkit-details-marker]:hidden",
          hover,
        )}
      >
        <Icon name="menu" size={24} />
        <span className="sr-only">{label}</span>
        {unread ? (
          <span aria-hidden="true" className="absolute top-1.5 right-1.5 size-2.5 rounded-full bg-red-600" />
        ) : null}
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
        <MenuLanguageSwitch />
      </nav>
    </details>
  );
}

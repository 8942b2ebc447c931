import type { ReactNode } from "react";
import { UnreadBadge, unreadText } from "~/app/components/notifications/unread-badge";
import { Icon } from "~/app/components/ui/icon";
import type { IconName } from "~/app/components/ui/icon-names";
import type { UnreadCounts } from "~/app/lib/live-counts";
import { m } from "~/i18n/paraglide/messages";
import type { HeaderUser } from "./header-user";
import { LanguageSwitch } from "./language-switch";

export interface MenuLink {
  to: string;
  icon: IconName;
  label: ReactNode;
}

/** The phone menu's links: the drawer's once the scripts run, the plain disclosure's before. */
export function mobileMenuLinks(
  location: string | null,
  user: HeaderUser | null,
  counts: UnreadCounts | null,
): MenuLink[] {
  const counted = (name: string, count: number | undefined) => (
    <>
      <span aria-hidden="true">{name}</span>
      <span className="sr-only">{name + unreadText(count)}</span>
      <UnreadBadge count={count} className="ml-auto" />
    </>
  );
  return [
    { to: "/", icon: "house", label: m.shell_menu_home() },
    ...(location !== null
      ? [
          {
            to: "/location",
            icon: "map-pin" as const,
            label: (
              <>
                <span className="sr-only">{m.shell_header_location()}</span>
                {location}
              </>
            ),
          },
        ]
      : []),
    { to: "/messages", icon: "message-circle", label: counted(m.shell_header_messages(), counts?.messages) },
    {
      to: "/notifications",
      icon: "bell",
      label: counted(m.shell_header_notifications(), counts?.notifications),
    },
    { to: "/my-listings", icon: "layout-list", label: m.shell_tab_my_ads() },
    { to: "/favorites", icon: "heart", label: m.account_nav_favorites() },
    { to: "/saved-searches", icon: "bookmark", label: m.account_nav_saved_searches() },
    { to: "/store", icon: "store", label: m.shell_menu_store() },
    { to: "/help", icon: "circle-help", label: m.shell_menu_help() },
    {
      to: user ? "/profile" : "/login",
      icon: "user-round",
      label: user ? m.shell_menu_profile() : m.shell_header_login(),
    },
  ];
}

/** The language switch as the menu's last row: as tall as its links (44 px), with the languages icon. */
export function MenuLanguageSwitch() {
  return (
    <LanguageSwitch
      className="mt-1 border-t border-slate-200 pt-1"
      buttonClassName="flex h-11 w-full cursor-pointer items-center gap-3 rounded px-3 font-medium hover:bg-surface focus-visible:bg-surface focus-visible:outline-2 focus-visible:outline-brand"
      icon={<Icon name="languages" size={20} />}
    />
  );
}

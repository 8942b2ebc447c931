import type { ReactNode } from "react";
import { UnreadBadge, unreadText } from "~/app/components/notifications/unread-badge";
import type { IconName } from "~/app/components/ui/icon-names";
import type { UnreadCounts } from "~/app/lib/live-counts";
import { m } from "~/i18n/paraglide/messages";
import type { HeaderUser } from "./header-user";

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
    { to: "/store", icon: "store", label: m.shell_menu_store() },
    { to: "/help", icon: "circle-help", label: m.shell_menu_help() },
    {
      to: user ? "/profile" : "/login",
      icon: "user-round",
      label: user ? m.shell_menu_profile() : m.shell_header_login(),
    },
  ];
}

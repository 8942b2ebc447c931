import { useLocation } from "react-router";
import { UnreadBadge, unreadText } from "~/app/components/notifications/unread-badge";
import { AppLink } from "~/app/components/ui/app-link";
import { Icon } from "~/app/components/ui/icon";
import type { IconName } from "~/app/components/ui/icon-names";
import type { BottomBarWords } from "./bottom-bar-words.server";

const TABS: [to: string, icon: IconName, word: keyof BottomBarWords][] = [
  ["/", "house", "home"],
  ["/messages", "message-circle", "chats"],
  ["/sell", "plus", "sell"],
  ["/my-listings", "layout-list", "myAds"],
  ["/profile", "user-round", "account"],
];

/**
 * Phones: the app's sections along the bottom of the screen, within the thumb's reach. Plain links the server
 * draws (they work before and without the scripts); a visitor is sent to log in by the pages that need it. The
 * layouts that show it leave room under their content (`BOTTOM_BAR_ROOM`); its looks are in app.css (`.bottom-bar`). Pages with their own controls at the
 * bottom (a conversation's composer, the sell form's steps) have no bar (docs/decisions/030-phone-navigation.md).
 */
export function BottomBar({
  words,
  unreadMessages,
}: {
  words: BottomBarWords | undefined;
  unreadMessages: number | undefined;
}) {
  const { pathname } = useLocation();
  if (!words) return null;
  return (
    <nav aria-label={words.name} className="bottom-bar">
      <ul className="grid grid-cols-5">
        {TABS.map(([to, icon, word]) => {
          const count = to === "/messages" ? unreadMessages : undefined;
          return (
            <li key={to}>
              <AppLink
                to={to}
                aria-current={(to === "/" ? pathname === to : pathname.startsWith(to)) ? "page" : undefined}
              >
                <Icon name={icon} size={22} />
                {words[word]}
                {count ? <span className="sr-only">{unreadText(count)}</span> : null}
                <UnreadBadge count={count} className="" />
              </AppLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The room a layout leaves under its content on phones (app.css), so the bar never hides its end. */
export const BOTTOM_BAR_ROOM = "bottom-bar-room";

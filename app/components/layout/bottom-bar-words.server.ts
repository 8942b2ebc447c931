import { m } from "~/i18n/paraglide/messages";

/**
 * The bottom bar's words in the reader's language, sent with the root loader's data (like the page description):
 * the bar is on every phone page, and its words in two languages need not ship with the first load's scripts.
 */
export function bottomBarWords() {
  return {
    name: m.shell_tabs(),
    home: m.shell_menu_home(),
    chats: m.shell_tab_chats(),
    sell: m.shell_header_sell(),
    myAds: m.shell_tab_my_ads(),
    account: m.shell_tab_account(),
  };
}

export type BottomBarWords = ReturnType<typeof bottomBarWords>;

import { useEffect, useState } from "react";

/** The width from which the chat list and the conversation are side by side (Tailwind's `md`). */
const SIDE_BY_SIDE = "(min-width: 48rem)";

/**
 * Whether the open conversation is really in front of the reader: the tab is visible, and either the
 * conversation was asked for (/messages/:id) or the screen is wide enough to show it beside the list.
 */
export function useChatOnScreen(chosen: boolean): boolean {
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    const wide = window.matchMedia(SIDE_BY_SIDE);
    const update = () => setOnScreen(document.visibilityState === "visible" && (chosen || wide.matches));
    update();
    wide.addEventListener("change", update);
    document.addEventListener("visibilitychange", update);
    return () => {
      wide.removeEventListener("change", update);
      document.removeEventListener("visibilitychange", update);
    };
  }, [chosen]);
  return onScreen;
}

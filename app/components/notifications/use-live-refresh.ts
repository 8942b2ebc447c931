import { useEffect, useRef } from "react";
import { useRevalidator, useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/app/root";

/**
 * The open notifications page reloads its list when the live unread count (app/lib/live-counts.ts) moves away
 * from the one the page was rendered with: a new notification shows up without a reload.
 */
export function useLiveRefresh() {
  const { revalidate } = useRevalidator();
  const rendered = useRouteLoaderData<typeof rootLoader>("root")?.counts?.notifications;
  const renderedRef = useRef(rendered);
  renderedRef.current = rendered;
  useEffect(() => {
    let off: (() => void) | undefined;
    let gone = false;
    import("~/app/lib/live-counts").then((m) => {
      if (gone) return;
      off = m.watchCounts((counts) => {
        if (counts.notifications !== renderedRef.current) void revalidate();
      });
    });
    return () => {
      gone = true;
      off?.();
    };
  }, [revalidate]);
}

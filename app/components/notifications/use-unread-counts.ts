import { useEffect, useState } from "react";
import type { UnreadCounts } from "~/app/lib/live-counts";

/**
 * The header's unread counts: the root loader's (server-rendered), then kept live by app/lib/live-counts.ts,
 * which is fetched after hydration and only for a signed-in member (`initial` is null for a visitor). Every
 * change of a count publishes an event, so the live counts never fall behind the loader's.
 */
export function useUnreadCounts(initial: UnreadCounts | null): UnreadCounts | null {
  const [live, setLive] = useState<UnreadCounts | null>(null);
  const signedIn = initial !== null;
  useEffect(() => {
    if (!signedIn) return;
    const stop = import("~/app/lib/live-counts").then((m) => m.watchCounts(setLive));
    return () => {
      stop.then((off) => off());
      setLive(null);
    };
  }, [signedIn]);
  return signedIn ? (live ?? initial) : null;
}

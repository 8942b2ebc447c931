import { useEffect, useState } from "react";
import type { RealtimeClient, RealtimeStatus } from "~/app/lib/realtime-client";

/**
 * The page's realtime connection once the page has hydrated (null before, and on the server). The client's code
 * is loaded here, on the pages that use it, never with the site's shell.
 */
export function useChatRealtime(): { client: RealtimeClient | null; status: RealtimeStatus } {
  const [client, setClient] = useState<RealtimeClient | null>(null);
  const [status, setStatus] = useState<RealtimeStatus>("closed");
  useEffect(() => {
    let stop = () => {};
    let cancelled = false;
    import("~/app/lib/realtime-client").then(({ connectRealtime }) => {
      if (cancelled) return;
      const connected = connectRealtime();
      setClient(connected);
      setStatus(connected.status);
      stop = connected.onStatus(setStatus);
    });
    return () => {
      cancelled = true;
      stop();
    };
  }, []);
  return { client, status };
}

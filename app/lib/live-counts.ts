import { connectRealtime, type RealtimeEvent } from "./realtime-client";

/** The header's badges: unread messages and unread notifications (GET /api/v1/me/counts). */
export interface UnreadCounts {
  messages: number;
  notifications: number;
}

/** Live events after which a count may have changed; `resync` means some were missed. */
const CHANGES = new Set(["message", "read", "notification", "conversation", "resync"]);

const listeners = new Set<(counts: UnreadCounts) => void>();
let stop: (() => void) | null = null;
let inFlight = false;
let again = false;

/**
 * Keeps the signed-in member's unread counts live: loaded after hydration, for signed-in members only
 * (app/components/notifications/use-unread-counts.ts), so a visitor's first load carries none of it. Each event
 * that may change a count asks the server for both again — the counts stay the database's, never guessed
 * from events — and a burst of events costs one request at a time.
 */
export function watchCounts(listener: (counts: UnreadCounts) => void): () => void {
  listeners.add(listener);
  if (!stop) {
    const client = connectRealtime();
    const offEvents = client.subscribe((event: RealtimeEvent) => {
      if (CHANGES.has(event.t)) void refresh();
    });
    // Every (re)connect: something may have happened while the socket was away.
    const offReconnect = client.onReconnect(() => void refresh());
    stop = () => {
      offEvents();
      offReconnect();
    };
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      stop?.();
      stop = null;
    }
  };
}

async function refresh(): Promise<void> {
  if (inFlight) {
    again = true;
    return;
  }
  inFlight = true;
  try {
    const res = await fetch("/api/v1/me/counts", { headers: { accept: "application/json" } });
    if (res.ok) {
      const counts = (await res.json()) as UnreadCounts;
      for (const listener of listeners) listener(counts);
    }
  } catch {
    // Offline: the next event or reconnect asks again.
  } finally {
    inFlight = false;
    if (again) {
      again = false;
      void refresh();
    }
  }
}

import type { ServerFrame } from "./realtime-frames";

/** A live event for members' open screens: a server frame of the socket protocol (realtime-frames.ts). */
export type RealtimeEvent = ServerFrame;

/**
 * Tells the open screens of some members that something happened (server/realtime: WebSocket, fanned out
 * between instances). Published after the database has the change; at most once — a screen that missed an
 * event catches up from the database.
 */
export interface Realtime {
  publish(userIds: readonly string[], event: RealtimeEvent): Promise<void>;
  /**
   * A session of these members ended, or their standing changed (a ban): every instance reads their open sockets'
   * sessions again and closes the ones no longer signed in. Called after the change is committed.
   */
  recheck(userIds: readonly string[]): Promise<void>;
}

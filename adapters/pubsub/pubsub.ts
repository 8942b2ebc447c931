/**
 * Fan-out of realtime events between Mandi instances. At most once: a subscriber that is away misses what was
 * published meanwhile, so nothing may depend on it but speed (clients catch up from the database).
 */
export interface PubSub {
  /** Which transport: "memory" (one process), "redis", "postgres" (LISTEN/NOTIFY). */
  kind: "memory" | "redis" | "postgres";
  /** The largest payload the transport carries (PostgreSQL NOTIFY: under 8,000 bytes). */
  maxPayloadBytes: number;
  publish(channel: string, payload: string): Promise<void>;
  /** Calls `handler` for every payload published on the channel from now on, by any instance. */
  subscribe(channel: string, handler: (payload: string) => void): Promise<void>;
  close(): Promise<void>;
}

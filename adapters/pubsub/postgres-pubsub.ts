import pg from "pg";
import type { PubSub } from "./pubsub";

/** NOTIFY refuses payloads of 8,000 bytes or more. */
export const NOTIFY_MAX_BYTES = 7_900;

/** Events waiting for their NOTIFY at most; past it a publish fails at once (the fan-out is at-most-once). */
export const NOTIFY_MAX_QUEUED = 10_000;

/**
 * PostgreSQL LISTEN/NOTIFY, for several instances on one PostgreSQL without Redis: one dedicated connection
 * listens (a pooled one would be handed to other queries) and also carries the NOTIFYs (the pool only while it
 * is down). A dropped listening connection is opened again with back-off, and listens again to every channel.
 */
export function createPostgresPubSub(options: {
  url: string;
  notify: (text: string, values: unknown[]) => Promise<unknown>;
  onError?: (err: Error) => void;
}): PubSub {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let client: pg.Client | undefined;
  let listened = new Set<string>();
  let opening: Promise<void> | undefined;
  let closed = false;

  async function openOnce(): Promise<void> {
    for (let attempt = 0; !closed; attempt++) {
      const next = new pg.Client({
        connectionString: options.url,
        connectionTimeoutMillis: 5_000,
        query_timeout: 5_000,
      });
      next.on("notification", (message) => {
        if (message.payload === undefined) return;
        for (const handler of handlers.get(message.channel) ?? []) handler(message.payload);
      });
      next.on("error", (err) => {
        options.onError?.(err);
        drop(next);
      });
      next.on("end", () => drop(next));
      try {
        await next.connect();
        client = next;
        listened = new Set();
        for (const channel of handlers.keys()) await listen(next, channel);
        return;
      } catch (err) {
        options.onError?.(err as Error);
        if (client === next) client = undefined;
        await next.end().catch(() => {});
        await new Promise((resolve) => setTimeout(resolve, Math.min(200 * 2 ** attempt, 5_000)).unref());
      }
    }
  }

  function open(): Promise<void> {
    opening ??= openOnce().finally(() => {
      opening = undefined;
    });
    return opening;
  }

  function drop(dead: pg.Client) {
    if (client !== dead) return;
    client = undefined;
    if (!closed) void open();
  }

  async function listen(target: pg.Client, channel: string) {
    if (listened.has(channel)) return;
    await target.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
    listened.add(channel);
  }

  // Publishing: what is published while one NOTIFY is on its way goes in the next, together (one statement, in
  // order), over the listening connection when it is up — so a pool busy with queries neither delays nor drops
  // the fan-out — and through the pool when it is not.
  let queued: { channel: string; payload: string; done: (err?: unknown) => void }[] = [];
  let sending = false;

  async function sendQueued() {
    sending = true;
    while (queued.length > 0) {
      const batch = queued;
      queued = [];
      const text = "select pg_notify(c, p) from unnest($1::text[], $2::text[]) as x(c, p)";
      const values = [batch.map((b) => b.channel), batch.map((b) => b.payload)];
      try {
        // Named: parsed once on the listening connection, not for every batch.
        if (client) await client.query({ name: "mandi_notify_batch", text, values });
        else await options.notify(text, values);
        for (const b of batch) b.done();
      } catch (err) {
        for (const b of batch) b.done(err);
      }
    }
    sending = false;
  }

  return {
    kind: "postgres",
    maxPayloadBytes: NOTIFY_MAX_BYTES,
    publish(channel, payload) {
      if (queued.length >= NOTIFY_MAX_QUEUED)
        return Promise.reject(new Error("too many events waiting for NOTIFY"));
      return new Promise<void>((resolve, reject) => {
        queued.push({ channel, payload, done: (err) => (err === undefined ? resolve() : reject(err)) });
        if (!sending) void sendQueued();
      });
    },
    async subscribe(channel, handler) {
      const set = handlers.get(channel) ?? new Set();
      set.add(handler);
      handlers.set(channel, set);
      if (!client) await open();
      if (client) await listen(client, channel);
    },
    async close() {
      closed = true;
      handlers.clear();
      await client?.end().catch(() => {});
      client = undefined;
    },
  };
}

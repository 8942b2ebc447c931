/** Where SMS and e-mail land on a local run without providers; read by GET /api/dev/outbox and by tests. */
export interface OutboxEntry {
  channel: "sms" | "email";
  to: string;
  /** For e-mail: the subject line, a blank line, then the text body. */
  body: string;
  createdAt: string;
}

export interface Outbox {
  add(entry: Omit<OutboxEntry, "createdAt">): OutboxEntry;
  /** Oldest first, newest last. */
  list(): OutboxEntry[];
  clear(): void;
}

const MAX_ENTRIES = 1000;

export function createMemoryOutbox(onAdd?: (entry: OutboxEntry) => void): Outbox {
  const entries: OutboxEntry[] = [];
  return {
    add(entry) {
      const stored = { ...entry, createdAt: new Date().toISOString() };
      entries.push(stored);
      if (entries.length > MAX_ENTRIES) entries.splice(0, entries.length - MAX_ENTRIES);
      onAdd?.(stored);
      return stored;
    },
    list: () => [...entries],
    clear: () => {
      entries.length = 0;
    },
  };
}

import { sql } from "drizzle-orm";
import { cacheCounts } from "../shared/cache-counts";
import { requestLocale } from "../shared/locale";
import type { Services } from "../shared/services";
import type { ListingSearchInput } from "./listings-schemas";

type Db = Services["db"];

export const searchCacheTuning = {
  /** Upper bound on an entry's age; the change counter is what keeps results right, this only bounds memory
   * held by searches nobody repeats and the drift of "posted today" across midnight. */
  ttlMs: 60_000,
  /** Per kind of read. About 25 KB per search entry (a page of 24 cards): a few tens of MB at most. */
  maxEntries: 1_000,
};

interface Entry<T> {
  version: string;
  at: number;
  result: Promise<T>;
}

/** One cache per database (tests open many in one process) and kind of read, so one kind cannot crowd out another. */
const caches = new WeakMap<Db, Map<string, Map<string, Entry<unknown>>>>();

/**
 * Searches repeat (the popular searches, category pages, the first page of a common word) and a search at a
 * million listings costs PostgreSQL 5–50 ms, so results are kept in memory — but only while nothing they could
 * show has changed: every entry carries the value of the `listing_changes` counter (migration 0005) read before
 * the search ran, and the counter moves with every insert, delete, photo change and update of a searchable column,
 * whoever makes it. A new ad is therefore found by the very next search. Concurrent identical searches share one
 * query. Each instance keeps its own entries; the counter lives in the database, so instances agree on it.
 */
export function cachedSearch<T>(
  db: Db,
  input: ListingSearchInput,
  run: (version: string) => Promise<T>,
  knownVersion?: string,
): Promise<T> {
  return cachedUntilListingsChange(db, "search", cacheKey(input), run, knownVersion);
}

/**
 * The same cache for any read whose result depends on listings and their photos alone (the newest listings
 * near a city): `key` must name everything else the result depends on. `run` gets the counter's value its result
 * is kept under; a read made inside it may pass that value on as `knownVersion` (the towns or the lexemes of one
 * search), sparing a round trip: what it finds is at least as new as that value.
 */
export async function cachedUntilListingsChange<T>(
  db: Db,
  namespace: string,
  key: string,
  run: (version: string) => Promise<T>,
  knownVersion?: string,
): Promise<T> {
  const version = knownVersion ?? (await listingChangesVersion(db));
  const entries = entriesOf(db, namespace);
  const now = Date.now();
  const known = entries.get(key) as Entry<T> | undefined;
  entries.delete(key);
  const counts = cacheCounts(`listings-${namespace}`);
  if (known && known.version === version && now - known.at < searchCacheTuning.ttlMs) {
    entries.set(key, known); // most recently used last
    counts.hits++;
    return known.result;
  }
  counts.misses++;
  const entry: Entry<T> = { version, at: now, result: run(version) };
  entries.set(key, entry);
  if (entries.size > searchCacheTuning.maxEntries) entries.delete(entries.keys().next().value as string);
  entry.result.catch(() => {
    if (entries.get(key) === entry) entries.delete(key);
  });
  return entry.result;
}

function entriesOf(db: Db, namespace: string): Map<string, Entry<unknown>> {
  let namespaces = caches.get(db);
  if (!namespaces) {
    namespaces = new Map();
    caches.set(db, namespaces);
  }
  let entries = namespaces.get(namespace);
  if (!entries) {
    entries = new Map();
    namespaces.set(namespace, entries);
  }
  return entries;
}

/**
 * Moves the counter once more after a write has committed. The triggers move it inside the writing transaction,
 * so a search that read the counter between that and the commit may have cached results without the write under
 * the new value; this makes sure the next search runs afresh. Writes outside the use-cases (seed, scripts, tests)
 * rely on the triggers alone.
 */
export async function listingsChanged(db: Db): Promise<void> {
  await db.execute(sql`select nextval('listing_changes')`);
}

/**
 * The `listing_changes` counter now (read once per turn of the event loop for all callers): whatever is kept under
 * one value is right until it moves. Kept search pages use it too (server/search-page-cache.ts).
 */
export function listingsVersion(db: Db): Promise<string> {
  return listingChangesVersion(db);
}

/** Per database: the counter read that callers may still join, because it has not been sent yet. */
const nextRead = new WeakMap<Db, Promise<string>>();

/**
 * The counter, read once for all the callers that arrive before the read is sent (within one turn of the event
 * loop): under load, many searches share one round trip. A caller never joins a read sent before it arrived, so
 * it always sees every change committed before its request came in.
 */
function listingChangesVersion(db: Db): Promise<string> {
  let read = nextRead.get(db);
  if (!read) {
    read = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      nextRead.delete(db);
      return readListingChangesVersion(db);
    });
    nextRead.set(db, read);
  }
  return read;
}

async function readListingChangesVersion(db: Db): Promise<string> {
  // Both drivers (PGlite, node-postgres) answer raw SQL with `{ rows }`. last_value is not transactional: it is
  // the latest value any session drew.
  const result = (await db.execute(
    sql`select last_value::text as version from listing_changes`,
  )) as unknown as { rows: { version: string }[] };
  return result.rows[0]?.version ?? "";
}

/**
 * Inputs that mean the same search share an entry: conditions in any order. The language too: a result names its
 * category and subcategory in the language of the request that ran it (a Hindi visitor was shown "Cars").
 */
function cacheKey(input: ListingSearchInput): string {
  return JSON.stringify([
    requestLocale(),
    input.q ?? "",
    input.category ?? "",
    input.subcategory ?? "",
    input.minPrice ?? null,
    input.maxPrice ?? null,
    [...(input.conditions ?? [])].sort(),
    input.posted ?? "",
    input.postedAfter?.toISOString() ?? "",
    input.city ?? "",
    input.near ? [input.near.lat, input.near.lng] : null,
    input.radiusKm ?? null,
    input.sort ?? "",
    input.page ?? 1,
    input.pageSize ?? 0,
  ]);
}

/** Forgets every entry of a database (tests that change the search's tuning between two searches). */
export function clearSearchCache(db: Db): void {
  caches.delete(db);
}

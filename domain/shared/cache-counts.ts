/** Lookups of one in-memory cache: plain numbers, counted where the cache is read, read by GET /metrics. */
export interface CacheCounts {
  hits: number;
  misses: number;
}

const counts = new Map<string, CacheCounts>();

/**
 * The counts of the cache called `name` (kept for the life of the process). The name becomes a metric label:
 * always a constant of the code, never a value of a request.
 */
export function cacheCounts(name: string): CacheCounts {
  let known = counts.get(name);
  if (!known) {
    known = { hits: 0, misses: 0 };
    counts.set(name, known);
  }
  return known;
}

/** Every cache counted so far, by name (server/metrics). */
export function allCacheCounts(): ReadonlyMap<string, Readonly<CacheCounts>> {
  return counts;
}

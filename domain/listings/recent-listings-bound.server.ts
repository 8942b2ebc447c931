import { desc, eq } from "drizzle-orm";
import { listings } from "~/db/schema";
import type { Services } from "../shared/services";

export const recentListingsTuning = {
  /** How many of the newest active listings the first, cheaper pass of a text search looks at (tests lower it). */
  size: 100_000,
  refreshMs: 60_000,
};

let known: { since: Date | null; at: number; db: Services["db"]; size: number } | undefined;

/**
 * The posting time of the `size`-th newest active listing, or null while there are fewer. A text
 * search first looks only at listings posted since then: when that already yields a full window of matches,
 * they are exactly the newest matches of all, found without reading every older match. Kept for a minute: a
 * stale bound only makes that first pass a little wider or narrower, never wrong.
 */
export function recentListingsBound(db: Services["db"]): Promise<Date | null> {
  const now = Date.now();
  const { size, refreshMs } = recentListingsTuning;
  if (known && known.db === db && known.size === size && now - known.at < refreshMs) {
    return Promise.resolve(known.since);
  }
  // Searches that find the bound stale together share one read (at a million listings it walks 100,000 index
  // entries, 15–20 ms): under load, dozens of them used to make that walk at once.
  if (reading && reading.db === db && reading.size === size) return reading.since;
  const since = readBound(db, size)
    .then((value) => {
      known = { since: value, at: Date.now(), db, size };
      return value;
    })
    .finally(() => {
      if (reading?.since === since) reading = undefined;
    });
  reading = { db, size, since };
  return since;
}

let reading: { db: Services["db"]; size: number; since: Promise<Date | null> } | undefined;

async function readBound(db: Services["db"], size: number): Promise<Date | null> {
  const [row] = await db
    .select({ postedAt: listings.postedAt })
    .from(listings)
    .where(eq(listings.status, "active"))
    .orderBy(desc(listings.postedAt), desc(listings.id))
    .offset(size - 1)
    .limit(1);
  return row ? new Date(row.postedAt) : null;
}

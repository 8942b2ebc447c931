import { sql } from "drizzle-orm";
import type { Services } from "../shared/services";

type Db = Services["db"];

/**
 * Views counted since the last flush, per database and listing id. Kept on globalThis: in development and in the
 * page tests the routes run in Vite's module graph, a second copy of this module, and the server's flush must see
 * the views they count.
 */
const PENDING = Symbol.for("mandi.pendingListingViews");
const shared = globalThis as typeof globalThis & { [PENDING]?: Map<Db, Map<number, number>> };
shared[PENDING] ??= new Map();
const pending = shared[PENDING];

/** Rows per UPDATE: two parameters each, far below PostgreSQL's 65,535. */
const BATCH = 1_000;

/**
 * One view more, kept in memory: a page view costs no write. flushListingViews writes the counts in one UPDATE
 * (server/listing-view-flush.ts runs it every few seconds and at shutdown), so the views an owner sees in
 * My Listings lag by at most that interval, and a crash loses at most that interval's views.
 */
export function countListingView({ db }: Pick<Services, "db">, input: { id: number }): void {
  countViews(db, input.id, 1);
}

/** Writes the views counted so far on one database (or every database) and returns how many were written. */
export async function flushListingViews(db?: Db): Promise<number> {
  let written = 0;
  for (const [target, counts] of [...pending]) {
    if (db && target !== db) continue;
    pending.delete(target);
    const rows = [...counts];
    for (let start = 0; start < rows.length; start += BATCH) {
      const batch = rows.slice(start, start + BATCH);
      const values = sql.join(
        batch.map(([id, views]) => sql`(${id}::bigint, ${views}::integer)`),
        sql`, `,
      );
      try {
        await target.execute(sql`
          update listings set views_count = listings.views_count + counted.views
          from (values ${values}) as counted (id, views)
          where listings.id = counted.id`);
      } catch (err) {
        // Kept for the next flush: a database that is briefly unreachable loses no views.
        for (const [id, views] of rows.slice(start)) countViews(target, id, views);
        throw err;
      }
      written += batch.reduce((sum, [, views]) => sum + views, 0);
    }
  }
  return written;
}

function countViews(db: Db, id: number, views: number): void {
  let counts = pending.get(db);
  if (!counts) {
    counts = new Map();
    pending.set(db, counts);
  }
  counts.set(id, (counts.get(id) ?? 0) + views);
}

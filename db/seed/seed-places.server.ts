import { readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { gunzip } from "node:zlib";
import { sql } from "drizzle-orm";
import type { Db } from "../client.server";
import { toSearchName } from "../place-search-name";
import { places } from "../schema";
import { isEmpty } from "./is-empty";

/** Like db/migrations, the extracted places ship in the repository (scripts/extract-places.ts, decision 016). */
export const PLACES_FILE = path.resolve(process.cwd(), "db/seed/places-india.tsv.gz");
/** Rows per statement. */
const BATCH = 10_000;

/** Loads every Indian town, PIN and post office into `places` when the table is empty. */
export async function seedPlaces(db: Db, file = PLACES_FILE): Promise<{ places: number }> {
  if (!(await isEmpty(db, places))) return { places: 0 };
  const text = (await promisify(gunzip)(await readFile(file))).toString("utf8");
  const rows = text.split("\n").filter(Boolean);
  for (let start = 0; start < rows.length; start += BATCH) {
    await insertBatch(db, rows.slice(start, start + BATCH));
  }
  // A bulk load leaves the trigram GIN entries in its pending list, which every scan reads until a vacuum (PGlite
  // has no autovacuum); then fresh statistics, or the planner guesses the indexes are not worth it.
  await db.execute(sql`select gin_clean_pending_list('places_search_name_trgm_idx'::regclass)`);
  await db.execute(sql`analyze ${places}`);
  return { places: rows.length };
}

async function insertBatch(db: Db, lines: string[]): Promise<void> {
  const rows = lines.map((line) => {
    const [kind, name = "", district = "", state = "", pincode = "", lat, lng, rank] = line.split("\t");
    return {
      kind,
      name,
      search_name: toSearchName(name),
      district: district || null,
      state,
      pincode: pincode || null,
      lat: Number(lat),
      lng: Number(lng),
      rank: Number(rank),
    };
  });
  // One JSON parameter per batch: both drivers pass it as is, where arrays would be spread into parameters.
  await db.execute(sql`
    insert into ${places} (kind, name, search_name, district, state, pincode, lat, lng, rank)
    select kind, name, search_name, district, state, pincode, lat, lng, rank
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(
      kind place_kind, name text, search_name text, district text, state text, pincode text,
      lat float8, lng float8, rank int
    )`);
}

import { sql } from "drizzle-orm";
import { cacheCounts } from "../shared/cache-counts";
import type { Services } from "../shared/services";

export interface NamedPoint {
  /** The place as people read it: "Pune". */
  name: string;
  lat: number;
  lng: number;
}

/** Chosen locations repeat all day (a few hundred towns): their points, most recently used last. */
const points = new Map<string, NamedPoint | null>();
const MAX_POINTS = 500;
const counts = cacheCounts("location-point");

/**
 * Where "near you" is measured from: the point of the chosen location ("PUNE, INDIA" → Pune), from the seeded
 * cities first, then any town of the places table. Null for INDIA, or a name that is no known town.
 */
export async function locationPoint(
  { db }: Pick<Services, "db">,
  location: string | null | undefined,
): Promise<NamedPoint | null> {
  const name = (location ?? "").split(",")[0]?.trim().toUpperCase() ?? "";
  if (!name || name === "INDIA") return null;
  if (points.has(name)) {
    const known = points.get(name) ?? null;
    points.delete(name);
    points.set(name, known);
    counts.hits++;
    return known;
  }
  counts.misses++;
  const result = (await db.execute(sql`
    select name, lat, lng from (
      select name, lat, lng, 0 as source, 0 as rank from cities where upper(name) = ${name}
      union all
      select name, lat, lng, 1 as source, rank from places
      where kind = 'city' and search_name = ${name.toLowerCase()}
    ) found
    order by source, rank desc
    limit 1`)) as unknown as { rows: { name: string; lat: number | string; lng: number | string }[] };
  const row = result.rows[0];
  const point = row ? { name: row.name, lat: Number(row.lat), lng: Number(row.lng) } : null;
  if (points.size >= MAX_POINTS) points.delete(points.keys().next().value as string);
  points.set(name, point);
  return point;
}

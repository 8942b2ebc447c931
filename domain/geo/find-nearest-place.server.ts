import { type SQL, sql } from "drizzle-orm";
import { places } from "~/db/schema";
import type { Services } from "../shared/services";
import type { PlaceKind } from "./place-views";

/** A town further than this is not "where you are"; the nearest PIN's place answers instead. */
export const NEAREST_TOWN_METRES = 30_000;
/** Beyond this from every PIN (the open sea, another country) Mandi cannot name the place. */
export const NEAREST_PIN_METRES = 100_000;
/** Within this of one of Mandi's own cities, that city wins over a nearer suburb or village. */
const MAJOR_CITY_PULL_METRES = 15_000;
/** The rank scripts/extract-places.ts gives Mandi's own cities. */
const MAJOR_CITY_RANK = 10_000;

export interface NearestPlace {
  kind: PlaceKind;
  name: string;
  state: string;
  distanceMetres: number;
}

/**
 * The place to call a position by (earth_box on the GiST index, then the exact distance), or null: the nearest town,
 * else the nearest PIN's town, in one statement (the second branch only runs when the first finds nothing).
 */
export async function findNearestPlace(
  { db }: Pick<Services, "db">,
  { lat, lng }: { lat: number; lng: number },
): Promise<NearestPlace | null> {
  const point = sql`ll_to_earth(${lat}::float8, ${lng}::float8)`;
  const nearest = (kind: PlaceKind, radius: number, pull: SQL) => sql`(
    select kind, name, state, distance from (
      select ${places.kind} as kind, ${places.name} as name, ${places.state} as state,
        earth_distance(ll_to_earth(${places.lat}, ${places.lng}), ${point}) as distance, ${pull} as pull
      from ${places}
      where ${places.kind} = ${kind}
        and earth_box(${point}, ${radius}::float8) @> ll_to_earth(${places.lat}, ${places.lng})
    ) near
    where distance <= ${radius}::float8
    order by distance - pull
    limit 1)`;
  const majorCityPull = sql`case when ${places.rank} >= ${MAJOR_CITY_RANK} then ${MAJOR_CITY_PULL_METRES} else 0 end`;
  const result = (await db.execute(sql`
    ${nearest("city", NEAREST_TOWN_METRES, majorCityPull)}
    union all
    ${nearest("pin", NEAREST_PIN_METRES, sql`0`)}
    limit 1`)) as unknown as { rows: { kind: PlaceKind; name: string; state: string; distance: number }[] };
  const row = result.rows[0];
  return row
    ? { kind: row.kind, name: row.name, state: row.state, distanceMetres: Number(row.distance) }
    : null;
}

import { type SQL, sql } from "drizzle-orm";
import { listings } from "~/db/schema";

/** earthdistance's earth(): the radius of the sphere ll_to_earth and earth_distance measure on, in metres. */
const EARTH_METRES = 6_378_168;
/** Degrees added to each side of the box, so rounding never turns away a point inside the circle. */
const BOX_MARGIN_DEGREES = 1e-6;
/** Points nearer the circle's edge than this are measured with earth_distance itself. */
const EDGE_METRES = 1;
const RADIANS = Math.PI / 180;

/**
 * An ad's point within `metres` of `near`, exactly as `earth_distance(ll_to_earth(near), ll_to_earth(lat, lng)) <=
 * metres` decides, for a fraction of its cost. ll_to_earth costs ~5 µs a row (a SQL function casting to a domain
 * with three checks), and a radius search measures thousands of rows: the ads of every town within reach. So, in
 * order: outside the circle's lat/lng box → no (two comparisons on the index's included columns); the straight
 * line through the sphere (plain arithmetic, ~0.3 µs) more than a metre inside the edge → yes, more than a metre
 * outside → no; within a metre of the edge → earth_distance.
 *
 * One CASE, so the steps run in this order and PostgreSQL estimates it as one unknown condition: as separate
 * conditions the box's lat and lng ranges were taken for independent and estimated at a few rows, and PostgreSQL
 * then sorted whole towns or started parallel workers (15 ms on these machines) to find them.
 */
export function withinRadius(near: { lat: number; lng: number }, metres: number): SQL {
  const [x, y, z] = unitPoint(near.lat, near.lng);
  const chord = (m: number) => 2 * Math.sin(m / EARTH_METRES / 2);
  const lat = sql`radians(${listings.lat})`;
  const lng = sql`radians(${listings.lng})`;
  const squared = sql`(cos(${lat}) * cos(${lng}) - ${x}::float8) ^ 2 + (cos(${lat}) * sin(${lng}) - ${y}::float8) ^ 2
    + (sin(${lat}) - ${z}::float8) ^ 2`;
  const exact = sql`earth_distance(ll_to_earth(${near.lat}, ${near.lng}), ll_to_earth(${listings.lat}, ${listings.lng})) <= ${metres}`;
  return sql`case
    when not (${circleBox(near, metres)}) then false
    when ${squared} <= ${chord(metres - EDGE_METRES) ** 2}::float8 then true
    when ${squared} > ${chord(metres + EDGE_METRES) ** 2}::float8 then false
    else ${exact} end`;
}

/**
 * The latitudes and longitudes of every point within `metres` of `near` on earthdistance's sphere: the circle's
 * angular radius either side in latitude, asin(sin δ / cos φ) in longitude (no longitudes near a pole or ±180°).
 */
export function circleBox(near: { lat: number; lng: number }, metres: number): SQL {
  const delta = metres / EARTH_METRES;
  const lat = delta / RADIANS + BOX_MARGIN_DEGREES;
  const latitudes = sql`${listings.lat} between ${near.lat - lat}::float8 and ${near.lat + lat}::float8`;
  const ratio = Math.sin(delta) / Math.cos(near.lat * RADIANS);
  if (Math.abs(near.lat) + lat >= 90 || ratio >= 1) return latitudes;
  const lng = Math.asin(ratio) / RADIANS + BOX_MARGIN_DEGREES;
  if (near.lng - lng <= -180 || near.lng + lng >= 180) return latitudes;
  return sql`${latitudes} and ${listings.lng} between ${near.lng - lng}::float8 and ${near.lng + lng}::float8`;
}

/** ll_to_earth's point on a sphere of radius 1. */
function unitPoint(lat: number, lng: number): [number, number, number] {
  const phi = lat * RADIANS;
  const lambda = lng * RADIANS;
  return [Math.cos(phi) * Math.cos(lambda), Math.cos(phi) * Math.sin(lambda), Math.sin(phi)];
}

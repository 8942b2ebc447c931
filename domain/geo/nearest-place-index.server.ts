import { asc, eq, inArray } from "drizzle-orm";
import { cities, places, states } from "~/db/schema";
import type { Services } from "../shared/services";
import type { PlaceKind } from "./place-views";

type Db = Services["db"];

/** earthdistance's earth(): the sphere ll_to_earth and earth_distance measure on, in metres. */
const EARTH_METRES = 6_378_168;
const RADIANS = Math.PI / 180;

export interface PointPlace {
  kind: PlaceKind;
  name: string;
  state: string;
  lat: number;
  lng: number;
  rank: number;
}

export interface NearPlace {
  place: PointPlace;
  distanceMetres: number;
}

/**
 * Points sorted by latitude, with earthdistance's cube coordinates kept beside them: a point within r of a position
 * lies in the band of latitudes r / earth() radians either side of it (the great circle is never shorter than the
 * meridian arc), found by binary search; only the band's points are measured.
 */
export class NearestPointIndex {
  private readonly sorted: PointPlace[];
  /** Each sorted point's position in the given order, for ties. */
  private readonly order: Uint32Array;
  private readonly lats: Float64Array;
  private readonly xyz: Float64Array;

  /** `points` in a stable order (the table's id order): of equally good places, the first wins. */
  constructor(points: readonly PointPlace[]) {
    const order = points
      .map((_, i) => i)
      .sort((a, b) => (points[a] as PointPlace).lat - (points[b] as PointPlace).lat || a - b);
    this.sorted = order.map((i) => points[i] as PointPlace);
    this.order = Uint32Array.from(order);
    this.lats = Float64Array.from(this.sorted, (place) => place.lat);
    this.xyz = new Float64Array(this.sorted.length * 3);
    this.sorted.forEach((place, i) => {
      this.xyz.set(earthPoint(place.lat, place.lng), i * 3);
    });
  }

  /**
   * The place that minimises distance − pull(place) among those within `radiusMetres`, as
   * `order by earth_distance(...) - pull limit 1` over `earth_distance(...) <= radius` would; null when none is.
   */
  nearest(
    lat: number,
    lng: number,
    radiusMetres: number,
    pull: (place: PointPlace) => number = () => 0,
  ): NearPlace | null {
    const band = (radiusMetres / EARTH_METRES / RADIANS) * (1 + 1e-9) + 1e-9;
    const [x, y, z] = earthPoint(lat, lng);
    let best = -1;
    let bestScore = Number.POSITIVE_INFINITY;
    let bestDistance = 0;
    for (let i = this.lowerBound(lat - band); i < this.lats.length; i++) {
      if ((this.lats[i] as number) > lat + band) break;
      const at = i * 3;
      const dx = (this.xyz[at] as number) - x;
      const dy = (this.xyz[at + 1] as number) - y;
      const dz = (this.xyz[at + 2] as number) - z;
      const distance = chordToArc(Math.sqrt(dx * dx + dy * dy + dz * dz));
      if (distance > radiusMetres) continue;
      const score = distance - pull(this.sorted[i] as PointPlace);
      if (
        score < bestScore ||
        (score === bestScore && (this.order[i] as number) < (this.order[best] as number))
      ) {
        best = i;
        bestScore = score;
        bestDistance = distance;
      }
    }
    return best < 0 ? null : { place: this.sorted[best] as PointPlace, distanceMetres: bestDistance };
  }

  private lowerBound(lat: number): number {
    let low = 0;
    let high = this.lats.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if ((this.lats[mid] as number) < lat) low = mid + 1;
      else high = mid;
    }
    return low;
  }
}

/** ll_to_earth: the point on earthdistance's sphere, as x, y, z in metres. */
function earthPoint(lat: number, lng: number): [number, number, number] {
  const phi = lat * RADIANS;
  const lambda = lng * RADIANS;
  return [
    EARTH_METRES * Math.cos(phi) * Math.cos(lambda),
    EARTH_METRES * Math.cos(phi) * Math.sin(lambda),
    EARTH_METRES * Math.sin(phi),
  ];
}

/** earthdistance's sec_to_gc: a straight-line (cube) distance as the great-circle distance. */
function chordToArc(chord: number): number {
  const half = chord / (2 * EARTH_METRES);
  return half > 1 ? Math.PI * EARTH_METRES : 2 * EARTH_METRES * Math.asin(half);
}

/** The towns and the PINs of places, and Mandi's seeded cities (for a database without places), each indexed. */
export interface NearestPlaceIndexes {
  towns: NearestPointIndex;
  pins: NearestPointIndex;
  seededCities: NearestPointIndex;
}

const kept = new WeakMap<Db, Promise<NearestPlaceIndexes>>();

/**
 * The points of a database, read on first use like the place-name index (reference data only the seed writes); a
 * failed read is not kept. Not keptPerDatabase: it freezes what it keeps, and typed arrays cannot be frozen.
 */
export function nearestPlaceIndexes(db: Db): Promise<NearestPlaceIndexes> {
  let indexes = kept.get(db);
  if (!indexes) {
    indexes = readIndexes(db);
    kept.set(db, indexes);
    indexes.catch(() => kept.delete(db));
  }
  return indexes;
}

async function readIndexes(db: Db): Promise<NearestPlaceIndexes> {
  const rows = await db
    .select({
      kind: places.kind,
      name: places.name,
      state: places.state,
      lat: places.lat,
      lng: places.lng,
      rank: places.rank,
    })
    .from(places)
    .where(inArray(places.kind, ["city", "pin"]))
    .orderBy(asc(places.id));
  const seeded = await db
    .select({ name: cities.name, state: states.name, lat: cities.lat, lng: cities.lng })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
    .orderBy(asc(cities.id));
  return {
    towns: new NearestPointIndex(rows.filter((row) => row.kind === "city")),
    pins: new NearestPointIndex(rows.filter((row) => row.kind === "pin")),
    seededCities: new NearestPointIndex(seeded.map((city) => ({ ...city, kind: "city" as const, rank: 0 }))),
  };
}

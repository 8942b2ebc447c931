import { toSearchName } from "~/db/place-search-name";
import { MAJOR_CITY_PULL_METRES, MAJOR_CITY_RANK } from "./find-nearest-place.server";
import { NearestPointIndex, type PointPlace } from "./nearest-place-index.server";
import type { IndexedPlace } from "./place-name-index.server";

/** A locality or PIN further than this from every town belongs to none. */
export const TOWN_REACH_METRES = 50_000;
/** A locality's or PIN's own point is used for an ad only this close to its town (the postal points are averages). */
export const PLACE_POINT_TRUST_METRES = 30_000;

export interface PlacePoint {
  kind: IndexedPlace["kind"];
  name: string;
  district: string | null;
  state: string;
  lat: number;
  lng: number;
}

interface TownTable {
  byDistrict: Map<string, IndexedPlace>;
  /** The towns by position (the index reverse geocoding uses), for the nearest one. */
  nearest: NearestPointIndex;
  /** The post offices by position. */
  localities: NearestPointIndex;
}

const tables = new WeakMap<readonly IndexedPlace[], TownTable>();

function townTable(places: readonly IndexedPlace[]): TownTable {
  let table = tables.get(places);
  if (!table) {
    const towns = places.filter((p) => p.kind === "city");
    const byDistrict = new Map<string, IndexedPlace>();
    for (const town of towns) {
      const key = `${town.searchName}|${town.state}`;
      const kept = byDistrict.get(key);
      if (!kept || town.rank > kept.rank) byDistrict.set(key, town);
    }
    table = {
      byDistrict,
      nearest: new NearestPointIndex(towns),
      localities: new NearestPointIndex(places.filter((p) => p.kind === "locality")),
    };
    tables.set(places, table);
  }
  return table;
}

/** Great-circle distance in metres (the same sphere as earthdistance's). */
export function metresBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_378_168 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The town an ad placed at a locality or PIN is listed under: the town its district is named after, in the same
 * state (Kothrud → Pune); otherwise the nearest town within reach, Mandi's own cities pulling harder. A town is its
 * own town. null when nothing is within reach.
 */
export function townOf(places: readonly IndexedPlace[], place: PlacePoint): IndexedPlace | null {
  const table = townTable(places);
  if (place.kind === "city") {
    return table.byDistrict.get(`${toSearchName(place.name)}|${place.state}`) ?? null;
  }
  if (place.district) {
    const named = table.byDistrict.get(`${toSearchName(place.district)}|${place.state}`);
    if (named) return named;
  }
  // Mandi's own cities pull harder, as in reverse geocoding (find-nearest-place.server.ts).
  const pull = (town: PointPlace) => (town.rank >= MAJOR_CITY_RANK ? MAJOR_CITY_PULL_METRES : 0);
  return (
    (table.nearest.nearest(place.lat, place.lng, TOWN_REACH_METRES, pull)?.place as IndexedPlace) ?? null
  );
}

/** The nearest locality within `withinMetres`, else the nearest town within reach: where a device stands, as a place. */
export function nearestNamedPlace(
  places: readonly IndexedPlace[],
  point: { lat: number; lng: number },
  withinMetres: number,
): IndexedPlace | null {
  const office = townTable(places).localities.nearest(point.lat, point.lng, withinMetres)?.place;
  return (
    (office as IndexedPlace | undefined) ??
    townOf(places, { kind: "pin", name: "", district: null, state: "", ...point })
  );
}

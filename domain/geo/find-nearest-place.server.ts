import type { Services } from "../shared/services";
import { nearestPlaceIndexes, type PointPlace } from "./nearest-place-index.server";
import type { PlaceKind } from "./place-views";

/** A town further than this is not "where you are"; the nearest PIN's place answers instead. */
export const NEAREST_TOWN_METRES = 30_000;
/** Beyond this from every PIN (the open sea, another country) Mandi cannot name the place. */
export const NEAREST_PIN_METRES = 100_000;
/** Within this of one of Mandi's own cities, that city wins over a nearer suburb or village. */
export const MAJOR_CITY_PULL_METRES = 15_000;
/** The rank scripts/extract-places.ts gives Mandi's own cities. */
export const MAJOR_CITY_RANK = 10_000;

export interface NearestPlace {
  kind: PlaceKind;
  name: string;
  state: string;
  distanceMetres: number;
}

const majorCityPull = (town: PointPlace) => (town.rank >= MAJOR_CITY_RANK ? MAJOR_CITY_PULL_METRES : 0);

/**
 * The place to call a position by, or null: the nearest town within NEAREST_TOWN_METRES (one of Mandi's cities
 * pulled MAJOR_CITY_PULL_METRES nearer), else the town of the nearest PIN within NEAREST_PIN_METRES. Answered from
 * the towns' and PINs' points kept in memory (nearest-place-index.server.ts, decision 016), measured as
 * earthdistance measures.
 */
export async function findNearestPlace(
  { db }: Pick<Services, "db">,
  { lat, lng }: { lat: number; lng: number },
): Promise<NearestPlace | null> {
  const { towns, pins } = await nearestPlaceIndexes(db);
  const found =
    towns.nearest(lat, lng, NEAREST_TOWN_METRES, majorCityPull) ?? pins.nearest(lat, lng, NEAREST_PIN_METRES);
  if (!found) return null;
  const { kind, name, state } = found.place;
  return { kind, name, state, distanceMetres: found.distanceMetres };
}

import { eq, sql } from "drizzle-orm";
import { cities, states } from "~/db/schema";
import { AppError } from "../shared/app-error";
import type { Services } from "../shared/services";
import type { CityView } from "./geo-views";

/** Further than this from every known city, the position is not somewhere Mandi can place. */
export const NEAREST_CITY_MAX_METRES = 300_000;

/** The known city closest to a position (great-circle distance with earthdistance). */
export async function findNearestCity(
  { db }: Pick<Services, "db">,
  input: { lat: number; lng: number },
): Promise<CityView & { distanceMetres: number }> {
  const distance = sql<number>`earth_distance(ll_to_earth(${cities.lat}, ${cities.lng}), ll_to_earth(${input.lat}, ${input.lng}))`;
  const [nearest] = await db
    .select({ name: cities.name, slug: cities.slug, state: states.name, distanceMetres: distance })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
    .orderBy(distance)
    .limit(1);
  if (!nearest || Number(nearest.distanceMetres) > NEAREST_CITY_MAX_METRES) {
    throw new AppError("NOT_FOUND", "server_geo_fetch_failed");
  }
  return { ...nearest, distanceMetres: Number(nearest.distanceMetres) };
}

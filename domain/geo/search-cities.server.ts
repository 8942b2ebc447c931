import { asc, eq, sql } from "drizzle-orm";
import { cities, states } from "~/db/schema";
import type { Services } from "../shared/services";
import type { CityView } from "./geo-views";

export const CITY_SEARCH_LIMIT = 30;

/** Cities whose name contains the text (case-insensitive), those starting with it first. */
export async function searchCities({ db }: Pick<Services, "db">, input: { q: string }): Promise<CityView[]> {
  const text = input.q.trim().toLowerCase();
  if (!text) return [];
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  return db
    .select({ name: cities.name, slug: cities.slug, state: states.name })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
    .where(sql`lower(${cities.name}) like ${`%${escaped}%`}`)
    .orderBy(sql`lower(${cities.name}) like ${`${escaped}%`} desc`, asc(cities.name))
    .limit(CITY_SEARCH_LIMIT);
}

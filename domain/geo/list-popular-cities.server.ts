import { asc, eq } from "drizzle-orm";
import { cities, states } from "~/db/schema";
import { keptPerDatabase } from "../shared/kept-per-database.server";
import type { Services } from "../shared/services";
import type { CityView } from "./geo-views";

type Db = Services["db"];

const popularCities = keptPerDatabase(readPopularCities);

/**
 * The popular cities (footer "Trending cities", the location page's first tab), in their display order. Every page
 * shows them and only the seed writes them, so they are read once per database and kept
 * (domain/shared/kept-per-database.server.ts).
 */
export function listPopularCities({ db }: Pick<Services, "db">): Promise<CityView[]> {
  return popularCities.get(db);
}

/** Drops the kept list of a database, so the next read sees what a reseed wrote. */
export function forgetPopularCities(db: Db): void {
  popularCities.forget(db);
}

function readPopularCities(db: Db): Promise<CityView[]> {
  return db
    .select({ name: cities.name, slug: cities.slug, state: states.name })
    .from(cities)
    .innerJoin(states, eq(cities.stateId, states.id))
    .where(eq(cities.popular, true))
    .orderBy(asc(cities.sortOrder), asc(cities.name));
}

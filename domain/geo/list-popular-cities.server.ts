import { asc, eq } from "drizzle-orm";
import { cities, states } from "~/db/schema";
import type { Services } from "../shared/services";
import type { CityView } from "./geo-views";

/** The popular cities (footer "Trending cities", the location page's first tab), in their display order. */
export async function listPopularCities({ db }: Pick<Services, "db">): Promise<CityView[]> {
  return db
    .select({ name: cities.name, slug: cities.slug, state: states.name })
    .from(cities)
    .innerJoin(states, eq(cities.stateId, states.id))
    .where(eq(cities.popular, true))
    .orderBy(asc(cities.sortOrder), asc(cities.name));
}

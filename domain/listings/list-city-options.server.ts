import { asc, eq } from "drizzle-orm";
import { cities, states } from "~/db/schema";
import type { Services } from "../shared/services";

export interface CityOption {
  name: string;
  state: string;
}

/** Every city an ad can be placed in (about a hundred), by name, for the location step's list. */
export async function listCityOptions({ db }: Pick<Services, "db">): Promise<CityOption[]> {
  return db
    .select({ name: cities.name, state: states.name })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
    .orderBy(asc(cities.name));
}

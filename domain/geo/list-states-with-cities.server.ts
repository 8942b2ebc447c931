import { asc, eq } from "drizzle-orm";
import { cities, states } from "~/db/schema";
import type { Services } from "../shared/services";
import type { StateWithCitiesView } from "./geo-views";

/** The "All India" tab: the 28 states (union territories are not states), each with its cities. */
export async function listStatesWithCities({ db }: Pick<Services, "db">): Promise<StateWithCitiesView[]> {
  const rows = await db
    .select({
      stateName: states.name,
      stateSlug: states.slug,
      cityName: cities.name,
      citySlug: cities.slug,
    })
    .from(states)
    .leftJoin(cities, eq(cities.stateId, states.id))
    .where(eq(states.kind, "state"))
    .orderBy(asc(states.name), asc(cities.name));
  const byState = new Map<string, StateWithCitiesView>();
  for (const row of rows) {
    let state = byState.get(row.stateSlug);
    if (!state) {
      state = { name: row.stateName, slug: row.stateSlug, cities: [] };
      byState.set(row.stateSlug, state);
    }
    if (row.cityName && row.citySlug) state.cities.push({ name: row.cityName, slug: row.citySlug });
  }
  return [...byState.values()];
}

import type { Db } from "../client.server";
import { cities, states } from "../schema";
import { OTHER_CITIES, POPULAR_CITIES } from "./geo-cities";
import { STATES } from "./geo-states";
import { isEmpty } from "./is-empty";
import { slugify } from "./slugify";

/** Inserts the states, union territories and cities where they are missing. */
export async function seedGeo(db: Db): Promise<{ states: number; cities: number }> {
  let insertedStates = 0;
  if (await isEmpty(db, states)) {
    const values = STATES.map((s) => ({ name: s.name, slug: slugify(s.name), code: s.code, kind: s.kind }));
    insertedStates = (await db.insert(states).values(values).returning({ id: states.id })).length;
  }

  let insertedCities = 0;
  if (await isEmpty(db, cities)) {
    const existing = await db.select({ id: states.id, name: states.name }).from(states);
    const stateId = new Map(existing.map((s) => [s.name, s.id]));
    const others = [...OTHER_CITIES].sort((a, b) => a.name.localeCompare(b.name, "en"));
    const values = [...POPULAR_CITIES, ...others].flatMap((c, index) => {
      const id = stateId.get(c.state);
      if (id === undefined) return [];
      const popular = index < POPULAR_CITIES.length;
      return [
        {
          name: c.name,
          slug: slugify(c.name),
          stateId: id,
          lat: c.lat,
          lng: c.lng,
          popular,
          sortOrder: index,
        },
      ];
    });
    if (values.length > 0) {
      insertedCities = (await db.insert(cities).values(values).returning({ id: cities.id })).length;
    }
  }
  return { states: insertedStates, cities: insertedCities };
}

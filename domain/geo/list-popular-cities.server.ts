import { asc, eq } from "drizzle-orm";
import { cities, states } from "~/db/schema";
import type { Services } from "../shared/services";
import type { CityView } from "./geo-views";

type Db = Services["db"];

/** Per database: tests open many in one process, and a kept list must never answer for another database. */
const cached = new WeakMap<Db, Promise<CityView[]>>();

/**
 * The popular cities (footer "Trending cities", the location page's first tab), in their display order. Every page
 * shows them and only the seed writes them, so they are read once per database and kept (frozen: all callers share
 * them). Whatever reseeds a database calls forgetPopularCities.
 */
export function listPopularCities({ db }: Pick<Services, "db">): Promise<CityView[]> {
  let list = cached.get(db);
  if (!list) {
    list = readPopularCities(db).then(freezeAll);
    cached.set(db, list);
    list.catch(() => cached.delete(db));
  }
  return list;
}

/** Drops the kept list of a database, so the next read sees what a reseed wrote. */
export function forgetPopularCities(db: Db): void {
  cached.delete(db);
}

function readPopularCities(db: Db): Promise<CityView[]> {
  return db
    .select({ name: cities.name, slug: cities.slug, state: states.name })
    .from(cities)
    .innerJoin(states, eq(cities.stateId, states.id))
    .where(eq(cities.popular, true))
    .orderBy(asc(cities.sortOrder), asc(cities.name));
}

function freezeAll(rows: CityView[]): CityView[] {
  for (const row of rows) Object.freeze(row);
  return Object.freeze(rows) as CityView[];
}

import { type SQL, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { places } from "~/db/schema";
import { getTestDatabaseWithPlaces } from "~/tests/support/test-database";
import { AppError } from "../shared/app-error";
import { findNearestCity } from "./find-nearest-city.server";
import {
  findNearestPlace,
  MAJOR_CITY_PULL_METRES,
  MAJOR_CITY_RANK,
  NEAREST_PIN_METRES,
  NEAREST_TOWN_METRES,
  type NearestPlace,
} from "./find-nearest-place.server";
import { NearestPointIndex, nearestPlaceIndexes } from "./nearest-place-index.server";

let database: Database;

beforeAll(async () => {
  database = await getTestDatabaseWithPlaces();
});

/** The statement the in-memory index replaced (earth_box on the GiST index, then the exact distance), ties by id. */
async function nearestInSql(lat: number, lng: number): Promise<NearestPlace | null> {
  const point = sql`ll_to_earth(${lat}::float8, ${lng}::float8)`;
  const nearest = (kind: "city" | "pin", radius: number, pull: SQL) => sql`(
    select kind, name, state, distance from (
      select ${places.id} as id, ${places.kind} as kind, ${places.name} as name, ${places.state} as state,
        earth_distance(ll_to_earth(${places.lat}, ${places.lng}), ${point}) as distance, ${pull} as pull
      from ${places}
      where ${places.kind} = ${kind}
        and earth_box(${point}, ${radius}::float8) @> ll_to_earth(${places.lat}, ${places.lng})
    ) near
    where distance <= ${radius}::float8
    order by distance - pull, id
    limit 1)`;
  const pull = sql`case when ${places.rank} >= ${MAJOR_CITY_RANK} then ${MAJOR_CITY_PULL_METRES} else 0 end`;
  const result = (await database.db.execute(sql`
    ${nearest("city", NEAREST_TOWN_METRES, pull)}
    union all
    ${nearest("pin", NEAREST_PIN_METRES, sql`0`)}
    limit 1`)) as unknown as {
    rows: { kind: "city" | "pin"; name: string; state: string; distance: number }[];
  };
  const row = result.rows[0];
  return row
    ? { kind: row.kind, name: row.name, state: row.state, distanceMetres: Number(row.distance) }
    : null;
}

/** A fixed spread: positions over India's bounding box (towns, villages, other countries, the sea), and some a
 * few km from towns, where the pull of Mandi's cities and the 30 km edge decide. */
async function positions(): Promise<{ lat: number; lng: number }[]> {
  let seed = 7;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const spread = Array.from({ length: 300 }, () => ({ lat: 6 + next() * 31, lng: 67 + next() * 31 }));
  const towns = (await database.db.execute(
    sql`select lat, lng from ${places} where kind = 'city' order by rank desc, id limit 150`,
  )) as unknown as { rows: { lat: number; lng: number }[] };
  const nearTowns = towns.rows.flatMap((town, i) => {
    const km = [0, 3, 12, 16, 29.9, 45][i % 6] as number;
    const angle = next() * 2 * Math.PI;
    return [
      { lat: town.lat, lng: town.lng },
      {
        lat: town.lat + (km / 111.2) * Math.sin(angle),
        lng: town.lng + (km / (111.2 * Math.cos((town.lat * Math.PI) / 180))) * Math.cos(angle),
      },
    ];
  });
  return [...spread, ...nearTowns];
}

describe("findNearestPlace from the points kept in memory", () => {
  it("answers what the SQL statement answers, on a spread of positions", async () => {
    const spots = await positions();
    let named = 0;
    for (const { lat, lng } of spots) {
      const [fromMemory, fromSql] = [
        await findNearestPlace(database, { lat, lng }),
        await nearestInSql(lat, lng),
      ];
      const at = `${lat.toFixed(5)}, ${lng.toFixed(5)}`;
      expect(fromMemory && { ...fromMemory, distanceMetres: 0 }, at).toEqual(
        fromSql && { ...fromSql, distanceMetres: 0 },
      );
      if (fromMemory && fromSql) {
        expect(fromMemory.distanceMetres, at).toBeCloseTo(fromSql.distanceMetres, 3);
        named++;
      }
    }
    // The spread reaches both branches and the sea.
    expect(named).toBeGreaterThan(spots.length / 2);
    expect(named).toBeLessThan(spots.length);
  });
});

describe("the seeded cities kept in memory (a database without places)", () => {
  it("name a position as findNearestCity does within 100 km", async () => {
    const { seededCities } = await nearestPlaceIndexes(database.db);
    for (const { lat, lng } of await positions()) {
      const city = await findNearestCity(database, { lat, lng }).catch((err: unknown) => {
        if (err instanceof AppError) return null;
        throw err;
      });
      const fromSql = city && city.distanceMetres <= NEAREST_PIN_METRES ? city.name : null;
      expect(seededCities.nearest(lat, lng, NEAREST_PIN_METRES)?.place.name ?? null, `${lat}, ${lng}`).toBe(
        fromSql,
      );
    }
  });
});

describe("NearestPointIndex", () => {
  const town = (name: string, lat: number, lng: number, rank = 0) => ({
    kind: "city" as const,
    name,
    state: "Maharashtra",
    lat,
    lng,
    rank,
  });
  const index = new NearestPointIndex([
    town("Twin A", 18.6, 73.9),
    town("Big City", 18.5, 73.86, MAJOR_CITY_RANK),
    town("Twin B", 18.6, 73.9),
    town("Village", 18.52, 73.88),
  ]);
  const pull = (place: { rank: number }) => (place.rank >= MAJOR_CITY_RANK ? MAJOR_CITY_PULL_METRES : 0);

  it("measures the great circle and keeps to the radius", () => {
    // 0.1° of latitude on earthdistance's sphere (6,378,168 m).
    expect(index.nearest(18.7, 73.9, 20_000)?.distanceMetres).toBeCloseTo(11_131.98, 1);
    expect(index.nearest(18.7, 73.9, 11_000)).toBeNull();
  });

  it("lets the pull win over a nearer place, and the first of equally near places", () => {
    expect(index.nearest(18.521, 73.881, 30_000)?.place.name).toBe("Village");
    expect(index.nearest(18.521, 73.881, 30_000, pull)?.place.name).toBe("Big City");
    expect(index.nearest(18.6, 73.9, 30_000)?.place.name).toBe("Twin A");
  });
});

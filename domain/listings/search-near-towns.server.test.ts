import { sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { listings } from "~/db/schema";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";
import { insertListing, insertSeller } from "./listing-fixtures.test-helper";
import type { ListingSearchInput } from "./listings-schemas";
import { searchListings } from "./search-listings.server";
import { withinRadius } from "./within-radius-sql.server";

/**
 * "Within N km" around Delhi, whose radius reaches four other towns: the pages merged from one read per town and
 * the shortcuts of the distance test must find exactly what the plain definition finds (every active ad whose
 * point is within N km by earth_distance), in the same order, on every page.
 */

let database: Database;
const db = () => database.db;

const DELHI = { lat: 28.6139, lng: 77.209 };
/** earthdistance's earth(). */
const EARTH = 6_378_168;

/** The point `metres` from `from` on earthdistance's sphere, heading `bearing` degrees from north. */
function pointAt(from: { lat: number; lng: number }, metres: number, bearing: number) {
  const rad = Math.PI / 180;
  const [phi, lambda, theta, delta] = [from.lat * rad, from.lng * rad, bearing * rad, metres / EARTH];
  const lat = Math.asin(Math.sin(phi) * Math.cos(delta) + Math.cos(phi) * Math.sin(delta) * Math.cos(theta));
  const lng =
    lambda +
    Math.atan2(
      Math.sin(theta) * Math.sin(delta) * Math.cos(phi),
      Math.cos(delta) - Math.sin(phi) * Math.sin(lat),
    );
  return { lat: lat / rad, lng: ((lng / rad + 540) % 360) - 180 };
}

/** A fixed stream of numbers in [0, 1). */
function numbers(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

beforeAll(async () => {
  database = await getTestDatabase();
});

beforeEach(async () => {
  await resetDatabase(database);
  await insertSeller(db());
});

/** The definition: active ads within `km` of `near` by earth_distance, in the order asked. */
async function expectedIds(near: { lat: number; lng: number }, km: number, orderBy: string, word?: string) {
  const result = (await db().execute(sql`
    select id from ${listings}
    where status = 'active' and lat is not null and lng is not null
      and earth_distance(ll_to_earth(${near.lat}, ${near.lng}), ll_to_earth(lat, lng)) <= ${km * 1000}
      and (${word ?? null}::text is null or title ilike '%' || ${word ?? null}::text || '%')
    order by ${sql.raw(orderBy)}`)) as unknown as { rows: { id: number | string }[] };
  return result.rows.map((row) => Number(row.id));
}

/** Every page of a search, `pageSize` at a time, and the totals each page reported. */
async function allPages(input: ListingSearchInput, pageSize: number) {
  const ids: number[] = [];
  const totals = new Set<number>();
  for (let page = 1; page < 100; page++) {
    const result = await searchListings({ db: db() }, { ...input, page, pageSize });
    totals.add(result.total);
    ids.push(...result.listings.map((l) => l.id));
    if (result.listings.length < pageSize) break;
  }
  return { ids, totals: [...totals] };
}

describe("searchListings within a radius that reaches several towns", () => {
  beforeEach(async () => {
    const next = numbers(11);
    const start = Date.now() - 90 * 86_400_000;
    const towns = [
      { city: "Delhi", lat: 28.6139, lng: 77.209 },
      { city: "Noida", lat: 28.5355, lng: 77.391 },
      { city: "Ghaziabad", lat: 28.6692, lng: 77.4538 },
      { city: "Gurugram", lat: 28.4595, lng: 77.0266 },
      { city: "Faridabad", lat: 28.4089, lng: 77.3178 },
      { city: "Meerut", lat: 28.9845, lng: 77.7064 },
    ];
    for (let i = 0; i < 90; i++) {
      const town = towns[i % towns.length] as (typeof towns)[number];
      const at = pointAt(town, next() * 20_000, next() * 360);
      // Hours, not instants: ads of different towns share a posting time, and the id decides between them.
      const hours = Math.floor(next() * 40);
      await insertListing(db(), {
        title: `${next() < 0.4 ? "Sofa" : "Lamp"} ${i}`,
        city: town.city,
        ...at,
        price: Math.round(next() * 5) * 1000,
        status: next() < 0.1 ? "sold" : "active",
        postedAt: new Date(start + hours * 3_600_000),
      });
    }
    // Either side of the 25 km edge, closer than the metre where the exact distance decides.
    for (const metres of [24_999.6, 25_000.4, 24_998, 25_002]) {
      await insertListing(db(), {
        title: `Sofa at ${metres} m`,
        city: "Delhi",
        ...pointAt(DELHI, metres, 10),
        postedAt: new Date(start + 20 * 3_600_000),
      });
    }
  });

  it("pages newest first across the towns exactly as the definition orders them", async () => {
    for (const km of [10, 25, 50] as const) {
      const expected = await expectedIds(DELHI, km, "posted_at desc, id desc");
      expect(expected.length, `${km} km`).toBeGreaterThan(4);
      for (const pageSize of [4, 7, 24]) {
        const { ids, totals } = await allPages({ near: DELHI, radiusKm: km, sort: "newest" }, pageSize);
        expect(ids, `${km} km, pages of ${pageSize}`).toEqual(expected);
        expect(totals, `${km} km`).toEqual([expected.length]);
      }
    }
    // The edge: 0.4 m inside is in, 0.4 m outside is out.
    const titles = (
      await searchListings({ db: db() }, { near: DELHI, radiusKm: 25, sort: "newest" })
    ).listings.map((l) => l.title);
    expect(titles).toContain("Sofa at 24999.6 m");
    expect(titles).toContain("Sofa at 24998 m");
    expect(titles).not.toContain("Sofa at 25000.4 m");
    expect(titles).not.toContain("Sofa at 25002 m");
  });

  it("answers a page past the end with no listings and the same total", async () => {
    const expected = await expectedIds(DELHI, 25, "posted_at desc, id desc");
    const past = await searchListings({ db: db() }, { near: DELHI, radiusKm: 25, sort: "newest", page: 50 });
    expect(past.listings).toEqual([]);
    expect(past.total).toBe(expected.length);
  });

  it("finds the same ads with a word and by price", async () => {
    const byPrice = await allPages({ near: DELHI, radiusKm: 25, sort: "price_asc" }, 5);
    expect(byPrice.ids).toEqual(
      await expectedIds(DELHI, 25, "price asc nulls last, posted_at desc, id desc"),
    );
    const withWord = await expectedIds(DELHI, 25, "posted_at desc, id desc", "sofa");
    const newest = await allPages({ near: DELHI, radiusKm: 25, q: "sofa", sort: "newest" }, 6);
    expect(newest.ids).toEqual(withWord);
    expect(newest.totals).toEqual([withWord.length]);
    const ranked = await allPages({ near: DELHI, radiusKm: 25, q: "sofa" }, 6);
    expect([...ranked.ids].sort((a, b) => a - b)).toEqual([...withWord].sort((a, b) => a - b));
    expect(ranked.totals).toEqual([withWord.length]);
  });
});

describe("withinRadius", () => {
  it("keeps exactly the points earth_distance keeps, at the edge, near a pole and across ±180°", async () => {
    const next = numbers(5);
    const cases = [
      { near: { lat: 18.5204, lng: 73.8567 }, metres: 5_000 },
      { near: DELHI, metres: 100_000 },
      { near: { lat: 89.95, lng: 10 }, metres: 25_000 },
      { near: { lat: -12, lng: 179.95 }, metres: 25_000 },
    ];
    for (const { near, metres } of cases) {
      await resetDatabase(database);
      await insertSeller(db());
      for (let i = 0; i < 40; i++) {
        // Most within 3 m of the edge, where the shortcuts hand over to earth_distance; some well inside or out.
        const distance = i < 30 ? metres + (next() - 0.5) * 6 : metres * (0.5 + next());
        await insertListing(db(), { title: `Point ${i}`, ...pointAt(near, distance, next() * 360) });
      }
      const ids = async (where: ReturnType<typeof sql>) =>
        (await db().select({ id: listings.id }).from(listings).where(where))
          .map((row) => row.id)
          .sort((a, b) => a - b);
      const exact = await ids(
        sql`earth_distance(ll_to_earth(${near.lat}, ${near.lng}), ll_to_earth(lat, lng)) <= ${metres}`,
      );
      expect(exact.length, JSON.stringify(near)).toBeGreaterThan(5);
      expect(exact.length, JSON.stringify(near)).toBeLessThan(35);
      expect(await ids(withinRadius(near, metres)), JSON.stringify(near)).toEqual(exact);
    }
  });
});

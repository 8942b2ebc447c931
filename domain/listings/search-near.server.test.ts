import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { createTestApp } from "~/tests/support/test-app";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";
import { locationPoint } from "../geo/location-point.server";
import { insertListing, insertSeller } from "./listing-fixtures.test-helper";
import { parseListingSearchParams } from "./listings-schemas";
import { searchListings } from "./search-listings.server";

/** "Near you": within N km of a point (the GiST index on ll_to_earth), and nearest first. */

let database: Database;
const services = () => ({ db: database.db });
const titles = async (input: Parameters<typeof searchListings>[1]) =>
  (await searchListings(services(), input)).listings.map((l) => l.title);

const PUNE = { lat: 18.5204, lng: 73.8567 };

beforeAll(async () => {
  database = await getTestDatabase();
});
beforeEach(async () => {
  await resetDatabase(database);
  await insertSeller(database.db);
  const at = (title: string, city: string, lat: number, lng: number, hoursOld: number) =>
    insertListing(database.db, {
      title,
      city,
      lat,
      lng,
      postedAt: new Date(Date.now() - hoursOld * 3_600_000),
    });
  await at("Sofa in Shivajinagar", "Pune", 18.5308, 73.8475, 5); // ~1.5 km
  await at("Sofa in Pimpri", "Pune", 18.6298, 73.7997, 1); // ~13.5 km, the newest
  await at("Sofa in Talegaon", "Pune", 18.735, 73.675, 3); // ~30 km, an ad of Pune's district
  await at("Sofa in Mumbai", "Mumbai", 19.076, 72.8777, 4); // ~120 km
  await insertListing(database.db, { title: "Sofa with no place", city: "Delhi", lat: null, lng: null });
});

describe("searchListings near a point", () => {
  it("keeps the ads within the radius, newest first", async () => {
    expect(await titles({ q: "sofa", near: PUNE, radiusKm: 5, sort: "newest" })).toEqual([
      "Sofa in Shivajinagar",
    ]);
    expect(await titles({ q: "sofa", near: PUNE, radiusKm: 25, sort: "newest" })).toEqual([
      "Sofa in Pimpri",
      "Sofa in Shivajinagar",
    ]);
    expect(await titles({ near: PUNE, radiusKm: 100 })).toEqual([
      "Sofa in Pimpri",
      "Sofa in Talegaon",
      "Sofa in Shivajinagar",
    ]);
    // Without a radius: any distance, the ad with no place too.
    expect(await titles({ q: "sofa", near: PUNE })).toHaveLength(5);
  });

  it("orders nearest first (ads with a point); without a point, newest first", async () => {
    const nearest = await searchListings(services(), { near: PUNE, sort: "nearest" });
    expect(nearest.sort).toBe("nearest");
    expect(nearest.listings.map((l) => l.title)).toEqual([
      "Sofa in Shivajinagar",
      "Sofa in Pimpri",
      "Sofa in Talegaon",
      "Sofa in Mumbai",
    ]);
    const within = await searchListings(services(), { near: PUNE, radiusKm: 25, sort: "nearest" });
    expect(within.listings.map((l) => l.title)).toEqual(["Sofa in Shivajinagar", "Sofa in Pimpri"]);
    const nowhere = await searchListings(services(), { sort: "nearest" });
    expect(nowhere.sort).toBe("newest");
  });

  it("reads the radius from a page's URL only when it is one of the choices", () => {
    expect(parseListingSearchParams(new URLSearchParams("radius=25")).radiusKm).toBe(25);
    expect(parseListingSearchParams(new URLSearchParams("radius=7")).radiusKm).toBeUndefined();
    expect(parseListingSearchParams(new URLSearchParams("radius=abc")).radiusKm).toBeUndefined();
  });

  it("finds the chosen location's point: a seeded city, not INDIA or an unknown name", async () => {
    expect(await locationPoint(services(), "PUNE, INDIA")).toMatchObject({ name: "Pune" });
    expect(await locationPoint(services(), "INDIA")).toBeNull();
    expect(await locationPoint(services(), "ATLANTIS")).toBeNull();
  });
});

describe("GET /api/v1/listings near a point", () => {
  it("filters by lat, lng and radius, sorts nearest, and refuses a bad or half point with 422", async () => {
    const t = await createTestApp(database, { rateLimitScale: 100 });
    try {
      const get = async (query: string) => {
        const res = await t.app.request(t.url(`/api/v1/listings?${query}`));
        return {
          status: res.status,
          body: (await res.json()) as { listings?: { title: string }[]; error?: { message: string } },
        };
      };
      const within = await get("lat=18.5204&lng=73.8567&radius=25&sort=nearest");
      expect(within.status).toBe(200);
      expect(within.body.listings?.map((l) => l.title)).toEqual(["Sofa in Shivajinagar", "Sofa in Pimpri"]);
      for (const bad of [
        "lat=999&lng=73.8&radius=25",
        "lat=abc&lng=73.8",
        "lat=18.5&radius=25",
        "radius=25",
        "sort=nearest",
        "lat=18.5&lng=73.8&radius=7",
      ]) {
        const res = await get(bad);
        expect(res.status, bad).toBe(422);
        expect(res.body.error?.message, bad).toBeTruthy();
      }
    } finally {
      await t.close();
    }
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { getTestDatabaseWithPlaces } from "~/tests/support/test-database";
import { insertListing, insertSeller } from "../listings/listing-fixtures.test-helper";
import { searchListings } from "../listings/search-listings.server";
import { resolveAdPlace } from "./resolve-ad-place.server";
import { nearestAdPlace, searchPlaces } from "./search-places.server";

let database: Database;
const place = (input: { city: string; locality?: string; pincode?: string }) =>
  resolveAdPlace(database.db, input);

beforeAll(async () => {
  database = await getTestDatabaseWithPlaces();
});

describe("resolveAdPlace: where an ad is, from what its seller typed", () => {
  it("takes one of Mandi's cities by name, in any case, at the city's point", async () => {
    expect(await place({ city: "pune" })).toMatchObject({
      city: "Pune",
      state: "Maharashtra",
      locality: null,
      pincode: null,
      lat: expect.closeTo(18.52, 1),
    });
  });

  it("takes any town of India, and refuses a name that is no place", async () => {
    expect(await place({ city: "Lonavla" })).toMatchObject({
      city: "Lonavla",
      state: "Maharashtra",
      lat: expect.closeTo(18.75, 2),
      lng: expect.closeTo(73.41, 2),
    });
    expect(await place({ city: "Atlantis" })).toBeNull();
    expect(await place({ city: "  " })).toBeNull();
  });

  it("lists a locality or a PIN typed as the city under its town", async () => {
    expect(await place({ city: "Shivajinagar" })).toMatchObject({
      city: "Pune",
      locality: "Shivajinagar",
      pincode: "411005",
    });
    expect(await place({ city: "411001" })).toMatchObject({ city: "Pune", pincode: "411001" });
  });

  it("finds the ad at its locality when that is near its town, never at a far-off postal average", async () => {
    const shivajinagar = await place({ city: "Pune", locality: "Shivajinagar" });
    expect(shivajinagar).toMatchObject({ lat: 18.5247, lng: 73.8471 });
    // Kothrud's post office shares PIN 411038, whose averaged point lies ~120 km away: the town's point is used.
    const kothrud = await place({ city: "Pune", locality: "Kothrud", pincode: "411038" });
    expect(kothrud).toMatchObject({ city: "Pune", locality: "Kothrud", pincode: "411038" });
    expect(kothrud?.lat).toBeCloseTo(18.52, 1);
    expect(kothrud?.lng).toBeCloseTo(73.86, 1);
  });
});

describe("the place finder's answers carry the town an ad there is listed under", () => {
  it("names the town of a locality, a PIN and a town", async () => {
    const [kothrud] = await searchPlaces({ db: database.db }, { q: "kothrud" });
    expect(kothrud).toMatchObject({ kind: "locality", name: "Kothrud", town: "Pune" });
    const [pin] = await searchPlaces({ db: database.db }, { q: "411001" });
    expect(pin).toMatchObject({ kind: "pin", town: "Pune" });
    const [lonavla] = await searchPlaces({ db: database.db }, { q: "lonavla" });
    expect(lonavla).toMatchObject({ name: "Lonavla", town: "Lonavla" });
  });

  it("names where a device stands by a nearby post office or its town, and nothing at sea", async () => {
    const near = await nearestAdPlace({ db: database.db }, { lat: 18.5247, lng: 73.8471 });
    expect(near).toMatchObject({ kind: "locality", town: "Pune", state: "Maharashtra" });
    expect(await nearestAdPlace({ db: database.db }, { lat: 15, lng: 65 })).toBeNull();
  });
});

describe("an ad in a town that is not one of Mandi's cities", () => {
  it("is found near that town", async () => {
    await insertSeller(database.db);
    const lonavla = await place({ city: "Lonavla" });
    if (!lonavla) throw new Error("Lonavla is a town of the places");
    await insertListing(database.db, { title: "Hill-station cottage sofa", ...lonavla });
    const near = { lat: lonavla.lat + 0.02, lng: lonavla.lng };
    const found = await searchListings({ db: database.db }, { q: "cottage", near, radiusKm: 10 });
    expect(found.listings.map((l) => l.title)).toEqual(["Hill-station cottage sofa"]);
    const far = await searchListings(
      { db: database.db },
      { q: "cottage", near: { lat: 18.52, lng: 73.86 }, radiusKm: 25 },
    );
    expect(far.listings).toEqual([]);
  });
});

import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";
import { listFreshListings } from "./list-fresh-listings.server";
import { hoursAgo, insertListing, insertSeller } from "./listing-fixtures.test-helper";

let database: Database;
const services = () => ({ db: database.db });

beforeAll(async () => {
  database = await getTestDatabase();
});
beforeEach(async () => {
  await resetDatabase(database);
  await insertSeller(database.db);
});

const MUMBAI = { city: "Mumbai", lat: 19.076, lng: 72.8777 };
const THANE = { city: "Thane", lat: 19.2183, lng: 72.9781 };
const PUNE = { city: "Pune", lat: 18.5204, lng: 73.8567 };
const DELHI = { city: "Delhi", lat: 28.6139, lng: 77.209 };

describe("listFreshListings", () => {
  it("shows each listing with its own cover photo", async () => {
    const first = await insertListing(database.db, { title: "One photo", photos: 1, postedAt: hoursAgo(2) });
    const second = await insertListing(database.db, {
      title: "Two photos",
      photos: 2,
      postedAt: hoursAgo(1),
    });
    await insertListing(database.db, { title: "No photo", photos: 0, postedAt: hoursAgo(3) });
    const fresh = await listFreshListings(services());
    expect(fresh.map((l) => [l.title, l.cover?.storageKey ?? null])).toEqual([
      ["Two photos", `listings/test-${second}-0`],
      ["One photo", `listings/test-${first}-0`],
      ["No photo", null],
    ]);
  });

  it("returns the 8 newest active listings", async () => {
    for (let i = 0; i < 10; i++)
      await insertListing(database.db, { title: `Ad ${i}`, postedAt: hoursAgo(i) });
    await insertListing(database.db, { title: "Sold", status: "sold" });
    const fresh = await listFreshListings(services());
    expect(fresh.map((l) => l.title)).toEqual([0, 1, 2, 3, 4, 5, 6, 7].map((i) => `Ad ${i}`));
    expect(await listFreshListings(services(), { location: "INDIA" })).toEqual(fresh);
  });

  it("with a city chosen, puts nearby ads first, nearest first, and fills up with the rest", async () => {
    const db = database.db;
    await insertListing(db, { title: "Delhi newest", ...DELHI, postedAt: hoursAgo(1) });
    await insertListing(db, { title: "Pune", ...PUNE, postedAt: hoursAgo(2) });
    await insertListing(db, { title: "Thane", ...THANE, postedAt: hoursAgo(3) });
    await insertListing(db, { title: "Mumbai old", ...MUMBAI, postedAt: hoursAgo(500) });
    await insertListing(db, { title: "No position", lat: null, lng: null, postedAt: hoursAgo(4) });
    const fresh = await listFreshListings(services(), { location: "MUMBAI" });
    expect(fresh.map((l) => l.title)).toEqual(["Mumbai old", "Thane", "Pune", "Delhi newest", "No position"]);
    expect(await listFreshListings(services(), { location: "MUMBAI, INDIA" })).toEqual(fresh);
  });

  it("with a distance chosen, shows only the ads that near; without a town the distance means nothing", async () => {
    const db = database.db;
    await insertListing(db, { title: "Delhi", ...DELHI, postedAt: hoursAgo(1) });
    await insertListing(db, { title: "Thane", ...THANE, postedAt: hoursAgo(2) });
    await insertListing(db, { title: "Mumbai", ...MUMBAI, postedAt: hoursAgo(3) });
    const within = async (radiusKm: number) =>
      (await listFreshListings(services(), { location: "MUMBAI, INDIA", radiusKm })).map((l) => l.title);
    // Thane is ~19 km from Mumbai's point.
    expect(await within(10)).toEqual(["Mumbai"]);
    expect(await within(25)).toEqual(["Mumbai", "Thane"]);
    expect(await within(100)).toEqual(["Mumbai", "Thane"]);
    const anywhere = await listFreshListings(services(), { location: "INDIA", radiusKm: 10 });
    expect(anywhere.map((l) => l.title)).toEqual(["Delhi", "Thane", "Mumbai"]);
  });

  it("falls back to newest first for a location that is not a known city", async () => {
    await insertListing(database.db, { title: "Older", postedAt: hoursAgo(2) });
    await insertListing(database.db, { title: "Newer", postedAt: hoursAgo(1) });
    const fresh = await listFreshListings(services(), { location: "ATLANTIS" });
    expect(fresh.map((l) => l.title)).toEqual(["Newer", "Older"]);
  });
});

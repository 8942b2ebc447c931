import { eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { listingPhotos, listings } from "~/db/schema";
import { runInLocale } from "~/server/locale";
import { notifyingServices } from "~/tests/support/fake-services";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";
import { changeListingStatus } from "./change-listing-status.server";
import { listFreshListings } from "./list-fresh-listings.server";
import { insertListing, insertSeller } from "./listing-fixtures.test-helper";
import { cachedUntilListingsChange, listingsChanged } from "./search-cache.server";
import { searchListings } from "./search-listings.server";

let database: Database;
const services = () => ({ db: database.db });
const titles = async (q: string) => (await searchListings(services(), { q })).listings.map((l) => l.title);

async function changeCounter(): Promise<string> {
  const result = (await database.db.execute(
    sql`select last_value::text as v from listing_changes`,
  )) as unknown as { rows: { v: string }[] };
  return result.rows[0]?.v ?? "";
}

beforeAll(async () => {
  database = await getTestDatabase();
});
beforeEach(async () => {
  await resetDatabase(database);
  await insertSeller(database.db);
});

describe("search cache", () => {
  it("names the category in each visitor's language, whichever language searched first", async () => {
    await insertListing(database.db, { title: "Maruti Swift VXI" });
    const heading = (locale: "en" | "hi") =>
      runInLocale(
        locale,
        async () => (await searchListings(services(), { category: "cars" })).category?.name,
      );
    expect(await heading("en")).toBe("Cars");
    expect(await heading("hi")).toMatch(/[\u0900-\u097F]/);
    expect(await heading("en")).toBe("Cars");
  });

  it("finds an ad inserted after the same search ran, whoever inserted it", async () => {
    await insertListing(database.db, { title: "Hero Sprint bicycle" });
    expect(await titles("bicycle")).toEqual(["Hero Sprint bicycle"]);
    await insertListing(database.db, { title: "Firefox kids bicycle" });
    expect(await titles("bicycle")).toHaveLength(2);
  });

  it("shows an edited title, a new cover photo and a sale at the next search", async () => {
    const id = await insertListing(database.db, { title: "Teak dining table" });
    const first = await searchListings(services(), { q: "table" });
    expect(first.listings[0]?.cover).toBeNull();

    await database.db
      .update(listings)
      .set({ title: "Teak dining table, six chairs" })
      .where(eq(listings.id, id));
    expect(await titles("table")).toEqual(["Teak dining table, six chairs"]);

    await database.db
      .insert(listingPhotos)
      .values({ listingId: id, position: 0, storageKey: "listings/table", width: 800, height: 600 });
    const withPhoto = await searchListings(services(), { q: "table" });
    expect(withPhoto.listings[0]?.cover).toMatchObject({ storageKey: "listings/table" });

    await changeListingStatus(
      { ...services(), ...notifyingServices() },
      { userId: "seller-1", listingId: id, status: "sold" },
    );
    expect(await titles("table")).toEqual([]);
  });

  it("shows a new ad among the home page's fresh listings of its city at once", async () => {
    await insertListing(database.db, { title: "Older sofa", city: "Pune", lat: 18.52, lng: 73.85 });
    const first = await listFreshListings(services(), { location: "PUNE" });
    expect(first.map((l) => l.title)).toEqual(["Older sofa"]);
    await insertListing(database.db, { title: "Brand new recliner", city: "Pune", lat: 18.52, lng: 73.85 });
    const again = await listFreshListings(services(), { location: "PUNE, INDIA" });
    expect(again.map((l) => l.title)).toEqual(["Brand new recliner", "Older sofa"]);
  });

  it("is not emptied by page views, favourites or phone reveals", async () => {
    const id = await insertListing(database.db, { title: "Canon EOS 1500D" });
    const before = await changeCounter();
    await database.db
      .update(listings)
      .set({
        viewsCount: sql`${listings.viewsCount} + 1`,
        favoritesCount: sql`${listings.favoritesCount} + 1`,
        phoneRevealsCount: sql`${listings.phoneRevealsCount} + 1`,
      })
      .where(eq(listings.id, id));
    expect(await changeCounter()).toBe(before);
  });

  it("answers a repeated search from memory until the change counter moves", async () => {
    const id = await insertListing(database.db, { title: "Godrej steel almirah" });
    expect(await titles("almirah")).toEqual(["Godrej steel almirah"]);
    // A write the triggers do not see (they are off here) is not noticed: the result comes from memory...
    await database.db.execute(sql`alter table listings disable trigger listings_updated`);
    try {
      await database.db
        .update(listings)
        .set({ title: "Godrej steel almirah (sold out)" })
        .where(eq(listings.id, id));
      expect(await titles("almirah")).toEqual(["Godrej steel almirah"]);
      // ...until the counter moves, as the use-cases make it do after every commit.
      await listingsChanged(database.db);
      expect(await titles("almirah")).toEqual(["Godrej steel almirah (sold out)"]);
    } finally {
      await database.db.execute(sql`alter table listings enable trigger listings_updated`);
    }
  });

  it("reads the change counter once for searches arriving together, afresh for a later one", async () => {
    let counterReads = 0;
    const db = new Proxy(database.db, {
      get(target, property, receiver) {
        if (property !== "execute") return Reflect.get(target, property, receiver);
        return (query: Parameters<typeof target.execute>[0]) => {
          counterReads++;
          return target.execute(query);
        };
      },
    });
    let runs = 0;
    const read = (key: string) =>
      cachedUntilListingsChange(db, "test", key, async () => {
        runs++;
        return key;
      });
    expect(await Promise.all(["a", "b", "c", "a"].map(read))).toEqual(["a", "b", "c", "a"]);
    expect(counterReads).toBe(1);
    expect(runs).toBe(3);

    await read("a");
    expect(counterReads).toBe(2);
    expect(runs).toBe(3);
    await database.db.execute(sql`select nextval('listing_changes')`);
    await read("a");
    expect(counterReads).toBe(3);
    expect(runs).toBe(4);
  });
});

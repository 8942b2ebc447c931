import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { listings, users } from "~/db/schema";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";
import { countListingView, flushListingViews } from "./count-listing-view.server";
import { getListing } from "./get-listing.server";
import { listSimilarListings } from "./list-similar-listings.server";
import { hoursAgo, insertListing, insertSeller } from "./listing-fixtures.test-helper";

let database: Database;
const services = () => ({ db: database.db });

beforeAll(async () => {
  database = await getTestDatabase();
});
beforeEach(async () => {
  await resetDatabase(database);
  await insertSeller(database.db, "seller-1", new Date("2023-04-15T10:00:00Z"));
});

describe("getListing", () => {
  it("returns the listing with photos in order, its category and the seller card", async () => {
    const db = database.db;
    const id = await insertListing(db, {
      title: "Hyundai Creta SX",
      category: "cars",
      subcategory: "suvs",
      price: 1150000,
      photos: 3,
    });
    await insertListing(db, { title: "Other active" });
    await insertListing(db, { title: "Other sold", status: "sold" });
    const listing = await getListing(services(), { id });
    expect(listing).toMatchObject({
      id,
      title: "Hyundai Creta SX",
      price: 1150000,
      status: "active",
      category: { name: "Cars", slug: "cars" },
      subcategory: { name: "SUVs", slug: "suvs" },
      seller: {
        id: "seller-1",
        name: "Asha Rao",
        memberSince: "2023-04-15T10:00:00.000Z",
        phoneVerified: false,
        otherActiveAds: 1,
      },
    });
    expect(listing.photos.map((p) => p.storageKey)).toEqual([0, 1, 2].map((i) => `listings/test-${id}-${i}`));
  });

  it("says whether the seller confirmed their phone by SMS code", async () => {
    const id = await insertListing(database.db, { title: "Bajaj Pulsar" });
    await database.db.update(users).set({ phoneNumberVerified: true }).where(eq(users.id, "seller-1"));
    expect((await getListing(services(), { id })).seller.phoneVerified).toBe(true);
  });

  it("throws NOT_FOUND for an unknown id", async () => {
    await expect(getListing(services(), { id: 999 })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("returns a removed listing too, with its status", async () => {
    const id = await insertListing(database.db, { title: "Gone", status: "removed" });
    expect((await getListing(services(), { id })).status).toBe("removed");
  });
});

describe("countListingView", () => {
  it("adds one view per call, written by the next flush in one statement", async () => {
    const id = await insertListing(database.db, { title: "Popular" });
    const other = await insertListing(database.db, { title: "Quiet" });
    const views = async (listingId: number) =>
      (await database.db.select().from(listings).where(eq(listings.id, listingId)))[0]?.viewsCount;
    countListingView(services(), { id });
    countListingView(services(), { id });
    countListingView(services(), { id: other });
    expect(await views(id)).toBe(0);
    expect(await flushListingViews(database.db)).toBe(3);
    expect(await views(id)).toBe(2);
    expect(await views(other)).toBe(1);
    countListingView(services(), { id });
    expect(await flushListingViews(database.db)).toBe(1);
    expect(await flushListingViews(database.db)).toBe(0);
    expect(await views(id)).toBe(3);
  });
});

describe("listSimilarListings", () => {
  it("returns up to 4 other active ads of the same subcategory, newest first", async () => {
    const db = database.db;
    const id = await insertListing(db, { title: "Main", subcategory: "mobile-phones" });
    for (let i = 0; i < 5; i++) {
      await insertListing(db, {
        title: `Phone ${i}`,
        subcategory: "mobile-phones",
        postedAt: hoursAgo(i + 1),
      });
    }
    await insertListing(db, { title: "Sold phone", subcategory: "mobile-phones", status: "sold" });
    await insertListing(db, { title: "Tablet", subcategory: "tablets" });
    const listing = await getListing(services(), { id });
    const similar = await listSimilarListings(services(), {
      id,
      categoryId: listing.category.id,
      subcategoryId: listing.subcategory?.id ?? null,
    });
    expect(similar.map((l) => l.title)).toEqual(["Phone 0", "Phone 1", "Phone 2", "Phone 3"]);
  });
});

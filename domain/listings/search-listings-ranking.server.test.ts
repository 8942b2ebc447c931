import { sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";
import { hoursAgo, insertListing, insertSeller } from "./listing-fixtures.test-helper";
import { recentListingsTuning } from "./recent-listings-bound.server";
import { searchListings } from "./search-listings.server";
import { COUNT_CAP, RANK_WINDOW } from "./search-sql.server";

let database: Database;
const services = () => ({ db: database.db });

beforeAll(async () => {
  database = await getTestDatabase();
});
beforeEach(async () => {
  await resetDatabase(database);
  await insertSeller(database.db);
});

/** Many plain listings in one statement: "{title} {n}", posted n minutes ago. */
async function insertMany(count: number, title: string, category = "mobiles") {
  await database.db.execute(sql`
    insert into listings (user_id, title, description, price, category_id, category_text, city, seller_name,
      seller_phone, posted_at)
    select 'seller-1', ${title} || ' ' || n, 'A fine item in good shape.', 1000 + n, c.id, c.name, 'Mumbai',
      'Asha Rao', '+919800000001', now() - n * interval '1 minute'
    from generate_series(1, ${count}) as n, categories c where c.slug = ${category}`);
}

describe("searchListings: counts", () => {
  it("counts exactly up to 1,000 and says 1,000+ beyond", async () => {
    await insertMany(COUNT_CAP, "Bicycle");
    const exact = await searchListings(services(), { q: "bicycle" });
    expect(exact).toMatchObject({ total: 1000, totalIsCapped: false, pageCount: 42 });

    await insertMany(5, "Tricycle");
    await insertListing(database.db, { title: "One more bicycle" });
    const capped = await searchListings(services(), {});
    expect(capped).toMatchObject({ total: 1000, totalIsCapped: true, pageCount: 42 });
    expect(capped.listings).toHaveLength(24);
    const words = await searchListings(services(), { q: "bicycle" });
    expect(words).toMatchObject({ total: 1000, totalIsCapped: true });
    const pastTheEnd = await searchListings(services(), { q: "bicycle", page: 50 });
    expect(pastTheEnd).toMatchObject({ total: 1000, totalIsCapped: true, listings: [] });
    expect(await searchListings(services(), { q: "tricycle" })).toMatchObject({
      total: 5,
      totalIsCapped: false,
    });
  });
});

describe("searchListings: relevance", () => {
  it("puts featured listings first among equally relevant ones, then the newest", async () => {
    const db = database.db;
    await insertListing(db, { title: "Wooden chair", postedAt: hoursAgo(1) });
    await insertListing(db, { title: "Wooden chair", featured: true, postedAt: hoursAgo(5) });
    await insertListing(db, { title: "Wooden chair", postedAt: hoursAgo(3) });
    await insertListing(db, { title: "Wooden chair", featured: true, postedAt: hoursAgo(9) });
    await insertListing(db, { title: "Garden bench", description: "A wooden bench.", featured: true });
    const result = await searchListings(services(), { q: "wooden" });
    expect(result.listings.map((l) => [l.title, l.featured])).toEqual([
      ["Wooden chair", true],
      ["Wooden chair", true],
      ["Wooden chair", false],
      ["Wooden chair", false],
      ["Garden bench", true],
    ]);
    const postedAt = result.listings.slice(0, 2).map((l) => l.postedAt);
    expect(postedAt[0] && postedAt[1] && postedAt[0] > postedAt[1]).toBe(true);
  });

  it("ranks among the newest 1,000 matches of a common word", async () => {
    await insertMany(RANK_WINDOW + 10, "Phone case");
    await insertListing(database.db, { title: "Phone phone phone", postedAt: hoursAgo(24 * 30) });
    await insertListing(database.db, { title: "Phone phone charger", postedAt: hoursAgo(1) });
    const result = await searchListings(services(), { q: "phone" });
    expect(result.listings[0]?.title).toBe("Phone phone charger");
    expect(result.listings.map((l) => l.title)).not.toContain("Phone phone phone");
    const last = await searchListings(services(), { q: "phone", page: result.pageCount });
    expect(last.listings.length).toBeGreaterThan(0);
  });
});

describe("searchListings: recent listings first", () => {
  it("finds the same page and count as a search over every listing", async () => {
    await insertMany(RANK_WINDOW + 200, "Phone case");
    await insertMany(300, "Sofa cover");
    await insertListing(database.db, { title: "Phone phone charger", postedAt: hoursAgo(100) });
    const everything = recentListingsTuning.size;
    const searches = [
      { q: "phone" },
      { q: "phone", page: 3 },
      { q: "sofa" },
      { q: "phone", sort: "newest" as const },
    ];
    try {
      for (const input of searches) {
        recentListingsTuning.size = everything;
        const all = await searchListings(services(), input);
        recentListingsTuning.size = 1400;
        expect(await searchListings(services(), input)).toEqual(all);
      }
    } finally {
      recentListingsTuning.size = everything;
    }
  });
});

import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";
import { AppError } from "../shared/app-error";
import { expandPrefixes, PREFIX_EXPANSION_LIMIT } from "./expand-prefixes.server";
import { hoursAgo, insertListing, insertSeller } from "./listing-fixtures.test-helper";
import { parseListingSearchParams } from "./listings-schemas";
import { searchListings } from "./search-listings.server";

let database: Database;
const services = () => ({ db: database.db });
const titles = async (input: Parameters<typeof searchListings>[1]) =>
  (await searchListings(services(), input)).listings.map((l) => l.title);

beforeAll(async () => {
  database = await getTestDatabase();
});
beforeEach(async () => {
  await resetDatabase(database);
  await insertSeller(database.db);
});

describe("searchListings: text", () => {
  beforeEach(async () => {
    const db = database.db;
    await insertListing(db, { title: "Apple iPhone 13 128GB", subcategory: "mobile-phones", price: 42000 });
    await insertListing(db, {
      title: "Family hatchback for sale",
      category: "cars",
      subcategory: "hatchbacks",
      description: "Maruti Swift, single owner, serviced at the dealer.",
      price: 450000,
    });
    await insertListing(db, { title: "Wooden study table", category: "furniture", price: 3500 });
    await insertListing(db, { title: "Old iPhone box", status: "sold", price: 100 });
  });

  it("matches the title, the description and the category name, case-insensitively", async () => {
    expect(await titles({ q: "IPHONE" })).toEqual(["Apple iPhone 13 128GB"]);
    expect(await titles({ q: "swift" })).toEqual(["Family hatchback for sale"]);
    expect(await titles({ q: "furniture" })).toEqual(["Wooden study table"]);
  });

  it("matches a word by its beginning, so `iph` finds iPhone", async () => {
    expect(await titles({ q: "iph" })).toEqual(["Apple iPhone 13 128GB"]);
  });

  it("finds by its beginning a word that first appeared after the same beginning was searched", async () => {
    expect(await titles({ q: "ipa" })).toEqual([]);
    await insertListing(database.db, { title: "Apple iPad Air, 64GB" });
    expect(await titles({ q: "ipa" })).toEqual(["Apple iPad Air, 64GB"]);
    expect(await titles({ q: "apple ipa" })).toEqual(["Apple iPad Air, 64GB"]);
  });

  it("finds every word with a beginning that more than PREFIX_EXPANSION_LIMIT words share", async () => {
    const words = Array.from(
      { length: PREFIX_EXPANSION_LIMIT + 8 },
      (_, i) => `zq${String.fromCharCode(97 + (i % 26))}${i}x`,
    );
    await insertListing(database.db, { title: "Rare words one", description: words.slice(0, -1).join(" ") });
    await insertListing(database.db, { title: "Rare words two", description: words.at(-1) });
    expect((await titles({ q: "zq" })).sort()).toEqual(["Rare words one", "Rare words two"]);
    expect(await titles({ q: `zq${words.at(-1)?.slice(2, 4)}` })).toEqual(["Rare words two"]);
  });

  it("spells a prefix out as the words that start with it, and leaves one with too many to the index", async () => {
    await insertListing(database.db, { title: "Bike repair, repairman at home" });
    const expanded = await expandPrefixes(database.db, "'bike' & 'repair':*");
    expect(expanded).toBe("'bike' & ( 'repair' | 'repairman' )");
    expect(await expandPrefixes(database.db, "'nothingstartslikethis':*")).toBe("'nothingstartslikethis':*");
    expect(await expandPrefixes(database.db, "'bike'")).toBe("'bike'");
  });

  it("understands web search syntax: an excluded word", async () => {
    expect(await titles({ q: "iphone -apple" })).toEqual([]);
  });

  it("ignores a query with nothing searchable in it instead of failing", async () => {
    const result = await searchListings(services(), { q: "the !!" });
    expect(result.total).toBe(3);
  });

  it("ranks a title match above a description match, then featured first on equal rank", async () => {
    const db = database.db;
    await insertListing(db, { title: "Charger", description: "Works with a Samsung phone and more." });
    await insertListing(db, { title: "Samsung Galaxy S21", postedAt: hoursAgo(48) });
    await insertListing(db, { title: "Samsung Galaxy S22", featured: true, postedAt: hoursAgo(72) });
    expect(await titles({ q: "samsung" })).toEqual(["Samsung Galaxy S22", "Samsung Galaxy S21", "Charger"]);
  });
});

describe("searchListings: filters", () => {
  it("treats price bounds as inclusive and ignores empty ones", async () => {
    const db = database.db;
    for (const price of [999, 1000, 5000, 5001]) await insertListing(db, { title: `Item ${price}`, price });
    await insertListing(db, { title: "Ask me", price: null, priceText: "On request" });
    expect(await titles({ minPrice: 1000, maxPrice: 5000, sort: "price_asc" })).toEqual([
      "Item 1000",
      "Item 5000",
    ]);
    const params = new URLSearchParams("minPrice=&maxPrice=5000");
    expect(await titles({ ...parseListingSearchParams(params), sort: "price_asc" })).toEqual([
      "Item 999",
      "Item 1000",
      "Item 5000",
    ]);
    expect((await searchListings(services(), {})).total).toBe(5);
  });

  it("filters by category and subcategory slug and rejects unknown ones", async () => {
    const db = database.db;
    await insertListing(db, { title: "Sedan", category: "cars", subcategory: "sedans" });
    await insertListing(db, { title: "SUV", category: "cars", subcategory: "suvs" });
    await insertListing(db, { title: "Phone", category: "mobiles", subcategory: "mobile-phones" });
    expect(await titles({ category: "cars", sort: "newest" })).toHaveLength(2);
    const sub = await searchListings(services(), { category: "cars", subcategory: "suvs" });
    expect(sub.listings.map((l) => l.title)).toEqual(["SUV"]);
    expect(sub.category?.name).toBe("Cars");
    expect(sub.subcategory?.name).toBe("SUVs");
    await expect(searchListings(services(), { category: "spaceships" })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(
      searchListings(services(), { category: "cars", subcategory: "tablets" }),
    ).rejects.toBeInstanceOf(AppError);
  });

  it("filters by condition (any of several), posted date and city", async () => {
    const db = database.db;
    await insertListing(db, { title: "New today", condition: "new", postedAt: new Date() });
    await insertListing(db, {
      title: "Used last week",
      condition: "used",
      postedAt: hoursAgo(24 * 5),
      city: "Pune",
    });
    await insertListing(db, {
      title: "Refurbished old",
      condition: "refurbished",
      postedAt: hoursAgo(24 * 20),
    });
    await insertListing(db, { title: "Ancient", postedAt: hoursAgo(24 * 40) });
    expect(await titles({ conditions: ["new", "refurbished"] })).toEqual(["New today", "Refurbished old"]);
    expect(await titles({ posted: "today" })).toEqual(["New today"]);
    expect(await titles({ posted: "7d" })).toEqual(["New today", "Used last week"]);
    expect(await titles({ posted: "30d" })).toHaveLength(3);
    expect(await titles({ city: "pune" })).toEqual(["Used last week"]);
  });

  it("shows only active listings", async () => {
    const db = database.db;
    for (const status of ["active", "sold", "reserved", "inactive", "expired", "removed"] as const) {
      await insertListing(db, { title: `Listing ${status}`, status });
    }
    expect(await titles({})).toEqual(["Listing active"]);
  });
});

describe("searchListings: order and pages", () => {
  it("sorts newest first by default and by price both ways, text prices last", async () => {
    const db = database.db;
    await insertListing(db, { title: "Mid", price: 500, postedAt: hoursAgo(3) });
    await insertListing(db, { title: "Cheap", price: 100, postedAt: hoursAgo(1) });
    await insertListing(db, { title: "Dear", price: 900, postedAt: hoursAgo(2) });
    await insertListing(db, { title: "Ask", price: null, priceText: "On request", postedAt: hoursAgo(4) });
    expect(await titles({})).toEqual(["Cheap", "Dear", "Mid", "Ask"]);
    expect(await titles({ sort: "price_asc" })).toEqual(["Cheap", "Mid", "Dear", "Ask"]);
    expect(await titles({ sort: "price_desc" })).toEqual(["Dear", "Mid", "Cheap", "Ask"]);
    const relevanceWithoutText = await searchListings(services(), { sort: "relevance" });
    expect(relevanceWithoutText.sort).toBe("newest");
  });

  it("pages 24 at a time with the real total", async () => {
    const db = database.db;
    for (let i = 0; i < 30; i++) await insertListing(db, { title: `Phone ${i}`, postedAt: hoursAgo(i) });
    const first = await searchListings(services(), {});
    expect(first).toMatchObject({ total: 30, page: 1, pageSize: 24, pageCount: 2 });
    expect(first.listings).toHaveLength(24);
    const second = await searchListings(services(), { page: 2 });
    expect(second.listings.map((l) => l.title)).toEqual([24, 25, 26, 27, 28, 29].map((i) => `Phone ${i}`));
    expect((await searchListings(services(), { page: 9 })).listings).toEqual([]);
  });

  it("returns the card fields with the cover photo", async () => {
    const id = await insertListing(database.db, { title: "With photos", photos: 2, price: 125000 });
    const [card] = (await searchListings(services(), {})).listings;
    expect(card).toMatchObject({
      id,
      title: "With photos",
      price: 125000,
      city: "Mumbai",
      cover: { storageKey: `listings/test-${id}-0`, width: 1280, height: 960 },
    });
  });
});

describe("parseListingSearchParams", () => {
  it("drops bad values and keeps good ones", () => {
    const params = new URLSearchParams(
      "q=%20sofa%20&minPrice=abc&maxPrice=900&condition=used&condition=bogus&posted=year&sort=cheapest&page=-2&city=Pune",
    );
    expect(parseListingSearchParams(params)).toEqual({
      q: "sofa",
      minPrice: undefined,
      maxPrice: 900,
      conditions: ["used"],
      posted: undefined,
      city: "Pune",
      sort: undefined,
      page: undefined,
    });
  });
});

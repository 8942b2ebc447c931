import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";
import { correctTypos, editDistance } from "./correct-typos.server";
import { insertListing, insertSeller } from "./listing-fixtures.test-helper";
import { searchListings } from "./search-listings.server";

let database: Database;
const services = () => ({ db: database.db });
const search = (q: string, extra: Parameters<typeof searchListings>[1] = {}) =>
  searchListings(services(), { q, ...extra });

beforeAll(async () => {
  database = await getTestDatabase();
});
beforeEach(async () => {
  await resetDatabase(database);
  await insertSeller(database.db);
  await insertListing(database.db, { title: "Apple iPhone 13 128GB", price: 42000 });
  await insertListing(database.db, {
    title: "Royal Enfield Classic 350",
    category: "bikes",
    description: "Classy looks, serviced regularly, new battery.",
  });
  await insertListing(database.db, { title: "Leather sofa set", category: "furniture" });
});

describe("searchListings: typo tolerance", () => {
  it("finds the iPhone for `iphnoe` and says what it searched instead", async () => {
    const result = await search("iphnoe");
    expect(result.listings.map((l) => l.title)).toEqual(["Apple iPhone 13 128GB"]);
    expect(result.correctedQuery).toBe("iphone");
    expect(result.total).toBe(1);
  });

  it("corrects only the misspelt word of several and keeps the rest as typed", async () => {
    const result = await search("royal enfeild classic");
    expect(result.listings.map((l) => l.title)).toEqual(["Royal Enfield Classic 350"]);
    expect(result.correctedQuery).toBe("royal enfield classic");
  });

  it("leaves a search that finds something alone", async () => {
    const result = await search("iph");
    expect(result.correctedQuery).toBeNull();
    expect(result.listings).toHaveLength(1);
  });

  it("makes a new listing's words correctable at once", async () => {
    expect((await search("kawsaki")).listings).toEqual([]);
    await insertListing(database.db, { title: "Kawasaki Ninja 300", category: "bikes" });
    const result = await search("kawsaki");
    expect(result.correctedQuery).toBe("kawasaki");
    expect(result.listings.map((l) => l.title)).toEqual(["Kawasaki Ninja 300"]);
  });

  it("does not claim a correction whose results the filters rule out", async () => {
    const result = await search("iphnoe", { category: "cars" });
    expect(result).toMatchObject({ total: 0, correctedQuery: null, listings: [] });
  });

  it("does not correct words that are far from every known word", async () => {
    const result = await search("xylophone");
    expect(result).toMatchObject({ total: 0, correctedQuery: null });
  });
});

describe("correctTypos", () => {
  it("keeps words that only descriptions use, excluded words and numbers", async () => {
    expect(await correctTypos(services(), "classy")).toBeNull();
    expect(await correctTypos(services(), "serviced iphnoe")).toBe("serviced iphone");
    expect(await correctTypos(services(), "sofa -iphnoe")).toBeNull();
    expect(await correctTypos(services(), "iphnoe 13")).toBe("iphone 13");
  });
});

describe("editDistance", () => {
  it("counts a swap of neighbouring letters as one edit", () => {
    expect(editDistance("iphnoe", "iphone")).toBe(1);
    expect(editDistance("enfeild", "enfield")).toBe(1);
    expect(editDistance("sofa", "sofa")).toBe(0);
    expect(editDistance("sofa", "sofas")).toBe(1);
    expect(editDistance("kitten", "sitting")).toBe(3);
  });
});

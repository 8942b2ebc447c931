import { eq, inArray } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { listings } from "~/db/schema";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";
import { backfillSearchLatin } from "./backfill-search-latin.server";
import { insertListing, insertSeller } from "./listing-fixtures.test-helper";
import { searchListings } from "./search-listings.server";

let database: Database;
const titles = async (q: string) =>
  (await searchListings({ db: database.db }, { q })).listings.map((l) => l.title).sort();

beforeAll(async () => {
  database = await getTestDatabase();
});
beforeEach(async () => {
  await resetDatabase(database);
  await insertSeller(database.db);
});

describe("backfillSearchLatin", () => {
  it("makes ads posted before the Latin forms existed findable in Latin letters, and only those", async () => {
    const db = database.db;
    const old = [
      await insertListing(db, { title: "होंडा एक्टिवा स्कूटर बेचना है", category: "bikes" }),
      await insertListing(db, {
        title: "Royal Enfield",
        description: "बढ़िया हालत, होंडा से बेहतर",
        category: "bikes",
      }),
      await insertListing(db, { title: "Sofa set। ५ सीटर", category: "furniture" }),
    ];
    const latin = await insertListing(db, { title: "Honda Shine 2019", category: "bikes" });
    const edited = await insertListing(db, { title: "होंडा सिटी कार", category: "cars" });
    // As an ad stored before migration 0019 was: no Latin form.
    await db.update(listings).set({ searchLatin: "" }).where(inArray(listings.id, old));
    await db.update(listings).set({ searchLatin: "honda siti kar" }).where(eq(listings.id, edited));
    expect(await titles("honda")).toEqual(["Honda Shine 2019", "होंडा सिटी कार"]);

    // Batches of two: the third ad is found on the second pass.
    expect(await backfillSearchLatin({ db }, { batchSize: 2 })).toBe(3);
    expect(await titles("honda")).toEqual([
      "Honda Shine 2019",
      "Royal Enfield",
      "होंडा एक्टिवा स्कूटर बेचना है",
      "होंडा सिटी कार",
    ]);
    expect(await titles("sitr")).toEqual(["Sofa set। ५ सीटर"]);
    const [kept] = await db
      .select({ latin: listings.searchLatin })
      .from(listings)
      .where(eq(listings.id, edited));
    expect(kept?.latin).toBe("honda siti kar");
    const [plain] = await db
      .select({ latin: listings.searchLatin })
      .from(listings)
      .where(eq(listings.id, latin));
    expect(plain?.latin).toBe("");

    expect(await backfillSearchLatin({ db })).toBe(0);
  });
});

import { sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";
import { estimatedMatchShare, lexemeFrequencyTuning } from "./lexeme-frequencies.server";
import { insertListing, insertSeller } from "./listing-fixtures.test-helper";
import { searchListings } from "./search-listings.server";

let database: Database;

beforeAll(async () => {
  database = await getTestDatabase();
  lexemeFrequencyTuning.refreshMs = 0;
});
beforeEach(async () => {
  await resetDatabase(database);
  await insertSeller(database.db);
  for (let i = 0; i < 40; i++) {
    const title =
      i % 2 === 0 ? `Honda Activa scooter ${i}` : i % 10 === 1 ? `Steelbird helmet ${i}` : `Study lamp ${i}`;
    await insertListing(database.db, { title, category: "furniture" });
  }
});

describe("estimatedMatchShare", () => {
  it("reads how common each word is from PostgreSQL's statistics, taking the rarest word of an AND", async () => {
    await database.db.execute(sql`analyze listings`);
    const scooter = await estimatedMatchShare(database.db, "'scooter'");
    expect(scooter).toBeCloseTo(0.5, 1);
    const both = await estimatedMatchShare(database.db, "'scooter' & 'helmet'");
    expect(both).toBeLessThan(0.2);
    expect(await estimatedMatchShare(database.db, "'scoot':*")).toBeGreaterThanOrEqual(scooter ?? 1);
  });

  it("makes no estimate for OR and NOT queries", async () => {
    expect(await estimatedMatchShare(database.db, "'scooter' | 'helmet'")).toBeNull();
    expect(await estimatedMatchShare(database.db, "'scooter' & !'honda'")).toBeNull();
  });

  it("never changes what a search finds", async () => {
    const before = await searchListings({ db: database.db }, { q: "helmet" });
    await database.db.execute(sql`analyze listings`);
    await insertListing(database.db, { title: "Vega helmet, new", category: "furniture" });
    const after = await searchListings({ db: database.db }, { q: "helmet" });
    expect(after.total).toBe(before.total + 1);
    expect(after.listings.map((l) => l.title)).toContain("Vega helmet, new");
  });
});

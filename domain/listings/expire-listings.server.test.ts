import { asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { listings } from "~/db/schema";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";
import { expireListings } from "./expire-listings.server";
import { insertListing, insertSeller } from "./listing-fixtures.test-helper";
import { effectiveStatus } from "./listing-lifecycle";

let database: Database;

beforeEach(async () => {
  database = await getTestDatabase();
  await resetDatabase(database);
  await insertSeller(database.db);
});

describe("expireListings", () => {
  it("expires active and reserved ads past their date; a deactivated ad stays hidden", async () => {
    const db = database.db;
    const now = new Date("2025-06-01T12:00:00Z");
    const past = new Date("2025-06-01T11:59:00Z");
    const future = new Date("2025-06-01T12:01:00Z");
    const cases = [
      ["active", past, "expired"],
      ["reserved", past, "expired"],
      ["inactive", past, "inactive"],
      ["sold", past, "sold"],
      ["removed", past, "removed"],
      ["active", future, "active"],
    ] as const;
    for (const [status, expiresAt] of cases) {
      const id = await insertListing(db, { title: `${status} ${expiresAt.toISOString()}`, status });
      await db.update(listings).set({ expiresAt }).where(eq(listings.id, id));
    }
    expect(await expireListings({ db }, { now })).toBe(2);
    const rows = await db.select({ status: listings.status }).from(listings).orderBy(asc(listings.id));
    expect(rows.map((r) => r.status)).toEqual(cases.map((c) => c[2]));
    expect(await expireListings({ db }, { now })).toBe(0);
  });
});

describe("effectiveStatus", () => {
  it("reads an overdue ad as expired, but never a sold, removed or deactivated one", () => {
    const now = new Date("2025-06-01T12:00:00Z");
    const past = "2025-06-01T00:00:00Z";
    expect(effectiveStatus("active", past, now)).toBe("expired");
    expect(effectiveStatus("inactive", past, now)).toBe("inactive");
    expect(effectiveStatus("sold", past, now)).toBe("sold");
    expect(effectiveStatus("removed", past, now)).toBe("removed");
    expect(effectiveStatus("active", "2025-07-01T00:00:00Z", now)).toBe("active");
  });
});

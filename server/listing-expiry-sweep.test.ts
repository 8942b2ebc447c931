import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Database } from "~/db/client.server";
import { listings } from "~/db/schema";
import { hoursAgo, insertListing, insertSeller } from "~/domain/listings/listing-fixtures.test-helper";
import { notifyingServices } from "~/tests/support/fake-services";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";
import { startListingExpirySweep } from "./listing-expiry-sweep";

let database: Database;

beforeEach(async () => {
  database = await getTestDatabase();
  await resetDatabase(database);
  await insertSeller(database.db);
});

describe("startListingExpirySweep", () => {
  it("expires overdue ads at start and again on its interval, and stops cleanly", async () => {
    const db = database.db;
    const first = await insertListing(db, { title: "Overdue" });
    await db
      .update(listings)
      .set({ expiresAt: hoursAgo(1) })
      .where(eq(listings.id, first));
    const logger = { info: vi.fn(), error: vi.fn() };
    const sweep = startListingExpirySweep({ db, ...notifyingServices() }, logger, 50);
    await vi.waitFor(async () => {
      const [row] = await db.select().from(listings).where(eq(listings.id, first));
      expect(row?.status).toBe("expired");
    });
    const second = await insertListing(db, { title: "Overdue later" });
    await db
      .update(listings)
      .set({ expiresAt: hoursAgo(1) })
      .where(eq(listings.id, second));
    await vi.waitFor(async () => {
      const [row] = await db.select().from(listings).where(eq(listings.id, second));
      expect(row?.status).toBe("expired");
    });
    await sweep.stop();
    expect(logger.info).toHaveBeenCalledWith({ expired: 1 }, "expired listings");
    expect(logger.error).not.toHaveBeenCalled();
  });
});

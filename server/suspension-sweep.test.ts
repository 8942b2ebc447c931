import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Database } from "~/db/client.server";
import { listings, users } from "~/db/schema";
import { insertListing, insertSeller } from "~/domain/listings/listing-fixtures.test-helper";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";
import { startSuspensionSweep } from "./suspension-sweep";

let database: Database;

beforeEach(async () => {
  database = await getTestDatabase();
  await resetDatabase(database);
  await insertSeller(database.db);
});

/** What a suspension leaves (domain/moderation/ban-user.server.ts), ending at `until`. */
async function suspended(userId: string, until: Date, title: string) {
  await insertSeller(database.db, userId);
  const listingId = await insertListing(database.db, { title, userId, status: "inactive" });
  await database.db.update(listings).set({ heldByBan: true }).where(eq(listings.id, listingId));
  await database.db
    .update(users)
    .set({ bannedAt: new Date(until.getTime() - 60_000), bannedUntil: until, banReason: "Spam" })
    .where(eq(users.id, userId));
  return listingId;
}

describe("startSuspensionSweep", () => {
  it("lifts ended suspensions at start and again on its interval, and stops cleanly", async () => {
    const db = database.db;
    const first = await suspended("member-1", new Date(Date.now() - 1000), "Hero Splendor");
    const logger = { info: vi.fn(), error: vi.fn() };
    const sweep = startSuspensionSweep({ db }, logger, 50);
    await vi.waitFor(async () => {
      const [row] = await db.select().from(listings).where(eq(listings.id, first));
      expect(row?.status).toBe("active");
    });
    const second = await suspended("member-2", new Date(Date.now() + 300), "Bajaj Pulsar");
    await vi.waitFor(async () => {
      const [row] = await db.select().from(users).where(eq(users.id, "member-2"));
      expect(row?.bannedAt).toBeNull();
    });
    const [ad] = await db.select().from(listings).where(eq(listings.id, second));
    expect(ad).toMatchObject({ status: "active", heldByBan: false });
    await sweep.stop();
    expect(logger.info).toHaveBeenCalledWith({ lifted: 1, listingsRestored: 1 }, "lifted ended suspensions");
    expect(logger.error).not.toHaveBeenCalled();
  });
});

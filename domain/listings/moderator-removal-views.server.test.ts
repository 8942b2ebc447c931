import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { listings } from "~/db/schema";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";
import { getListingForViewer } from "./get-listing-for-viewer.server";
import { listMyListings } from "./list-my-listings.server";
import { insertListing, insertSeller } from "./listing-fixtures.test-helper";

let database: Database;
const services = () => ({ db: database.db });

beforeAll(async () => {
  database = await getTestDatabase();
});
beforeEach(async () => {
  await resetDatabase(database);
  await insertSeller(database.db, "seller-1", new Date("2023-04-15T10:00:00Z"));
});

async function removeAsModerator(id: number, reason: string) {
  await database.db
    .update(listings)
    .set({ status: "removed", removedReason: reason })
    .where(eq(listings.id, id));
}

describe("an ad removed by the moderators", () => {
  it("stays on its seller's My Listings with the reason; an ad the seller deleted does not", async () => {
    const kept = await insertListing(database.db, { title: "Live ad" });
    const removed = await insertListing(database.db, { title: "Army officer selling cheap" });
    await insertListing(database.db, { title: "Deleted by me", status: "removed" });
    await removeAsModerator(removed, "Fraud or scam: asks for payment before delivery");

    const mine = await listMyListings(services(), { userId: "seller-1" });
    expect(mine.total).toBe(2);
    expect(mine.listings.map((l) => [l.id, l.status, l.removedReason])).toEqual([
      [removed, "removed", "Fraud or scam: asks for payment before delivery"],
      [kept, "active", null],
    ]);
  });

  it("shows its seller the ad and the reason, and everyone else only that it was removed", async () => {
    const id = await insertListing(database.db, { title: "Fake iPhone" });
    await removeAsModerator(id, "Prohibited item");

    const owner = await getListingForViewer(services(), { id, viewerId: "seller-1" });
    expect(owner).toMatchObject({
      visible: true,
      listing: { status: "removed", removedReason: "Prohibited item" },
    });
    const stranger = await getListingForViewer(services(), { id, viewerId: "someone-else" });
    expect(stranger).toMatchObject({ visible: false, removed: true, removedByModerator: true });
    expect(JSON.stringify(stranger)).not.toContain("Prohibited item");

    const deleted = await insertListing(database.db, { title: "Deleted", status: "removed" });
    expect(await getListingForViewer(services(), { id: deleted, viewerId: null })).toMatchObject({
      visible: false,
      removedByModerator: false,
    });
  });
});

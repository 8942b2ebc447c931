import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { photoUploads } from "~/db/schema";
import { insertSeller } from "~/domain/listings/listing-fixtures.test-helper";
import { createTestApp, type TestContext } from "~/tests/support/test-app";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";
import { jpeg } from "./test-images.test-helper";
import { uploadListingPhoto } from "./upload-listing-photo.server";

let database: Database;
let t: TestContext;

beforeAll(async () => {
  database = await getTestDatabase();
  t = await createTestApp(database, { rateLimitScale: 0.05 });
});
afterAll(() => t.close());
beforeEach(async () => {
  await resetDatabase(database);
  await insertSeller(database.db, "asha");
});

describe("uploadListingPhoto", () => {
  it("drops the user's week-old uploads that no ad took, files included", async () => {
    const old = await uploadListingPhoto(t.services, { userId: "asha", image: await jpeg() });
    await database.db
      .update(photoUploads)
      .set({ createdAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(photoUploads.storageKey, old.storageKey));
    const fresh = await uploadListingPhoto(t.services, { userId: "asha", image: await jpeg() });
    const rows = await database.db.select().from(photoUploads);
    expect(rows.map((r) => r.storageKey)).toEqual([fresh.storageKey]);
    expect(await t.services.storage.get(`${old.storageKey}/640.webp`)).toBeNull();
    expect(await t.services.storage.get(`${fresh.storageKey}/640.webp`)).not.toBeNull();
  });

  it("limits uploads per user", async () => {
    await insertSeller(database.db, "ravi");
    // 120 an hour scaled by 0.05: 6.
    for (let i = 0; i < 6; i++) await uploadListingPhoto(t.services, { userId: "ravi", image: await jpeg() });
    await expect(
      uploadListingPhoto(t.services, { userId: "ravi", image: await jpeg() }),
    ).rejects.toMatchObject({
      code: "RATE_LIMITED",
    });
  });
});

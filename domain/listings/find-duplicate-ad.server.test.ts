import { readFile } from "node:fs/promises";
import sharp from "sharp";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { listingPhotos, photoUploads } from "~/db/schema";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";
import { hammingDistance, perceptualHash } from "../shared/perceptual-hash.server";
import { findDuplicateAd, normaliseTitle, SAME_PHOTO_BITS } from "./find-duplicate-ad.server";
import { insertListing, insertSeller } from "./listing-fixtures.test-helper";

const PIXELS = 50_000_000;
let database: Database;
let sofa: Buffer;
let bike: Buffer;

beforeAll(async () => {
  database = await getTestDatabase();
  sofa = await readFile("db/seed/photos/sofa-grey.jpg");
  const photos = (await import("node:fs")).readdirSync("db/seed/photos");
  const other = photos.find((f) => f !== "sofa-grey.jpg" && f.endsWith(".jpg"));
  bike = await readFile(`db/seed/photos/${other}`);
});
beforeEach(async () => {
  await resetDatabase(database);
  await insertSeller(database.db, "seller-1");
  await insertSeller(database.db, "seller-2");
  // Another seller's ad with three photos first, so listing ids and photo ids do not line up.
  await insertListing(database.db, { title: "Teak dining table", userId: "seller-2", photos: 3 });
});

describe("perceptual hashes", () => {
  it("barely change when a photo is shrunk and re-encoded, and differ for another photo", async () => {
    const original = await perceptualHash(sofa, PIXELS);
    const smaller = await sharp(sofa).resize({ width: 300 }).webp({ quality: 50 }).toBuffer();
    expect(original).toMatch(/^[0-9a-f]{16}$/);
    expect(hammingDistance(original, await perceptualHash(smaller, PIXELS))).toBeLessThanOrEqual(
      SAME_PHOTO_BITS,
    );
    expect(hammingDistance(original, await perceptualHash(bike, PIXELS))).toBeGreaterThan(
      2 * SAME_PHOTO_BITS,
    );
  });
});

describe("findDuplicateAd", () => {
  async function adWithCover(title: string, userId: string, photo: Buffer, status?: "sold" | "expired") {
    const id = await insertListing(database.db, { title, userId, ...(status ? { status } : {}) });
    await database.db.insert(listingPhotos).values({
      listingId: id,
      position: 0,
      storageKey: `k-${id}`,
      width: 1,
      height: 1,
      phash: await perceptualHash(photo, PIXELS),
    });
    return id;
  }
  async function upload(key: string, userId: string, photo: Buffer) {
    await database.db
      .insert(photoUploads)
      .values({ storageKey: key, userId, width: 1, height: 1, phash: await perceptualHash(photo, PIXELS) });
  }

  it("finds the seller's own ad with the same title and the same first photo", async () => {
    const id = await adWithCover("Grey 3-seater sofa", "seller-1", sofa);
    await upload("new-1", "seller-1", await sharp(sofa).resize({ width: 400 }).jpeg().toBuffer());
    expect(normaliseTitle("GREY 3 seater sofa!!")).toBe(normaliseTitle("Grey 3-seater sofa"));
    expect(
      await findDuplicateAd(database.db, {
        userId: "seller-1",
        title: "GREY 3 seater sofa!!",
        firstPhotoKey: "new-1",
      }),
    ).toEqual({ id, title: "Grey 3-seater sofa", status: "active" });
  });

  it("lets the same title through with another photo, another seller's ad, or a sold one", async () => {
    await adWithCover("Grey 3-seater sofa", "seller-1", sofa);
    await adWithCover("Grey sofa", "seller-2", sofa);
    await adWithCover("Another grey sofa", "seller-1", sofa, "sold");
    await upload("new-2", "seller-1", bike);
    await upload("new-3", "seller-2", sofa);
    await upload("new-4", "seller-1", sofa);
    const find = (userId: string, title: string, firstPhotoKey: string) =>
      findDuplicateAd(database.db, { userId, title, firstPhotoKey });
    expect(await find("seller-1", "Grey 3-seater sofa", "new-2")).toBeNull();
    expect(await find("seller-2", "Grey 3-seater sofa", "new-3")).toBeNull();
    expect(await find("seller-1", "Another grey sofa", "new-4")).toBeNull();
    expect(await find("seller-1", "Grey 3-seater sofa, like new", "new-4")).toBeNull();
  });
});

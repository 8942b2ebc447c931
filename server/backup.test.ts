import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDiskStorage } from "~/adapters/storage/disk-storage";
import { type Database, openDatabase } from "~/db/client.server";
import { listingPhotos, photoUploads, users } from "~/db/schema";
import { seedIfEmpty } from "~/db/seed/seed.server";
import { insertListing } from "~/domain/listings/listing-fixtures.test-helper";
import { PHOTO_WIDTHS, storeListingPhoto } from "~/domain/media/store-listing-photo.server";
import { jpeg } from "~/domain/media/test-images.test-helper";
import { postgresTestDatabaseUrl, recreatePostgresDatabase } from "~/tests/support/postgres-databases";
import { backup, restore } from "./backup";

const noPhotos = async (): Promise<never> => {
  throw new Error("reference data has no photos");
};

/**
 * `npm run db:backup` then `npm run db:restore` into an empty DATA_DIR (and an empty database): the ads are back
 * with every photo file, byte for byte. On PGlite (the data folder) and, in the postgres project, on PostgreSQL
 * (pg_dump / pg_restore).
 */
const onPostgres = process.env.TEST_DB_KIND === "postgres";
const baseUrl = process.env.TEST_DATABASE_URL ?? "";

let source: { dataDir: string; databaseUrl?: string | undefined };
let target: { dataDir: string; databaseUrl?: string | undefined };
let backupDir: string;
let dir: string;
const keys: string[] = [];

async function openSource(): Promise<Database> {
  if (onPostgres) return openDatabase({ databaseUrl: source.databaseUrl });
  const pgliteDir = path.join(source.dataDir, "db");
  if (existsSync(pgliteDir)) return openDatabase({ pgliteDir });
  const dump = await readFile(inject("pgliteDump"));
  return openDatabase({ pgliteDir, pgliteDump: new Blob([new Uint8Array(dump)]) });
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "mandi-backup-"));
  source = { dataDir: path.join(dir, "source") };
  target = { dataDir: path.join(dir, "target") };
  backupDir = path.join(dir, "backup");
  if (onPostgres) {
    source.databaseUrl = postgresTestDatabaseUrl(baseUrl, "backup_source");
    target.databaseUrl = postgresTestDatabaseUrl(baseUrl, "backup_target");
    await recreatePostgresDatabase(baseUrl, source.databaseUrl);
    await recreatePostgresDatabase(baseUrl, target.databaseUrl);
    const empty = await openSource();
    try {
      await empty.migrate();
      await seedIfEmpty({ db: empty.db, storePhoto: noPhotos }, { sample: false });
    } finally {
      await empty.close();
    }
  }
  // Two ads with two photos each and an upload waiting for an ad, stored as Mandi stores them.
  const database = await openSource();
  try {
    const storage = createDiskStorage(path.join(source.dataDir, "media"));
    await database.db.insert(users).values({ id: "seller-1", name: "Asha", email: "asha@example.in" });
    for (const [n, title] of ["Teak dining table", "Grey sofa"].entries()) {
      const listingId = await insertListing(database.db, {
        title,
        userId: "seller-1",
        category: "furniture",
      });
      for (const position of [0, 1]) {
        const photo = await storeListingPhoto(
          { storage },
          await jpeg(64, 48, { r: 40 * n, g: 90, b: position * 90 }),
        );
        await database.db.insert(listingPhotos).values({ listingId, position, ...photo });
        keys.push(photo.storageKey);
      }
    }
    const waiting = await storeListingPhoto({ storage }, await jpeg(32, 32));
    await database.db.insert(photoUploads).values({ userId: "seller-1", ...waiting });
    keys.push(waiting.storageKey);
  } finally {
    await database.close();
  }
  await writeFile(path.join(source.dataDir, "auth-secret"), "a-secret-of-at-least-thirty-two-characters");
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  if (onPostgres) {
    for (const url of [source.databaseUrl, target.databaseUrl])
      if (url) await recreatePostgresDatabase(baseUrl, url, { drop: true });
  }
});

describe(`backup and restore (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  // One PGlite folder, one process: a copy taken while Mandi writes to it could be torn.
  if (!onPostgres)
    it("refuses to back up a PGlite database that is open (Mandi still running)", async () => {
      const open = await openSource();
      try {
        await expect(backup(source, path.join(backupDir, "..", "while-open"))).rejects.toThrow(
          /stop Mandi first/,
        );
      } finally {
        await open.close();
      }
    });

  it("restores into an empty DATA_DIR every ad with its photos, byte for byte", async () => {
    const made = await backup(source, backupDir);
    expect(made).toMatchObject({ database: onPostgres ? "postgres" : "pglite", photosWithoutFiles: 0 });
    expect(made.listings).toBeGreaterThanOrEqual(2);
    expect(made.mediaFiles).toBe(keys.length * PHOTO_WIDTHS.length);

    const restored = await restore(backupDir, target);
    expect(restored).toMatchObject({
      listings: made.listings,
      listingPhotos: made.listingPhotos,
      mediaFiles: made.mediaFiles,
      photosWithoutFiles: 0,
      migrations: made.migrations,
    });
    const database = onPostgres
      ? await openDatabase({ databaseUrl: target.databaseUrl })
      : await openDatabase({ pgliteDir: path.join(target.dataDir, "db") });
    try {
      const { rows } = await database.executeSql(
        `select l.title, array_agg(p.storage_key order by p.position) as photos
         from listings l join listing_photos p on p.listing_id = l.id
         where l.user_id = 'seller-1' group by l.title order by l.title`,
      );
      expect(rows.map((r) => [r.title, (r.photos as string[]).length])).toEqual([
        ["Grey sofa", 2],
        ["Teak dining table", 2],
      ]);
      const uploads = await database.executeSql("select storage_key from photo_uploads");
      expect(uploads.rows.map((r) => r.storage_key)).toEqual([keys.at(-1)]);
      // Indexes, constraints and triggers too (pg_restore's last step), the earthdistance index among them.
      const indexes = "select indexname from pg_indexes where schemaname = 'public' order by 1";
      const restoredIndexes = (await database.executeSql(indexes)).rows;
      expect(restoredIndexes).toContainEqual({ indexname: "listings_earth_idx" });
      const original = await openSource();
      try {
        expect(restoredIndexes).toEqual((await original.executeSql(indexes)).rows);
      } finally {
        await original.close();
      }
    } finally {
      await database.close();
    }
    for (const key of keys) {
      for (const width of PHOTO_WIDTHS) {
        const file = `${key}/${width}.webp`;
        expect(await readFile(path.join(target.dataDir, "media", file))).toEqual(
          await readFile(path.join(source.dataDir, "media", file)),
        );
      }
    }
    expect(await readFile(path.join(target.dataDir, "auth-secret"), "utf8")).toContain("a-secret");
    // pg_dump, a restore into a new database and every photo twice: over 30 s once on a loaded two-core machine.
  }, 90_000);

  it("refuses to restore over existing data", async () => {
    await expect(restore(backupDir, target)).rejects.toThrow(/not empty/);
  });
});

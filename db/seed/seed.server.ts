import { sql } from "drizzle-orm";
import type { Db } from "../client.server";
import type { StoredPhoto } from "./sample-types";
import { seedCatalog } from "./seed-catalog.server";
import { seedContent } from "./seed-content.server";
import { seedGeo } from "./seed-geo.server";
import { seedPlaces } from "./seed-places.server";
import { insertSample, resolveCategories, sampleIsWanted, storeSamplePhotos } from "./seed-sample.server";

export interface SeedDeps {
  db: Db;
  /** Re-encodes and stores one sample photo (domain/media does it, the same way as an upload). */
  storePhoto: (image: Buffer) => Promise<StoredPhoto>;
}

/** Rows inserted per table by one run; all zero when everything was there already. */
export interface SeedReport {
  categories: number;
  subcategories: number;
  states: number;
  cities: number;
  places: number;
  jobOpenings: number;
  blogPosts: number;
  faqItems: number;
  users: number;
  listings: number;
  listingPhotos: number;
}

/** Several processes may start on one PostgreSQL at once; this lock lets one of them seed. */
const lockSeeding = (db: Db) => db.execute(sql`select pg_advisory_xact_lock(7316201)`);

/** Fills what is empty: reference data always, the sample marketplace (seller, listings, photos) when `sample`. */
export async function seedDatabase(
  deps: SeedDeps,
  options: { sample: boolean; places?: boolean },
  now = new Date(),
): Promise<SeedReport> {
  const report: SeedReport = {
    categories: 0,
    subcategories: 0,
    states: 0,
    cities: 0,
    places: 0,
    jobOpenings: 0,
    blogPosts: 0,
    faqItems: 0,
    users: 0,
    listings: 0,
    listingPhotos: 0,
  };
  await deps.db.transaction(async (tx) => {
    await lockSeeding(tx);
    Object.assign(report, await seedCatalog(tx), await seedGeo(tx), await seedContent(tx));
    // Every Indian town, PIN and post office (decision 016); the PGlite test dump leaves them to the geo tests.
    if (options.places !== false) Object.assign(report, await seedPlaces(tx));
  });

  if (options.sample && (await sampleIsWanted(deps.db))) {
    const resolved = await resolveCategories(deps.db);
    // Encoding photos takes seconds, so it happens before the transaction; losing the race to another process
    // only leaves unused files behind.
    const photos = await storeSamplePhotos(deps.storePhoto);
    await deps.db.transaction(async (tx) => {
      await lockSeeding(tx);
      if (await sampleIsWanted(tx)) Object.assign(report, await insertSample(tx, resolved, photos, now));
    });
  }
  return report;
}

/** Fills an empty database with reference data (and the sample marketplace when `sample`). */
export async function seedIfEmpty(
  deps: SeedDeps,
  options: { sample: boolean; places?: boolean },
): Promise<boolean> {
  const report = await seedDatabase(deps, options);
  return Object.values(report).some((count) => count > 0);
}

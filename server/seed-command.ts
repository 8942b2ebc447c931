// `npm run db:seed`: migrates the configured database and fills whatever is empty with Mandi's reference data
// and the sample marketplace — what the server does at start, without serving. `--no-sample` seeds reference
// data only. Stop the server first when it uses the embedded database: one PGlite folder, one process.
import path from "node:path";
import { createDiskStorage } from "~/adapters/storage/disk-storage";
import { type SeedReport, seedDatabase } from "~/db/seed/seed.server";
import { storeListingPhoto } from "~/domain/media/store-listing-photo.server";
import { openCommandDatabase } from "./command-database";
import { ConfigError, loadConfig } from "./config";

const labels: Record<keyof SeedReport, string> = {
  categories: "categories",
  subcategories: "subcategories",
  states: "states and union territories",
  cities: "cities",
  places: "towns, PINs and post offices",
  jobOpenings: "career openings",
  blogPosts: "blog posts",
  faqItems: "help FAQ items",
  users: "sample seller account",
  listings: "sample listings",
  listingPhotos: "sample listing photos",
};

async function main(): Promise<void> {
  const sample = !process.argv.includes("--no-sample");
  const config = loadConfig(process.env);
  const { database, where } = await openCommandDatabase(config);
  try {
    await database.migrate();
    // Seeding needs only where photos go: no job queue, no realtime.
    const storage = createDiskStorage(path.join(config.dataDir, "media"));
    const started = performance.now();
    const report = await seedDatabase(
      { db: database.db, storePhoto: (image) => storeListingPhoto({ storage }, image) },
      { sample },
    );
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const lines = (Object.keys(labels) as (keyof SeedReport)[])
      .filter((key) => report[key] > 0)
      .map((key) => `  ${report[key]} ${labels[key]}`);
    if (lines.length === 0) {
      console.log(`Nothing to seed in ${where}: every table already has its data.`);
    } else {
      console.log(`Seeded ${where} in ${seconds} s:\n${lines.join("\n")}`);
    }
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});

import { sql } from "drizzle-orm";
import { inject } from "vitest";
import { type Database, openDatabase } from "~/db/client.server";
import { seedIfEmpty } from "~/db/seed/seed.server";
import { postgresTestDatabaseUrl, recreatePostgresDatabase } from "./postgres-databases";

/** Tables that hold what users do; reference data (categories, cities, blog, careers, FAQ) stays. */
const USER_TABLES = [
  "users",
  "sessions",
  "accounts",
  "verifications",
  "listings",
  "listing_photos",
  "photo_uploads",
  "favorites",
  "reports",
  "saved_searches",
  "conversations",
  "messages",
  "offers",
  "user_blocks",
  "user_reports",
  "chat_presence",
  "notifications",
  "notification_preferences",
  "contact_messages",
  "job_applications",
];

let current: Promise<Database> | undefined;
let withPlaces: Promise<Database> | undefined;

/**
 * One database per test file: PGlite, an in-memory copy of the pre-migrated dump; PostgreSQL, the worker's own
 * database, made again for each file as a copy of the pre-migrated template. Call resetDatabase() in beforeEach.
 */
export function getTestDatabase(): Promise<Database> {
  current ??= process.env.TEST_DB_KIND === "postgres" ? openWorkerPostgres() : openPgliteCopy();
  return current;
}

/**
 * The test database with every Indian place loaded (decision 016). On PGlite a copy of a second, bigger dump, so
 * the other test files do not pay for opening it; PostgreSQL seeds places with the reference data anyway.
 */
export function getTestDatabaseWithPlaces(): Promise<Database> {
  if (process.env.TEST_DB_KIND === "postgres") return getTestDatabase();
  withPlaces ??= openPgliteCopy("pgliteDumpWithPlaces");
  return withPlaces;
}

async function openPgliteCopy(
  which: "pgliteDump" | "pgliteDumpWithPlaces" = "pgliteDump",
): Promise<Database> {
  const { readFile } = await import("node:fs/promises");
  const dump = await readFile(inject(which));
  return openDatabase({ pgliteDump: new Blob([new Uint8Array(dump)]) });
}

async function openWorkerPostgres(): Promise<Database> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error("TEST_DATABASE_URL is not set");
  const worker = process.env.VITEST_POOL_ID ?? "1";
  const url = postgresTestDatabaseUrl(baseUrl, `w${worker}`);
  // A fresh copy of the reference database the global setup migrated and seeded (tests/support/global-setup.ts).
  const template = inject("postgresTemplate");
  await recreatePostgresDatabase(baseUrl, url, { template });
  const database = await openDatabase({ databaseUrl: url, poolSize: 4 });
  if (template) return database;
  await database.migrate();
  await seedIfEmpty(
    {
      db: database.db,
      storePhoto: async () => {
        throw new Error("reference data has no photos");
      },
    },
    { sample: false },
  );
  return database;
}

export async function resetDatabase(database: Database): Promise<void> {
  await database.db.execute(sql.raw(`truncate table ${USER_TABLES.join(", ")} restart identity cascade`));
}

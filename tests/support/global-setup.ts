import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import type { TestProject } from "vitest/node";
import { openDatabase } from "~/db/client.server";
import { seedIfEmpty } from "~/db/seed/seed.server";
import { seedPlaces } from "~/db/seed/seed-places.server";
import { type PagesBuild, startPagesBuild } from "./pages-build";
import { postgresTestDatabaseUrl, recreatePostgresDatabase } from "./postgres-databases";

declare module "vitest" {
  export interface ProvidedContext {
    /** A PGlite data folder, migrated and seeded with the reference data, as an (uncompressed) tarball. */
    pgliteDump: string;
    /** The same with every Indian place loaded: only the tests that search places open it (it is bigger). */
    pgliteDumpWithPlaces: string;
    /** PostgreSQL project: a database migrated and seeded with the reference data, places included, that each
     * test file copies (`create database … template …`) instead of migrating and seeding again. */
    postgresTemplate: string;
    /** React Router's server build, built once for the run (absent in watch mode: pages load through Vite). */
    pagesBuild: string;
    /** Why that build failed: the page tests fail with it, the others run. */
    pagesBuildError: string;
  }
}

/** One build of the pages for the whole run, even when both projects (PGlite, PostgreSQL) run in it. */
let pages: PagesBuild | undefined;
let pagesUsers = 0;

/**
 * Prepares what every test file starts from, once per run: the reference database (a PGlite dump, or a PostgreSQL
 * template database for the `postgres` project) and, outside watch mode, the production-style build of the pages
 * (built in a child process meanwhile, so on two cores it costs little wall time).
 */
export default async function setup(project: TestProject) {
  const watching = project.vitest.config.watch;
  if (!watching) {
    pages ??= startPagesBuild();
    pagesUsers++;
  }
  const onPostgres = project.config.env?.TEST_DB_KIND === "postgres";
  let removeDatabase: () => Promise<void>;
  try {
    removeDatabase = onPostgres ? await preparePostgresTemplate(project) : await preparePgliteDumps(project);
    if (pages) {
      await pages.serverBuild.then(
        (file) => project.provide("pagesBuild", file),
        (err: Error) => project.provide("pagesBuildError", err.message),
      );
    }
  } catch (err) {
    await releasePages();
    throw err;
  }
  return async () => {
    await removeDatabase();
    await releasePages();
  };
}

async function releasePages() {
  if (!pages) return;
  pagesUsers--;
  if (pagesUsers > 0) return;
  const done = pages;
  pages = undefined;
  await done.remove();
}

/**
 * Migrates and seeds the reference data once, then dumps the PGlite data folder; every test file opens its own
 * in-memory copy of that dump instead of running the migrations again. Uncompressed: each file saves the unzipping.
 */
async function preparePgliteDumps(project: TestProject) {
  const database = await openDatabase({});
  await database.migrate();
  await seedIfEmpty({ db: database.db, storePhoto: noPhotos }, { sample: false, places: false });
  if (!database.dump) throw new Error("the embedded database must offer a dump");
  const dump = database.dump;
  const dir = await mkdtemp(path.join(tmpdir(), "mandi-test-"));
  const writeDump = async (file: string) =>
    writeFile(file, gunzipSync(Buffer.from(await (await dump()).arrayBuffer())));
  const file = path.join(dir, "reference.tar");
  await writeDump(file);
  await seedPlaces(database.db);
  const withPlaces = path.join(dir, "reference-places.tar");
  await writeDump(withPlaces);
  await database.close();
  project.provide("pgliteDump", file);
  project.provide("pgliteDumpWithPlaces", withPlaces);
  return () => rm(dir, { recursive: true, force: true });
}

/**
 * The PostgreSQL project: one database migrated and seeded with the reference data (places included), which each
 * test file's database is created from as a template (a file copy on the server: ~0.1–0.5 s instead of seconds of
 * migrations and seeding per file).
 */
async function preparePostgresTemplate(project: TestProject) {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error("TEST_DATABASE_URL is not set");
  const url = postgresTestDatabaseUrl(baseUrl, "template");
  const name = await recreatePostgresDatabase(baseUrl, url);
  const database = await openDatabase({ databaseUrl: url, poolSize: 2 });
  try {
    await database.migrate();
    await seedIfEmpty({ db: database.db, storePhoto: noPhotos }, { sample: false });
  } finally {
    // A template cannot be copied while anyone is connected to it.
    await database.close();
  }
  project.provide("postgresTemplate", name);
  return async () => {
    await recreatePostgresDatabase(baseUrl, url, { drop: true });
  };
}

async function noPhotos(): Promise<never> {
  throw new Error("reference data has no photos");
}

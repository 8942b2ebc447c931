import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "~/db/client.server";
import { seedIfEmpty } from "~/db/seed/seed.server";
import { seedPlaces } from "~/db/seed/seed-places.server";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteDump: string;
    /** The same with every Indian place loaded: only the tests that search places open it (it is bigger). */
    pgliteDumpWithPlaces: string;
  }
}

/**
 * Migrates and seeds the reference data once, then dumps the PGlite data folder; every test file opens its own
 * in-memory copy of that dump instead of running the migrations again.
 */
export default async function setup(project: TestProject) {
  const database = await openDatabase({});
  await database.migrate();
  await seedIfEmpty({ db: database.db, storePhoto: noPhotos }, { sample: false, places: false });
  if (!database.dump) throw new Error("the embedded database must offer a dump");
  const dump = await database.dump();
  const dir = await mkdtemp(path.join(tmpdir(), "mandi-test-"));
  const file = path.join(dir, "reference.tar.gz");
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await seedPlaces(database.db);
  const withPlaces = path.join(dir, "reference-places.tar.gz");
  await writeFile(withPlaces, Buffer.from(await (await database.dump()).arrayBuffer()));
  await database.close();
  project.provide("pgliteDump", file);
  project.provide("pgliteDumpWithPlaces", withPlaces);
}

async function noPhotos(): Promise<never> {
  throw new Error("reference data has no photos");
}

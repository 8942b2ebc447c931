import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { expect, it } from "vitest";
import { openDatabase } from "~/db/client.server";
import { createServer } from "./create-server";

const expected = readMigrationFiles({ migrationsFolder: path.resolve("db/migrations") }).length;

// PostgreSQL's side, several processes under the advisory lock, is server/migrate-on-start.test.ts.
it.skipIf(process.env.TEST_DB_KIND === "postgres")(
  "migrate() says what it applied, and pendingMigrations() what a start that does not migrate would miss",
  async () => {
    const database = await openDatabase({});
    try {
      expect(await database.pendingMigrations()).toBe(expected);
      expect(await database.migrate()).toEqual({ applied: expected, total: expected });
      expect(await database.pendingMigrations()).toBe(0);
      expect(await database.migrate()).toEqual({ applied: 0, total: expected });
      expect(await database.exclusive(async () => "ran")).toBe("ran");
    } finally {
      await database.close();
    }
  },
);

it.skipIf(process.env.TEST_DB_KIND === "postgres")(
  "with MIGRATE_ON_START=false, start refuses a database that lacks migrations, naming npm run db:migrate",
  async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "mandi-nomigrate-"));
    try {
      const started = createServer({
        build: async () => {
          throw new Error("no pages");
        },
        mode: "test",
        env: { DATA_DIR: dataDir, LOG_LEVEL: "silent", MIGRATE_ON_START: "false" },
      });
      await expect(started).rejects.toThrow(
        `The database lacks ${expected} migrations of this release: run npm run db:migrate first`,
      );
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  },
);

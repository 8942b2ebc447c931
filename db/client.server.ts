import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { cube } from "@electric-sql/pglite/contrib/cube";
import { earthdistance } from "@electric-sql/pglite/contrib/earthdistance";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The drizzle database every use-case takes: PGlite or node-postgres behind the same PostgreSQL dialect. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  /** Cheap round trip for /healthz. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: a gzipped tarball of the data folder (tests start from one instead of migrating again). */
  dump?: () => Promise<Blob>;
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL URL; when absent, the embedded PGlite database is used. */
  databaseUrl?: string | undefined;
  /** Folder of the PGlite database; omit for an in-memory one (tests). */
  pgliteDir?: string | undefined;
  /** A PGlite data-dir dump (tests load a pre-migrated one instead of running every migration). */
  pgliteDump?: Blob | File | undefined;
  migrationsFolder?: string;
  poolSize?: number;
}

const defaultMigrations = () => path.resolve(process.cwd(), "db/migrations");

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const migrationsFolder = options.migrationsFolder ?? defaultMigrations();
  if (options.databaseUrl) return openPostgres(options.databaseUrl, migrationsFolder, options.poolSize);
  return openPglite(options, migrationsFolder);
}

async function openPostgres(url: string, migrationsFolder: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder }),
    ping: async () => {
      await pool.query("select 1");
    },
    close: () => pool.end(),
  };
}

async function openPglite(options: OpenDatabaseOptions, migrationsFolder: string): Promise<Database> {
  if (options.pgliteDir) mkdirSync(options.pgliteDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: options.pgliteDir,
    loadDataDir: options.pgliteDump,
    extensions: { pg_trgm, cube, earthdistance },
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    ping: async () => {
      await client.query("select 1");
    },
    close: () => client.close(),
    dump: async () => (await client.dumpDataDir("gzip")) as Blob,
  };
}

import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { cube } from "@electric-sql/pglite/contrib/cube";
import { earthdistance } from "@electric-sql/pglite/contrib/earthdistance";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { DURABLE_START_PARAMS, fsyncToDisk } from "./pglite-durability.server";
import {
  type ConnectionStats,
  poolStats,
  type QueryObserver,
  timePgliteQueries,
  timePoolQueries,
} from "./query-timing.server";
import * as schema from "./schema";
import { countAppliedMigrations, withStartupLock } from "./startup-lock.server";

export type Schema = typeof schema;
/** The drizzle database every use-case takes: PGlite or node-postgres behind the same PostgreSQL dialect. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /**
   * Applies the migrations not applied yet. On PostgreSQL under the start-up advisory lock, so instances starting
   * together apply each migration once (the others wait, then find nothing to do); PGlite is one process anyway.
   */
  migrate(): Promise<MigrationReport>;
  /** Migrations in the migrations folder not applied yet (a start that does not migrate checks this). */
  pendingMigrations(): Promise<number>;
  /** Runs a start-up step (the first seeding) under the same lock: one process at a time. */
  exclusive<T>(step: () => Promise<T>): Promise<T>;
  /** Cheap round trip for /readyz. */
  ping(): Promise<void>;
  /**
   * Raw SQL for libraries that bring their own (the job queue): with values, one statement; without, a script of
   * several statements in one round trip (a transaction written as BEGIN; …; COMMIT stays on one connection).
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /** How busy the connections are right now (GET /metrics). */
  connectionStats(): ConnectionStats;
  close(): Promise<void>;
  /** PGlite only: a gzipped tarball of the data folder (tests start from one instead of migrating again). */
  dump?: () => Promise<Blob>;
}

export interface MigrationReport {
  /** Migrations this call applied: 0 when the schema was already current. */
  applied: number;
  /** Migrations recorded as applied afterwards. */
  total: number;
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
  /** PostgreSQL only: overrides POSTGRES_TIMEOUTS (tests use short ones). */
  timeouts?: PostgresTimeouts;
  /** PostgreSQL only: an idle connection of the pool failed (server restart, network); the pool replaces it. */
  onPoolError?: (err: Error) => void;
  /** Told every statement's duration (GET /metrics); db/query-timing.server.ts. */
  onQuery?: QueryObserver | undefined;
}

/**
 * How long the database may take, so a stuck PostgreSQL fails a request instead of holding it (and the pool)
 * forever: to hand out a connection (connect), to run a statement on the server (statement_timeout), and to
 * answer at all, as the client sees it (query, a little longer so the server's own error comes first).
 */
export interface PostgresTimeouts {
  connectMs: number;
  statementMs: number;
  queryMs: number;
}

export const POSTGRES_TIMEOUTS: PostgresTimeouts = { connectMs: 5_000, statementMs: 15_000, queryMs: 20_000 };

export function postgresPoolConfig(
  url: string,
  poolSize: number,
  timeouts: PostgresTimeouts = POSTGRES_TIMEOUTS,
): pg.PoolConfig {
  return {
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.queryMs,
    idleTimeoutMillis: 30_000,
  };
}

const defaultMigrations = () => path.resolve(process.cwd(), "db/migrations");

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const migrationsFolder = options.migrationsFolder ?? defaultMigrations();
  if (options.databaseUrl) return openPostgres(options.databaseUrl, migrationsFolder, options);
  return openPglite(options, migrationsFolder);
}

async function openPostgres(
  url: string,
  migrationsFolder: string,
  options: OpenDatabaseOptions,
): Promise<Database> {
  const pool = new pg.Pool(postgresPoolConfig(url, options.poolSize ?? 10, options.timeouts));
  // A dropped idle connection must not crash the process (the pool replaces it), but it is said out loud.
  pool.on("error", (err) => {
    if (options.onPoolError) options.onPoolError(err);
    else console.error("database pool error:", err);
  });
  // Nor a connection cut while lent out (a transaction in progress when PostgreSQL restarts): node-postgres emits
  // "error" on it, and with no listener that ends the process. Its statements fail, which tells the caller; the
  // pool drops it when it comes back (db/database-outage.test.ts).
  pool.on("connect", (client) => client.on("error", () => {}));
  if (options.onQuery) timePoolQueries(pool, options.onQuery);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const lock = { connectMs: (options.timeouts ?? POSTGRES_TIMEOUTS).connectMs };
  return {
    db,
    kind: "postgres",
    migrate: () =>
      withStartupLock(
        url,
        async (client) => {
          const query = (text: string) => client.query(text);
          const before = await countAppliedMigrations(query);
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
          const total = await countAppliedMigrations(query);
          return { applied: total - before, total };
        },
        lock,
      ),
    pendingMigrations: async () =>
      readMigrationFiles({ migrationsFolder }).length -
      (await countAppliedMigrations((text) => pool.query(text))),
    exclusive: (step) => withStartupLock(url, () => step(), lock),
    ping: async () => {
      await pool.query("select 1");
    },
    executeSql: async (text, values) => {
      const result = await pool.query(text, values?.length ? values : undefined);
      // A script answers with one result per statement: the last one is the answer.
      const last = Array.isArray(result) ? result.at(-1) : result;
      return { rows: last?.rows ?? [] };
    },
    connectionStats: poolStats(pool),
    close: () => pool.end(),
  };
}

async function openPglite(options: OpenDatabaseOptions, migrationsFolder: string): Promise<Database> {
  if (options.pgliteDir) mkdirSync(options.pgliteDir, { recursive: true });
  // On disk, commits are fsynced (db/pglite-durability.server.ts); an in-memory test database has nothing to sync.
  const onDisk = options.pgliteDir !== undefined;
  const client = await PGlite.create({
    dataDir: options.pgliteDir,
    loadDataDir: options.pgliteDump,
    extensions: { pg_trgm, btree_gin, cube, earthdistance, ...(onDisk ? { fsync: fsyncToDisk() } : {}) },
    ...(onDisk ? { startParams: DURABLE_START_PARAMS } : {}),
  });
  const connectionStats = timePgliteQueries(client, options.onQuery ?? (() => {}));
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: async () => {
      const query = (text: string) => client.query<Record<string, unknown>>(text);
      const before = await countAppliedMigrations(query);
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
      const total = await countAppliedMigrations(query);
      return { applied: total - before, total };
    },
    pendingMigrations: async () =>
      readMigrationFiles({ migrationsFolder }).length -
      (await countAppliedMigrations((text) => client.query<Record<string, unknown>>(text))),
    exclusive: (step) => step(),
    ping: async () => {
      await client.query("select 1");
    },
    executeSql: async (text, values) => {
      if (values?.length) return { rows: (await client.query<Record<string, unknown>>(text, values)).rows };
      const results = await client.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    },
    connectionStats,
    close: () => client.close(),
    dump: async () => (await client.dumpDataDir("gzip")) as Blob,
  };
}

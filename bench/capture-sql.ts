// Opens the benchmark database with a drizzle instance that records every statement, so the benchmarks can
// replay the exact SQL a search runs (and EXPLAIN it) without the HTTP server in between.
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { cube } from "@electric-sql/pglite/contrib/cube";
import { earthdistance } from "@electric-sql/pglite/contrib/earthdistance";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import type { Db } from "~/db/client.server";
import * as schema from "~/db/schema";
import { searchAfresh } from "~/domain/listings/search-listings.server";
import { mixInput } from "./search-mix";

export interface Statement {
  text: string;
  params: unknown[];
}

export interface CapturingDatabase {
  kind: "postgres" | "pglite";
  /** Runs one statement on the raw driver (no drizzle) and returns its rows. */
  raw(statement: Statement): Promise<unknown[]>;
  /** The statements one search runs without the search cache, in order. */
  statementsOf(query: string): Promise<Statement[]>;
  close(): Promise<void>;
}

export async function openCapturing(env = process.env): Promise<CapturingDatabase> {
  let recorded: Statement[] = [];
  const logger = { logQuery: (text: string, params: unknown[]) => recorded.push({ text, params }) };
  let db: Db;
  let raw: CapturingDatabase["raw"];
  let close: () => Promise<void>;
  let kind: CapturingDatabase["kind"];
  if (env.DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 1 });
    db = drizzlePg(pool, { schema, logger }) as unknown as Db;
    raw = async (s) => (await pool.query(s.text, s.params)).rows;
    close = () => pool.end();
    kind = "postgres";
  } else {
    const dataDir = path.join(path.resolve(env.DATA_DIR ?? "./data"), "db");
    const client = await PGlite.create({ dataDir, extensions: { pg_trgm, btree_gin, cube, earthdistance } });
    db = drizzlePglite(client, { schema, logger }) as unknown as Db;
    raw = async (s) => (await client.query(s.text, s.params)).rows;
    close = () => client.close();
    kind = "pglite";
  }
  return {
    kind,
    raw,
    close,
    async statementsOf(query) {
      recorded = [];
      await searchAfresh({ db }, mixInput(query));
      return recorded;
    },
  };
}

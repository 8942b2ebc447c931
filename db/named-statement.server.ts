import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Db } from "./client.server";

const dialect = new PgDialect();
/** Each name's statement text: a name stands for one text on every connection. */
const texts = new Map<string, string>();

/**
 * Runs a hot statement as a named prepared statement: PostgreSQL parses and plans it once per connection instead
 * of on every call. For the big CTE that stores a chat message, planning was most of its cost — 1,443 statements/s
 * on 10 connections planned each time against 5,003/s prepared (pgbench, bench/README.md). Only for statements
 * whose text never changes (every value a parameter), and only a few of them: each name is kept on every pooled
 * connection for its life. On PGlite the name is ignored (one in-process connection, planned as before).
 */
export async function executeNamed<Row>(db: Db, name: string, query: SQL): Promise<Row[]> {
  const built = dialect.sqlToQuery(query);
  const known = texts.get(name);
  if (known === undefined) texts.set(name, built.sql);
  else if (known !== built.sql) throw new Error(`executeNamed: "${name}" names two different statements`);
  const result = (await db._.session.prepareQuery(built, undefined, name, false).execute()) as {
    rows: Row[];
  };
  return result.rows;
}

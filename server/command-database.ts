import path from "node:path";
import { type Database, openDatabase } from "~/db/client.server";
import type { Config } from "./config";

/** The database a command (db:migrate, db:seed) works on, and how its lines name it. */
export async function openCommandDatabase(
  config: Pick<Config, "databaseUrl" | "dataDir">,
): Promise<{ database: Database; where: string }> {
  const where = config.databaseUrl
    ? `PostgreSQL at ${new URL(config.databaseUrl).host}`
    : `PGlite in ${path.join(config.dataDir, "db")}`;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, "db"),
  });
  return { database, where };
}

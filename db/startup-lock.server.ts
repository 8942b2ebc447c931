import pg from "pg";

/**
 * The key of the session-level advisory lock that start-up steps take on PostgreSQL (decision 028): migrations and
 * the first seeding, which instances starting together on a new release would otherwise run at once.
 */
export const STARTUP_LOCK_KEY = 7_426_931_052_018;

/**
 * Runs `step` on a connection of its own that holds the start-up lock: another process calling this waits for it.
 * The connection has no statement timeout (a migration that builds an index on a large table may take minutes,
 * and so may the wait); it is closed afterwards, and PostgreSQL releases the lock if this process dies holding it.
 */
export async function withStartupLock<T>(
  url: string,
  step: (client: pg.Client) => Promise<T>,
  options: { connectMs?: number } = {},
): Promise<T> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: options.connectMs ?? 5_000,
  });
  client.on("error", () => {});
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
    try {
      return await step(client);
    } finally {
      // Should this fail (the connection is gone), closing the session releases the lock all the same.
      await client.query("select pg_advisory_unlock($1)", [STARTUP_LOCK_KEY]).catch(() => {});
    }
  } finally {
    await client.end();
  }
}

/** How many migrations drizzle has recorded as applied (0 before the first). */
export async function countAppliedMigrations(
  query: (text: string) => Promise<{ rows: Record<string, unknown>[] }>,
): Promise<number> {
  const table = await query("select to_regclass('drizzle.__drizzle_migrations') is not null as present");
  if (!table.rows[0]?.present) return 0;
  const counted = await query("select count(*)::int as n from drizzle.__drizzle_migrations");
  return Number(counted.rows[0]?.n ?? 0);
}

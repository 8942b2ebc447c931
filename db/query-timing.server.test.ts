import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { type Database, openDatabase } from "./client.server";

/** A database of its own, opened with the hook GET /metrics uses: a fresh PGlite, or one connection to PostgreSQL. */
const onPostgres = process.env.TEST_DB_KIND === "postgres";
const timings: number[] = [];
let database: Database;

beforeAll(async () => {
  const onQuery = (seconds: number) => void timings.push(seconds);
  database = onPostgres
    ? await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, poolSize: 1, onQuery })
    : await openDatabase({ onQuery });
});
afterAll(() => database.close());

it("times every statement: drizzle's, its transactions' and raw SQL alike", async () => {
  timings.length = 0;
  await database.db.execute(sql`select 1`);
  expect(timings).toHaveLength(1);
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select 1`);
    await tx.execute(sql`select 2`);
  });
  // PostgreSQL also times the transaction's begin and commit; PGlite sends them itself.
  expect(timings.length).toBeGreaterThanOrEqual(3);
  const before = timings.length;
  await database.executeSql("select $1::int as n", [1]);
  await database.executeSql("select 1; select 2");
  expect(timings).toHaveLength(before + 2);
  expect(timings.every((seconds) => seconds >= 0 && seconds < 60)).toBe(true);
});

it("reports the connections: idle between statements, busy with a queue while a transaction holds one", async () => {
  expect(database.connectionStats()).toMatchObject({ idle: 1, waiting: 0 });
  expect(database.connectionStats().total).toBe(1);

  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let entered: () => void = () => {};
  const inside = new Promise<void>((resolve) => {
    entered = resolve;
  });
  const transaction = database.db.transaction(async (tx) => {
    await tx.execute(sql`select 1`);
    entered();
    await held;
  });
  await inside;
  // drizzle's queries are lazy: then() sends it.
  const queued = database.db.execute(sql`select 2`).then(() => {});
  try {
    await vi.waitFor(() => expect(database.connectionStats()).toEqual({ total: 1, idle: 0, waiting: 1 }));
  } finally {
    release();
    await Promise.all([transaction, queued]);
  }
  expect(database.connectionStats()).toMatchObject({ idle: 1, waiting: 0 });
});

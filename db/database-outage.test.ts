import { type AddressInfo, createServer } from "node:net";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "./client.server";
import { isDatabaseUnavailable } from "./database-unavailable";

describe("isDatabaseUnavailable", () => {
  it("knows a refused connection, whatever wraps it, from a statement that failed", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const database = await openDatabase({ databaseUrl: `postgres://mandi@127.0.0.1:${port}/mandi` });
    try {
      const refused = await database.ping().catch((err: unknown) => err);
      expect(isDatabaseUnavailable(refused)).toBe(true);
      expect(isDatabaseUnavailable(new Error("Failed query: select 1", { cause: refused }))).toBe(true);
    } finally {
      await database.close();
    }
    for (const code of ["57P01", "57P03", "08006"]) expect(isDatabaseUnavailable({ code })).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("syntax error"), { code: "42601" }))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error("duplicate key"), { code: "23505" }))).toBe(false);
    expect(isDatabaseUnavailable(new Error("boom"))).toBe(false);
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!postgresUrl)("a PostgreSQL connection cut mid-transaction (needs TEST_DATABASE_URL)", () => {
  let database: Database;
  let admin: pg.Client;
  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: postgresUrl, poolSize: 2 });
    admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await database?.close();
  });

  it("fails that transaction as unavailable, not the process, and the pool carries on", async () => {
    // A restart or failover of PostgreSQL cuts the connections of transactions in progress: node-postgres then
    // emits "error" on a connection the pool has lent out, which with no listener would end the process.
    const failed = await database.db
      .transaction(async (tx) => {
        const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
          rows: { pid: number }[];
        };
        await admin.query("select pg_terminate_backend($1)", [rows[0]?.pid]);
        await new Promise((resolve) => setTimeout(resolve, 100));
        await tx.execute(sql`select 1`);
      })
      .catch((err: unknown) => err);
    expect(isDatabaseUnavailable(failed)).toBe(true);
    await database.ping();
  });
});

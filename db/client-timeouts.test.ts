import { type AddressInfo, createServer } from "node:net";
import { expect, it } from "vitest";
import { openDatabase, POSTGRES_TIMEOUTS, postgresPoolConfig } from "./client.server";

it("gives up on a PostgreSQL server that accepts the connection and never answers", async () => {
  const silent = createServer(() => {});
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
  const { port } = silent.address() as AddressInfo;
  const database = await openDatabase({
    databaseUrl: `postgres://mandi:secret@127.0.0.1:${port}/mandi`,
    timeouts: { connectMs: 200, statementMs: 500, queryMs: 800 },
  });
  try {
    await expect(database.ping()).rejects.toThrow(/timeout/i);
  } finally {
    await database.close();
    silent.close();
  }
});

it("bounds every statement and query of the pool", () => {
  const config = postgresPoolConfig("postgres://localhost/mandi", 10);
  expect(config).toMatchObject({
    connectionTimeoutMillis: POSTGRES_TIMEOUTS.connectMs,
    statement_timeout: POSTGRES_TIMEOUTS.statementMs,
    query_timeout: POSTGRES_TIMEOUTS.queryMs,
  });
  expect(POSTGRES_TIMEOUTS.connectMs).toBeGreaterThan(0);
  expect(POSTGRES_TIMEOUTS.queryMs).toBeGreaterThan(POSTGRES_TIMEOUTS.statementMs);
});

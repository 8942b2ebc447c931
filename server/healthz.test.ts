import { afterAll, beforeAll, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { createTestApp, type TestContext } from "~/tests/support/test-app";
import { getTestDatabase } from "~/tests/support/test-database";

let database: Database;
let t: TestContext;
beforeAll(async () => {
  database = await getTestDatabase();
  // A database that accepted the connection and never answers.
  t = await createTestApp(database, { ping: () => new Promise(() => {}), healthTimeoutMs: 100 });
});
afterAll(() => t.close());

it("answers /readyz and its older name /healthz with 503 when the database ping hangs, instead of never answering", async () => {
  for (const path of ["/readyz", "/healthz"]) {
    const res = await t.app.request(t.url(path));
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: "error", database: "unreachable" });
  }
});

it("answers /livez all the same: the process is alive, restarting it would not bring the database back", async () => {
  const res = await t.app.request(t.url("/livez"));
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ status: "ok" });
});

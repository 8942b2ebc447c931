import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { readMigrationFiles } from "drizzle-orm/migrator";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { postgresTestDatabaseUrl, recreatePostgresDatabase } from "~/tests/support/postgres-databases";

const ROOT = path.resolve(import.meta.dirname, "..");
const baseUrl = process.env.TEST_DATABASE_URL;

interface Instance {
  child: ChildProcess;
  output: () => string;
  port: Promise<number>;
  exited: Promise<number | null>;
}

function startInstance(env: Record<string, string>): Instance {
  const tsx = createRequire(import.meta.url).resolve("tsx/cli");
  const child = spawn(process.execPath, [tsx, "tests/support/start-instance.ts"], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: "0", LOG_LEVEL: "info" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const port = new Promise<number>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk;
      const found = /^listening (\d+)$/m.exec(output);
      if (found) resolve(Number(found[1]));
    };
    child.stdout?.on("data", read);
    child.stderr?.on("data", read);
    void exited.then((code) =>
      reject(new Error(`the instance exited (${code}) before listening:\n${output}`)),
    );
  });
  return { child, output: () => output, port, exited };
}

/** The pino lines an instance wrote whose message matches. */
const logged = (output: string, msg: RegExp) =>
  output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as { msg: string; applied?: number })
    .filter((line) => msg.test(line.msg));

// Decision 028: instances starting together on a new release take the start-up advisory lock in turn.
describe.skipIf(process.env.TEST_DB_KIND !== "postgres" || !baseUrl)(
  "migrations at start on PostgreSQL",
  () => {
    const url = postgresTestDatabaseUrl(
      baseUrl ?? "postgres://unused/test",
      `race_${process.pid}_${Date.now()}`,
    );
    const instances: Instance[] = [];
    const dirs: string[] = [];
    afterAll(async () => {
      for (const instance of instances) instance.child.kill("SIGTERM");
      await Promise.all(instances.map((i) => i.exited));
      await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
      if (baseUrl) await recreatePostgresDatabase(baseUrl, url, { drop: true });
    });

    it("three processes started at once on an empty database all come up, and the schema is applied once", async () => {
      if (!baseUrl) return;
      // A database of this test's own, empty: never the shared test database or the suite's template.
      await recreatePostgresDatabase(baseUrl, url);
      for (let i = 0; i < 3; i++) {
        const dataDir = await mkdtemp(path.join(tmpdir(), "mandi-race-"));
        dirs.push(dataDir);
        instances.push(startInstance({ DATABASE_URL: url, DATA_DIR: dataDir, MIGRATE_ON_START: "true" }));
      }
      const ports = await Promise.all(instances.map((i) => i.port));
      for (const port of ports) {
        const res = await fetch(`http://127.0.0.1:${port}/readyz`);
        expect(res.status).toBe(200);
        expect(await res.json()).toMatchObject({ status: "ok", database: "ok" });
      }

      const expected = readMigrationFiles({ migrationsFolder: path.join(ROOT, "db/migrations") }).length;
      const applied = instances.flatMap((i) => logged(i.output(), /^applied \d+ migrations$/));
      expect(applied.map((line) => line.applied)).toEqual([expected]);
      expect(instances.flatMap((i) => logged(i.output(), /^seeded an empty database/))).toHaveLength(1);

      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const { rows } = await client.query<{ n: number; hashes: number }>(
          "select count(*)::int as n, count(distinct hash)::int as hashes from drizzle.__drizzle_migrations",
        );
        expect(rows[0]).toEqual({ n: expected, hashes: expected });
      } finally {
        await client.end();
      }
    }, 240_000);
  },
);

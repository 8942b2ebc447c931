import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type Database, openDatabase } from "~/db/client.server";
import type { JobQueue } from "./job-queue";
import { createPgBossJobQueue } from "./pg-boss-job-queue";

/**
 * The real job queue on the database the project runs on: a fresh in-memory PGlite, or a PostgreSQL database of
 * this file's own (pg-boss keeps its tables in the `pgboss` schema; every test uses queues of its own names).
 */
const onPostgres = process.env.TEST_DB_KIND === "postgres";
let postgresUrl: string | undefined;
let pglite: Database | undefined;
const opened: Database[] = [];
const queues: JobQueue[] = [];
let queueNames = 0;

beforeAll(async () => {
  if (onPostgres) await createOwnDatabase();
  // pg-boss creates its schema on first start (seconds on a busy PGlite): in the hook, not in the first test.
  await startQueue(newQueueName());
});

async function createOwnDatabase() {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error("TEST_DATABASE_URL is not set");
  const url = new URL(base);
  const name = `${url.pathname.slice(1) || "test"}_mandi_jobs_${process.pid}`;
  await admin(base, [`drop database if exists "${name}" with (force)`, `create database "${name}"`]);
  url.pathname = `/${name}`;
  postgresUrl = url.toString();
}

afterEach(async () => {
  await Promise.all(queues.splice(0).map((queue) => queue.stop()));
  // Each instance's pool goes with it: the server's connections are shared with other runs.
  await Promise.all(opened.splice(0).map((database) => database.close()));
});

afterAll(async () => {
  if (onPostgres) await (await inspector)?.close();
  await pglite?.close();
  if (onPostgres && postgresUrl) {
    const base = process.env.TEST_DATABASE_URL ?? "";
    const name = new URL(postgresUrl).pathname.slice(1);
    await admin(base, [`drop database if exists "${name}" with (force)`]);
  }
});

async function admin(url: string, statements: string[]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A connection to the file's database, as one Mandi instance has: on PostgreSQL a pool of its own each time;
 * PGlite is one process, so every instance shares it.
 */
async function connection(): Promise<Database> {
  if (!onPostgres) {
    pglite ??= await openDatabase({});
    return pglite;
  }
  const database = await openDatabase({ databaseUrl: postgresUrl, poolSize: 4 });
  opened.push(database);
  return database;
}

const quietLogger = { error: vi.fn() };

async function startQueue(name: string, database?: Database, retryDelaySeconds = 0): Promise<JobQueue> {
  const queue = await createPgBossJobQueue({
    sql: database ?? (await connection()),
    queues: [name],
    logger: quietLogger,
    pollingIntervalSeconds: 0.5,
    retryDelaySeconds,
  });
  queues.push(queue);
  return queue;
}

/** The test's own look at the tables: one connection, however often a wait polls (a pool per poll ran out of them). */
let inspector: Promise<Database> | undefined;
const peek = () => {
  inspector ??= onPostgres ? openDatabase({ databaseUrl: postgresUrl, poolSize: 1 }) : connection();
  return inspector;
};

const newQueueName = () => `test-${process.pid}-${++queueNames}`;

/** The jobs of a queue as pg-boss stores them: what ran, what waits. */
async function jobsOf(name: string): Promise<{ state: string; key: string | null; data: unknown }[]> {
  const database = await peek();
  const { rows } = await database.executeSql(
    "select state, singleton_key as key, data from pgboss.job where name = $1 order by created_on, id",
    [name],
  );
  return rows as { state: string; key: string | null; data: unknown }[];
}

const states = async (name: string) => (await jobsOf(name)).map((job) => job.state);

const waitFor = <T>(check: () => Promise<T> | T) => vi.waitFor(check, { timeout: 10_000, interval: 50 });

describe("the pg-boss job queue", () => {
  it("runs a job that was sent once, with its data", async () => {
    const name = newQueueName();
    const queue = await startQueue(name);
    const seen: unknown[] = [];
    await queue.work(name, async (data) => {
      seen.push(data);
    });
    await queue.send(name, { userId: "member-1" });
    await waitFor(async () => expect(await states(name)).toEqual(["completed"]));
    expect(seen).toEqual([{ userId: "member-1" }]);
  });

  it("keeps one waiting job per key: a burst of sends makes one job, a later send another", async () => {
    const name = newQueueName();
    const queue = await startQueue(name);
    for (let i = 0; i < 5; i++) await queue.send(name, { userId: "member-1", i }, { key: "member-1" });
    await queue.send(name, { userId: "member-2" }, { key: "member-2" });
    expect((await jobsOf(name)).map((job) => [job.key, job.data])).toEqual([
      ["member-1", { userId: "member-1", i: 0 }],
      ["member-2", { userId: "member-2" }],
    ]);

    const seen: unknown[] = [];
    await queue.work(name, async (data) => {
      seen.push(data);
    });
    await waitFor(async () => expect(await states(name)).toEqual(["completed", "completed"]));
    expect(seen).toHaveLength(2);
    expect(seen).toContainEqual({ userId: "member-1", i: 0 });

    // Once the first has run, the next burst is a job of its own.
    await queue.send(name, { userId: "member-1", i: 5 }, { key: "member-1" });
    await waitFor(async () => expect(await states(name)).toEqual(["completed", "completed", "completed"]));
    expect(seen.at(-1)).toEqual({ userId: "member-1", i: 5 });
  });

  it("runs a delayed job only once its delay has passed", async () => {
    const name = newQueueName();
    const queue = await startQueue(name);
    const ran: { data: unknown; at: number }[] = [];
    await queue.work(name, async (data) => {
      ran.push({ data, at: Date.now() });
    });
    const sentAt = Date.now();
    await queue.send(name, { which: "later" }, { key: "later", delaySeconds: 2 });
    await queue.send(name, { which: "now" });
    await waitFor(() => expect(ran.map((r) => r.data)).toEqual([{ which: "now" }]));
    await waitFor(() => expect(ran.map((r) => r.data)).toEqual([{ which: "now" }, { which: "later" }]));
    expect(ran[1]?.at).toBeGreaterThanOrEqual(sentAt + 2_000);
  });

  it("caps every delay at maxDelaySeconds (EMAIL_BATCH_SECONDS in tests)", async () => {
    const name = newQueueName();
    const queue = await createPgBossJobQueue({
      sql: await connection(),
      queues: [name],
      logger: quietLogger,
      pollingIntervalSeconds: 0.5,
      maxDelaySeconds: 1,
    });
    queues.push(queue);
    const ran: unknown[] = [];
    await queue.work(name, async (data) => {
      ran.push(data);
    });
    await queue.send(name, { which: "batch" }, { key: "member-1", delaySeconds: 600 });
    await waitFor(() => expect(ran).toEqual([{ which: "batch" }]));
  });

  it("counts the jobs waiting per queue (the queue depth of /metrics), due or not, and not the ones done", async () => {
    const name = newQueueName();
    const queue = await startQueue(name);
    expect(await queue.countWaiting()).toEqual({ [name]: 0 });
    await queue.send(name, { id: 1 });
    await queue.send(name, { id: 2 }, { delaySeconds: 600 });
    expect(await queue.countWaiting()).toEqual({ [name]: 2 });
    await queue.work(name, async () => {});
    await waitFor(async () => expect(await queue.countWaiting()).toEqual({ [name]: 1 }));
  });

  it("retries a job whose handler throws, and gives up after a few tries", async () => {
    const name = newQueueName();
    const queue = await startQueue(name);
    const tries = new Map<string, number>();
    await queue.work(name, async (data) => {
      const id = String(data.id);
      tries.set(id, (tries.get(id) ?? 0) + 1);
      if (id === "broken" || tries.get(id) === 1) throw new Error(`the mail server is down (${id})`);
    });
    await queue.send(name, { id: "flaky" });
    await queue.send(name, { id: "broken" });
    await waitFor(async () => expect((await states(name)).sort()).toEqual(["completed", "failed"]));
    expect(Object.fromEntries(tries)).toEqual({ flaky: 2, broken: 5 });
  });

  it("waits 30 s before retrying by default", async () => {
    const name = newQueueName();
    const queue = await startQueue(name, undefined, 30);
    let tries = 0;
    await queue.work(name, async () => {
      tries++;
      throw new Error("the mail server is down");
    });
    await queue.send(name, {});
    await waitFor(async () => expect(await states(name)).toEqual(["retry"]));
    const database = await peek();
    const { rows } = await database.executeSql(
      "select extract(epoch from start_after - now())::float8 as wait from pgboss.job where name = $1",
      [name],
    );
    expect(Number(rows[0]?.wait)).toBeGreaterThan(25);
    expect(tries).toBe(1);
  });

  it("never runs a job on two instances", async () => {
    const name = newQueueName();
    const one = await startQueue(name, await connection());
    const two = await startQueue(name, await connection());
    const runs: { id: number; by: string }[] = [];
    const worker = (by: string) => async (data: Record<string, unknown>) => {
      runs.push({ id: Number(data.id), by });
      await new Promise((resolve) => setTimeout(resolve, 20));
    };
    await one.work(name, worker("one"));
    await two.work(name, worker("two"));
    for (let id = 0; id < 30; id++) await (id % 2 ? one : two).send(name, { id });
    // Thirty jobs through two polling workers on one busy machine: more time than the others.
    await vi.waitFor(async () => expect(await states(name)).toEqual(Array(30).fill("completed")), {
      timeout: 25_000,
      interval: 100,
    });
    expect(runs.map((run) => run.id).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i));
  });

  it("stop() waits for the job that is running, and then takes no more", async () => {
    const name = newQueueName();
    const queue = await startQueue(name);
    let started = false;
    let finished = false;
    const seen: unknown[] = [];
    await queue.work(name, async (data) => {
      seen.push(data);
      started = true;
      await new Promise((resolve) => setTimeout(resolve, 700));
      finished = true;
    });
    await queue.send(name, { id: 1 });
    await waitFor(() => expect(started).toBe(true));
    await queue.stop();
    expect(finished).toBe(true);
    await waitFor(async () => expect(await states(name)).toEqual(["completed"]));

    await queue.send(name, { id: 2 });
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(seen).toEqual([{ id: 1 }]);
    expect(await states(name)).toEqual(["completed", "created"]);
  });
});

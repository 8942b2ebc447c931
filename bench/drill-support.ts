// What the drills share (bench/drill-*.ts): a production Mandi as a child process that can be killed, a private
// PostgreSQL and a private Redis that can be stopped and started again, members with bearer tokens, and a way to
// say what a drill saw. None of it touches the machine's shared PostgreSQL (5432) or Redis (6379).
import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { hashPassword } from "better-auth/crypto";
import pg from "pg";
import sharp from "sharp";
import { openDatabase } from "~/db/client.server";
import { loadAverage } from "./bench-support";

export const PG_BIN = process.env.DRILL_PG_BIN ?? "/usr/lib/postgresql/15/bin";
export const BUILD_DIR = process.env.MANDI_BUILD_DIR ?? "build-drill";

export const arg = (name: string, fallback: number) =>
  process.argv.includes(name) ? Number(process.argv[process.argv.indexOf(name) + 1]) : fallback;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Builds into BUILD_DIR unless --no-build (or the build is already there and --reuse-build). */
export function buildOnce() {
  if (process.argv.includes("--no-build")) return;
  console.log(`building into ${BUILD_DIR}…`);
  const result = spawnSync("npx", ["react-router", "build"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, MANDI_BUILD_DIR: BUILD_DIR },
  });
  if (result.status !== 0) throw new Error("the build failed");
}

export function say(line: string) {
  console.log(`${new Date().toISOString().slice(11, 23)}  ${line}`);
}

export const uptime = () => `load average ${loadAverage()}`;

// --- Mandi ---------------------------------------------------------------------------------------------------

export interface Mandi {
  child: ChildProcess;
  url: string;
  exited: Promise<number | null>;
  output(): string;
  /** Milliseconds from spawn to "Mandi is ready". */
  readyMs: number;
  /** SIGTERM, and wait for the exit. */
  stop(): Promise<number | null>;
  /** SIGKILL: no graceful stop, no flush, nothing. */
  kill(): Promise<void>;
  rssMb(): number;
}

/** The production build (BUILD_DIR) on `port`, with `env` over a quiet production environment. */
export async function startMandi(port: number, env: Record<string, string | undefined>): Promise<Mandi> {
  const merged: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: "production",
    MANDI_BUILD_DIR: BUILD_DIR,
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    RATE_LIMIT_SCALE: "1000",
    POSTS_PER_DAY: "10000",
    REDIS_URL: undefined,
    DATABASE_URL: undefined,
    STORAGE_URL: undefined,
    PUBLIC_URL: undefined,
    ...env,
  };
  for (const [name, value] of Object.entries(merged)) if (value === undefined) delete merged[name];
  const started = performance.now();
  const child = spawn(process.execPath, ["server/start.js", "--no-build"], {
    env: merged as NodeJS.ProcessEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const collect = (chunk: Buffer) => {
    output += chunk;
    if (output.length > 2_000_000) output = output.slice(-1_000_000);
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  for (let waited = 0; !output.includes("Mandi is ready"); waited += 100) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`Mandi exited before it was ready:\n${output.slice(-4000)}`);
    if (waited > 180_000) throw new Error(`Mandi was not ready within 3 minutes:\n${output.slice(-4000)}`);
    await sleep(100);
  }
  const readyMs = performance.now() - started;
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    exited,
    output: () => output,
    readyMs,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      return exited;
    },
    async kill() {
      child.kill("SIGKILL");
      await exited;
    },
    rssMb() {
      try {
        const status = execFileSync("cat", [`/proc/${child.pid}/status`]).toString();
        const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
        return kb / 1024;
      } catch {
        return Number.NaN;
      }
    },
  };
}

/** Migrates and seeds (reference data and the sample ads, with their photos) in a process of its own. */
export function seedDatabase(env: Record<string, string>) {
  const seeded = spawnSync(process.execPath, ["--import", "tsx", "server/seed-command.ts"], {
    env: { ...process.env, ...env, LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (seeded.status !== 0) throw new Error("seeding the database failed");
}

export interface Member {
  userId: string;
  /** The raw session token: `Authorization: Bearer <token>` (better-auth's bearer plugin accepts it unsigned). */
  token: string;
  name: string;
}

/** Members with a live session each, written straight into the database (the server must not hold a PGlite). */
export async function insertMembers(
  target: { databaseUrl?: string | undefined; dataDir: string },
  count: number,
  prefix: string,
  /** Also lets them sign in with e-mail (`<userId>@drill.example`) and this password. */
  password?: string,
): Promise<Member[]> {
  const members: Member[] = Array.from({ length: count }, (_, i) => ({
    userId: `${prefix}-${i}`,
    token: randomBytes(24).toString("base64url"),
    name: `Drill Member ${i}`,
  }));
  const database = await openDatabase({
    databaseUrl: target.databaseUrl,
    pgliteDir: path.join(target.dataDir, "db"),
  });
  try {
    const ids = members.map((m) => m.userId);
    await database.executeSql(
      `insert into users (id, name, email, email_verified, phone_number, phone_number_verified)
       select id, 'Drill ' || id, id || '@drill.example', true,
              '+9198' || lpad(ord::text, 8, '0'), true
       from unnest($1::text[]) with ordinality as x(id, ord)`,
      [ids],
    );
    await database.executeSql(
      `insert into sessions (id, token, user_id, expires_at)
       select gen_random_uuid()::text, t, u, now() + interval '7 days'
       from unnest($1::text[], $2::text[]) as x(u, t)`,
      [ids, members.map((m) => m.token)],
    );
    if (password) {
      const hash = await hashPassword(password);
      await database.executeSql(
        `insert into accounts (id, account_id, provider_id, user_id, password)
         select gen_random_uuid()::text, id, 'credential', id, $2 from unnest($1::text[]) as id`,
        [ids, hash],
      );
    }
  } finally {
    await database.close();
  }
  return members;
}

/** A JPEG of its own for every call (its colours drawn from `seed`), so no two photos look alike. */
export async function distinctJpeg(seed: number, width = 800, height = 600): Promise<Buffer> {
  const channel = (k: number) => (seed * 73 + k * 151) % 256;
  const stripes = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const band = Math.floor((x + seed * 7) / (20 + (seed % 50))) + Math.floor(y / (15 + (seed % 40)));
      stripes[i] = (channel(0) + band * 37) % 256;
      stripes[i + 1] = (channel(1) + band * 59) % 256;
      stripes[i + 2] = (channel(2) + band * 11) % 256;
    }
  }
  return sharp(stripes, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

// --- a private PostgreSQL ------------------------------------------------------------------------------------

export interface PrivatePostgres {
  url: string;
  port: number;
  dataDir: string;
  /**
   * pg_ctl stop -m fast: connections are cut, the server shuts down cleanly. `immediate`: as if it crashed.
   * Both it and `start` run pg_ctl without blocking this process: a drill's load goes on meanwhile.
   */
  stop(mode?: "fast" | "immediate"): Promise<void>;
  start(): Promise<void>;
  /** Stops it and removes its folder. */
  destroy(): void;
}

const asPostgres = (command: string[]) => {
  // initdb and postgres refuse to run as root: run them as the postgres user.
  const root = process.getuid?.() === 0;
  return root ? ["runuser", ["-u", "postgres", "--", ...command]] : [command[0], command.slice(1)];
};

function runAsPostgres(command: string[]) {
  const [file, args] = asPostgres(command) as [string, string[]];
  const result = spawnSync(file, args, { stdio: ["ignore", "pipe", "pipe"] });
  if (result.status !== 0)
    throw new Error(`${command.join(" ")} failed:\n${result.stdout}\n${result.stderr}`.slice(0, 4000));
}

function runAsPostgresAsync(command: string[]): Promise<void> {
  const [file, args] = asPostgres(command) as [string, string[]];
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout?.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command.join(" ")} failed:\n${output}`.slice(0, 4000))),
    );
  });
}

/** initdb in a temporary folder, on `port` (55432 by default), started; database `mandi`. */
export async function startPrivatePostgres(port = 55432): Promise<PrivatePostgres> {
  const base = mkdtempSync(path.join(tmpdir(), "mandi-drill-pg-"));
  chmodSync(base, 0o777);
  const dataDir = path.join(base, "data");
  const socketDir = path.join(base, "sock");
  mkdirSync(socketDir);
  chmodSync(socketDir, 0o777);
  runAsPostgres([
    `${PG_BIN}/initdb`,
    "-D",
    dataDir,
    "-U",
    "postgres",
    "--auth=trust",
    "-E",
    "UTF8",
    "--no-sync",
  ]);
  const logFile = path.join(base, "postgres.log");
  const options = `-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1 -c fsync=on`;
  const start = () =>
    runAsPostgresAsync([
      `${PG_BIN}/pg_ctl`,
      "-D",
      dataDir,
      "-l",
      logFile,
      "-o",
      options,
      "-w",
      "-t",
      "60",
      "start",
    ]);
  await start();
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
  await admin.connect();
  await admin.query("create database mandi");
  await admin.end();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/mandi`,
    port,
    dataDir,
    stop: (mode = "fast") =>
      runAsPostgresAsync([`${PG_BIN}/pg_ctl`, "-D", dataDir, "-m", mode, "-w", "stop"]),
    start,
    destroy() {
      if (existsSync(path.join(dataDir, "postmaster.pid"))) {
        try {
          runAsPostgres([`${PG_BIN}/pg_ctl`, "-D", dataDir, "-m", "immediate", "-w", "stop"]);
        } catch {
          // already stopped
        }
      }
      rmSync(base, { recursive: true, force: true });
    },
  };
}

// --- a private Redis -----------------------------------------------------------------------------------------

export interface PrivateRedis {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

/** `redis-server --port 56379 --save ''` (nothing on disk: a restart comes back empty, as a cache may). */
export async function startPrivateRedis(port = 56379): Promise<PrivateRedis> {
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn("redis-server", ["--port", String(port), "--save", "", "--appendonly", "no"], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout?.on("data", (chunk) => {
      output += chunk;
    });
    for (let i = 0; i < 100 && !output.includes("Ready to accept connections"); i++) await sleep(50);
    if (!output.includes("Ready to accept connections"))
      throw new Error(`redis-server did not start:\n${output}`);
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      const running = child;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once("exit", resolve));
      running.kill("SIGKILL");
      await exited;
    },
    start,
  };
}

// --- requests ------------------------------------------------------------------------------------------------

export interface Answer {
  status: number;
  ms: number;
  body: string;
  /** The request failed without an HTTP answer (refused, reset, timed out). */
  error?: string;
}

/** fetch with a deadline; never throws: a failure is an answer with status 0. */
export async function ask(url: string, init: RequestInit = {}, timeoutMs = 30_000): Promise<Answer> {
  const started = performance.now();
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const body = await res.text();
    return { status: res.status, ms: performance.now() - started, body };
  } catch (err) {
    const cause = err instanceof Error ? (err.cause as (Error & { code?: string }) | undefined) : undefined;
    const error =
      err instanceof Error
        ? `${err.name}: ${cause?.code ?? ""} ${cause?.message ?? err.message}`
        : String(err);
    return { status: 0, ms: performance.now() - started, body: "", error };
  }
}

/** Tallies answers by status: "200×120 503×14". */
export function tally(answers: Answer[]): string {
  const counts = new Map<string, number>();
  for (const a of answers) {
    const key = a.status === 0 ? `failed(${a.error?.split(":")[0]})` : String(a.status);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([k, n]) => `${k}×${n}`).join(" ") || "none";
}

export async function uploadPhoto(base: string, member: Member, image: Buffer): Promise<Answer> {
  const form = new FormData();
  form.append("photo", new File([new Uint8Array(image)], "photo.jpg", { type: "image/jpeg" }));
  return ask(`${base}/api/v1/photos`, {
    method: "POST",
    headers: { authorization: `Bearer ${member.token}` },
    body: form,
  });
}

export async function postAd(base: string, member: Member, title: string, photos: string[]): Promise<Answer> {
  return ask(`${base}/api/v1/listings`, {
    method: "POST",
    headers: { authorization: `Bearer ${member.token}`, "content-type": "application/json" },
    body: JSON.stringify({
      category: "furniture",
      subcategory: "sofa-dining",
      title,
      description: "Solid teak wood, kept indoors, no scratches. Pick up only.",
      price: 8000 + (title.length % 50) * 100,
      photos,
      city: "Mumbai",
      sellerName: member.name,
      sellerPhone: "98123 45678",
    }),
  });
}

/** The sizes Mandi stores of every photo. */
export { PHOTO_WIDTHS } from "~/domain/media/store-listing-photo.server";

// --- a mixed load that records every answer --------------------------------------------------------------------

export interface Recorded extends Answer {
  kind: string;
  phase: string;
  /** When it was sent, ms since the load began. */
  at: number;
}

export type Step = () => Promise<Answer>;

/**
 * `workers` loops, each going round `steps` (starting at a different one) until stopped; every answer is recorded
 * with the phase current when it was sent (the body only of a failure, see below). `pauseMs` between requests keeps the rate what a drill wants.
 */
export function runMix(steps: [string, Step][], options: { workers: number; pauseMs?: number }) {
  const recorded: Recorded[] = [];
  const began = performance.now();
  let phase = "before";
  let stop = false;
  const worker = async (w: number) => {
    for (let i = w; !stop; i++) {
      const [kind, step] = steps[i % steps.length] as [string, Step];
      const at = performance.now() - began;
      const current = phase;
      const answer = await step();
      // What a check reads of a body is why a request failed (a 503's code or page text): a success keeps none,
      // a failure its first 2,000 characters. Kept whole, a 30-minute soak's pages filled 3.8 GB of the client's
      // heap and stopped it.
      const ok = answer.status >= 200 && answer.status < 300;
      recorded.push({ ...answer, body: ok ? "" : answer.body.slice(0, 2_000), kind, phase: current, at });
      if (options.pauseMs) await sleep(options.pauseMs);
    }
  };
  const done = Promise.all(Array.from({ length: options.workers }, (_, w) => worker(w)));
  return {
    recorded,
    /** Milliseconds since the load began (the clock of `at`). */
    elapsed: () => performance.now() - began,
    setPhase(name: string) {
      phase = name;
    },
    async stop() {
      stop = true;
      await done;
    },
  };
}

export function percentileOf(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return (
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN
  );
}

/** "12 answers: 200×10 503×2; p50 3.1 ms, p95 12 ms, max 40 ms" */
export function describeAnswers(answers: Answer[]): string {
  const ms = answers.map((a) => a.ms);
  const f = (v: number) => `${v < 10 ? v.toFixed(1) : v.toFixed(0)} ms`;
  return `${answers.length} answers: ${tally(answers)}; p50 ${f(percentileOf(ms, 50))}, p95 ${f(percentileOf(ms, 95))}, max ${f(Math.max(0, ...ms))}`;
}

/** Answers per `bucketMs` of the run by when they were sent, with the slowest of each: "12/340ms 14/80ms …". */
export function timeline(recorded: Recorded[], bucketMs = 2_000): string {
  const buckets: Recorded[][] = [];
  for (const r of recorded) {
    const index = Math.floor(r.at / bucketMs);
    buckets[index] = [...(buckets[index] ?? []), r];
  }
  return Array.from(
    buckets,
    (b) => `${b?.length ?? 0}/${Math.max(0, ...(b ?? []).map((r) => r.ms)).toFixed(0)}ms`,
  ).join(" ");
}

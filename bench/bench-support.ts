// What the benchmarks share: building once, starting and stopping the production server on a database, running
// autocannon against it, and percentiles.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";

export const BENCH_PORT = Number(process.env.BENCH_PORT ?? 3208);
export const BASE_URL = `http://127.0.0.1:${BENCH_PORT}`;

export interface Target {
  kind: "postgres" | "pglite";
  /** Environment that points the server (and the SQL timing) at the generated data. */
  env: Record<string, string>;
  label: string;
}

/** The databases bench/generate-listings.ts filled; BENCH_PG_URL and BENCH_PGLITE_DIR override the defaults. */
export function benchTargets(argv = process.argv): Target[] {
  const only = argv.includes("--only") ? argv[argv.indexOf("--only") + 1] : undefined;
  const pgUrl = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/mandi_bench";
  const pgliteDir = process.env.BENCH_PGLITE_DIR ?? path.join(tmpdir(), "mandi-bench-pglite");
  const targets: Target[] = [
    {
      kind: "postgres",
      env: { DATABASE_URL: pgUrl },
      label: `PostgreSQL ${new URL(pgUrl).pathname.slice(1)}`,
    },
    { kind: "pglite", env: { DATA_DIR: pgliteDir }, label: `PGlite ${pgliteDir}` },
  ];
  return targets.filter((t) => !only || t.kind === only);
}

export function buildOnce(argv = process.argv) {
  if (argv.includes("--no-build")) return;
  console.log(`building into ${process.env.MANDI_BUILD_DIR ?? "build"}…`);
  const result = spawnSync("npx", ["react-router", "build"], { stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) throw new Error("the build failed");
}

export interface RunningServer {
  /** The server's process, for bench/cpu-use.ts. */
  pid: number | undefined;
  stop(): Promise<void>;
}

export async function startServer(target: Target): Promise<RunningServer> {
  // A server left over from an interrupted run would answer instead, and be measured by mistake.
  const leftOver = await fetch(`${BASE_URL}/healthz`).then(
    () => true,
    () => false,
  );
  if (leftOver) throw new Error(`something already answers on ${BASE_URL}: stop it, or set BENCH_PORT`);
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: "production",
    PORT: String(BENCH_PORT),
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    RATE_LIMIT_SCALE: "1000000",
    // A PostgreSQL run still needs a folder for its secret and media.
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "mandi-bench-")),
    ...target.env,
  };
  delete env.REDIS_URL;
  // The server runs as `npm start` runs it (--single-threaded-gc, decision 014); BENCH_SERVER_NODE_ARGS="--cpu-prof
  // --cpu-prof-dir=/tmp/prof" adds Node options for the measured server alone.
  const nodeArgs = [
    "--single-threaded-gc",
    ...(process.env.BENCH_SERVER_NODE_ARGS ?? "").split(" ").filter(Boolean),
  ];
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, "server/start.js", "--no-build"], {
    env,
    stdio: ["ignore", "inherit", "inherit"],
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  for (let waited = 0; ; waited += 100) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${BASE_URL}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (waited > 120_000) throw new Error("the server did not start within 2 minutes");
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    pid: child.pid,
    async stop() {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

export interface LoadResult {
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
  load: string;
}

/**
 * autocannon over the given paths; latencies recorded per response. By default each connection cycles through
 * them from the first (so connections ask for the same paths at about the same time); `spread` hands out the
 * paths in one sequence across all connections instead, so no path is asked twice until the list wraps.
 */
export async function load(
  paths: string[],
  options: {
    connections: number;
    seconds: number;
    spread?: boolean;
    headers?: Record<string, string>;
    /** Requests per second over all connections (autocannon's overallRate); as fast as possible when absent. */
    rate?: number;
  },
): Promise<LoadResult> {
  // Wait until the server has answered what an earlier run left queued (PGlite serves one query at a time).
  await (await fetch(`${BASE_URL}${paths[0] ?? "/"}`)).arrayBuffer();
  const latencies: number[] = [];
  let next = 0;
  const nextPath = () => paths[next++ % paths.length] ?? "/";
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: BASE_URL,
        connections: options.connections,
        duration: options.seconds,
        ...(options.headers ? { headers: options.headers } : {}),
        ...(options.rate ? { overallRate: options.rate } : {}),
        requests: options.spread
          ? [{ method: "GET", setupRequest: (request) => ({ ...request, path: nextPath() }) }]
          : paths.map((p) => ({ method: "GET", path: p })),
      },
      (err, done) => (err ? reject(err) : resolve(done)),
    );
    instance.on("response", (_client, _status, _bytes, time) => latencies.push(time));
  });
  latencies.sort((a, b) => a - b);
  return {
    requests: result.requests.total,
    perSecond: result.requests.total / options.seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    load: loadAverage(),
  };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

export const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");

export const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;

export function formatLoad(name: string, r: LoadResult): string {
  const problems = r.errors + r.non2xx > 0 ? `  (errors ${r.errors}, non-2xx ${r.non2xx})` : "";
  return (
    `${name.padEnd(34)} ${r.perSecond.toFixed(0).padStart(6)} req/s  p50 ${ms(r.p50).padStart(9)}  ` +
    `p95 ${ms(r.p95).padStart(9)}  p99 ${ms(r.p99).padStart(9)}  load ${r.load}${problems}`
  );
}

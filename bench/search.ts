// npm run bench:search [-- --only postgres|pglite] [--seconds 10] [--connections 50] [--no-build]
// For each database bench/generate-listings.ts filled: the raw SQL time of the search mix (the statements the
// use-case runs, replayed on the driver one after another), then the production server under autocannon on
// GET /api/v1/listings and /products with the same mix, and the ratio API p50 ÷ SQL p50.
import { spawnSync } from "node:child_process";
import {
  BASE_URL,
  benchTargets,
  buildOnce,
  formatLoad,
  type LoadResult,
  load,
  loadAverage,
  ms,
  percentile,
  startServer,
  type Target,
} from "./bench-support";
import { openCapturing } from "./capture-sql";
import { cpuSnapshot, formatCpuPerAnswer } from "./cpu-use";
import { longTailQueries, SEARCH_MIX } from "./search-mix";

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
};
const seconds = arg("seconds", 10);
const connections = arg("connections", 50);
const SQL_ROUNDS = 30;

const LONG_TAIL = longTailQueries();
const longTailPaths = LONG_TAIL.map((query) => `/api/v1/listings?${query}`);
/** The SQL of long-tail searches is timed on other searches of the same kind than the API runs (cold for both). */
const LONG_TAIL_SQL = LONG_TAIL.slice(9000, 9200);
const apiPaths = SEARCH_MIX.map(({ query }) => `/api/v1/listings${query ? `?${query}` : ""}`);
/** The results page people load for an API search (the category is in the page's path). */
function pagePath(query: string): string {
  const params = new URLSearchParams(query);
  const category = params.get("category");
  params.delete("category");
  const search = params.toString();
  return `/products${category ? `/${category}` : ""}${search ? `?${search}` : ""}`;
}
const pagePaths = SEARCH_MIX.map(({ query }) => pagePath(query));
/** Other long-tail searches than the API's, so the pages are not served from what the API runs left behind. */
const longTailPagePaths = LONG_TAIL.slice(3000, 6000).map(pagePath);
/** And others again for the page at one connection (the API's at one connection start at 6,000). */
const longTailSinglePagePaths = LONG_TAIL.slice(9000).map(pagePath);

async function sqlTimes(target: Target) {
  const database = await openCapturing({ ...process.env, ...target.env });
  const count = (await database.raw({ text: "select count(*)::int as n from listings", params: [] })) as {
    n: number;
  }[];
  // Steady state: the recent-listings bound is computed once a minute, not per search.
  await database.statementsOf("q=warm");
  const mix = [];
  for (const { query } of SEARCH_MIX) mix.push(await database.statementsOf(query));
  const perSearch: number[] = [];
  const perKind = new Map<string, number[]>();
  for (let round = 0; round < SQL_ROUNDS; round++) {
    for (const [i, statements] of mix.entries()) {
      const started = performance.now();
      for (const statement of statements) await database.raw(statement);
      const time = performance.now() - started;
      if (round === 0) continue; // warm-up
      perSearch.push(time);
      const kind = SEARCH_MIX[i]?.kind ?? "?";
      perKind.set(kind, [...(perKind.get(kind) ?? []), time]);
    }
  }
  // Captured first, all of them, then replayed once each: replaying a search right after capturing it (the
  // capture runs it) found its pages in PostgreSQL's buffers, which the API's never-repeated searches do not —
  // that measured a floor ~35 % below what the same statements cost cold (p50 3.9 vs 6.2 ms, 26 Nov).
  const tailStatements = [];
  for (const query of LONG_TAIL_SQL) tailStatements.push(await database.statementsOf(query));
  const tail: number[] = [];
  for (const statements of tailStatements) {
    const started = performance.now();
    for (const statement of statements) await database.raw(statement);
    tail.push(performance.now() - started);
  }
  tail.sort((a, b) => a - b);
  await database.close();
  perSearch.sort((a, b) => a - b);
  return {
    listings: count[0]?.n ?? 0,
    p50: percentile(perSearch, 50),
    p95: percentile(perSearch, 95),
    tailP50: percentile(tail, 50),
    tailP95: percentile(tail, 95),
    perKind: [...perKind].map(([kind, times]) => {
      times.sort((a, b) => a - b);
      return { kind, p50: percentile(times, 50), p95: percentile(times, 95) };
    }),
  };
}

async function checkMix() {
  for (const path of [...apiPaths, ...pagePaths]) {
    const res = await fetch(`${BASE_URL}${path}`);
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
    await res.arrayBuffer();
  }
  const typo = (await (await fetch(`${BASE_URL}/api/v1/listings?q=iphnoe`)).json()) as {
    correctedQuery: string | null;
  };
  if (typo.correctedQuery !== "iphone") throw new Error("the typo search did not correct iphnoe");
}

buildOnce();
console.log(`search benchmark: ${connections} connections × ${seconds} s, load average ${loadAverage()}`);
for (const target of benchTargets()) {
  const sql = await sqlTimes(target);
  console.log(`\n### ${target.label}: ${sql.listings.toLocaleString("en-US")} listings`);
  console.log(
    `raw SQL per search (sum of its statements, one client, ${SQL_ROUNDS - 1} rounds of ${SEARCH_MIX.length}): ` +
      `p50 ${ms(sql.p50)}  p95 ${ms(sql.p95)}  load ${loadAverage()}`,
  );
  console.log(
    `raw SQL of ${LONG_TAIL_SQL.length} long-tail searches (once each): p50 ${ms(sql.tailP50)}  p95 ${ms(sql.tailP95)}`,
  );
  for (const k of sql.perKind)
    console.log(`  ${k.kind.padEnd(12)} p50 ${ms(k.p50).padStart(9)}  p95 ${ms(k.p95)}`);

  const server = await startServer(target);
  try {
    await checkMix();
    const results: [string, LoadResult][] = [];
    const run = async (name: string, paths: string[], c: number, s: number, spread = false) => {
      const before = cpuSnapshot(server.pid);
      const result = await load(paths, { connections: c, seconds: s, spread });
      const after = cpuSnapshot(server.pid);
      results.push([name, result]);
      console.log(formatLoad(name, result));
      // What each answer cost the server, PostgreSQL and the load generator: the ceiling of this machine.
      if (before && after && c > 1) console.log(formatCpuPerAnswer(before, after, result.requests));
      return result;
    };
    await load(apiPaths, { connections: 10, seconds: 2 }); // warm-up
    const api = await run(`API, ${connections} connections`, apiPaths, connections, seconds);
    const page = await run(`/products?q= page, ${connections} conn.`, pagePaths, connections, seconds);
    const single = await run("API, 1 connection", apiPaths, 1, Math.max(3, seconds / 2));
    // The same server when every search is a new one (no cache hits): what PostgreSQL costs per search.
    await run(`API long tail, ${connections} conn.`, longTailPaths, connections, seconds, true);
    const pageTail = await run(
      `page long tail, ${connections} conn.`,
      longTailPagePaths,
      connections,
      seconds,
      true,
    );
    const tailSingle = await run(
      "API long tail, 1 connection",
      longTailPaths.slice(6000),
      1,
      Math.max(3, seconds / 2),
      true,
    );
    const pageTailSingle = await run(
      "page long tail, 1 connection",
      longTailSinglePagePaths,
      1,
      Math.max(3, seconds / 2),
      true,
    );
    console.log(
      `API p50 ÷ SQL p50, the mix (cached): ${(api.p50 / sql.p50).toFixed(2)} at ${connections} connections, ` +
        `${(single.p50 / sql.p50).toFixed(2)} at 1 connection; long tail (uncached) at 1 connection: ` +
        `${(tailSingle.p50 / sql.tailP50).toFixed(2)}`,
    );
    console.log(
      `page p50 ÷ SQL p50, the mix (kept pages): ${(page.p50 / sql.p50).toFixed(2)} at ${connections} connections; ` +
        `long tail: ${(pageTail.p50 / sql.tailP50).toFixed(2)} at ${connections} connections, ` +
        `${(pageTailSingle.p50 / sql.tailP50).toFixed(2)} at 1 connection`,
    );
  } finally {
    await server.stop();
  }
}

// Issue 12: the radius searches at the same scale, on the PostgreSQL bench database (bench/near.ts).
if (benchTargets().some((target) => target.kind === "postgres")) {
  console.log("\n### Near you (npm run bench:near)");
  const near = spawnSync(process.execPath, ["--import", "tsx", "bench/near.ts", "--rounds", "150"], {
    stdio: "inherit",
  });
  if (near.status !== 0) console.log(`bench/near.ts ended with ${near.status ?? near.signal}`);
}

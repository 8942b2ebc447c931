// Prints the plan and the time of every statement each search of the mix runs, to find what is slow; or, with
// --long-tail N, the raw SQL time of N searches of the long tail (once each), the slowest first with the share of
// the total they add up to, to find which kinds of uncached search cost the most.
// Usage: DATABASE_URL=… | DATA_DIR=… npx tsx bench/explain-search.ts [--only "q=sale"] [--plans]
//        DATABASE_URL=… npx tsx bench/explain-search.ts --long-tail 600 [--from 1000] [--top 40]
import { percentile } from "./bench-support";
import { openCapturing } from "./capture-sql";
import { longTailQueries, SEARCH_MIX } from "./search-mix";

const option = (name: string) =>
  process.argv.includes(`--${name}`) ? process.argv[process.argv.indexOf(`--${name}`) + 1] : undefined;
const only = option("only");
const plans = process.argv.includes("--plans");
const longTail = option("long-tail");
const database = await openCapturing();

if (longTail !== undefined) {
  const from = Number(option("from") ?? 0);
  const queries = longTailQueries().slice(from, from + Number(longTail));
  const timed: { query: string; total: number; parts: number[] }[] = [];
  for (const query of queries) {
    const parts: number[] = [];
    for (const statement of await database.statementsOf(query)) {
      const started = performance.now();
      await database.raw(statement);
      parts.push(performance.now() - started);
    }
    timed.push({ query, total: parts.reduce((sum, part) => sum + part, 0), parts });
  }
  timed.sort((a, b) => b.total - a.total);
  const sum = timed.reduce((total, t) => total + t.total, 0);
  const sorted = timed.map((t) => t.total).sort((a, b) => a - b);
  console.log(
    `${timed.length} long-tail searches: mean ${(sum / timed.length).toFixed(2)} ms, ` +
      `p50 ${percentile(sorted, 50).toFixed(2)} ms, p95 ${percentile(sorted, 95).toFixed(2)} ms`,
  );
  console.log("    ms  share  statements (ms)               search");
  let running = 0;
  for (const t of timed.slice(0, Number(option("top") ?? 40))) {
    running += t.total;
    console.log(
      `${t.total.toFixed(1).padStart(6)}  ${`${((100 * running) / sum).toFixed(0)}%`.padStart(5)}  ` +
        `${t.parts
          .map((part) => part.toFixed(1))
          .join("+")
          .padEnd(28)}  ${decodeURIComponent(t.query)}`,
    );
  }
  await database.close();
  process.exit(0);
}

// A query of --only that is not in the mix (a long-tail search, say) is explained on its own.
const searches =
  only !== undefined && !SEARCH_MIX.some(({ query }) => query === only)
    ? [{ kind: "ad hoc", query: only }]
    : SEARCH_MIX;
for (const { kind, query } of searches) {
  if (only !== undefined && query !== only) continue;
  const statements = await database.statementsOf(query);
  console.log(`\n## ${kind}: ${query || "(no filter)"} — ${statements.length} statements`);
  for (const statement of statements) {
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      await database.raw(statement);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const short = statement.text.replace(/\s+/g, " ").slice(0, 110);
    console.log(`  ${(times[2] ?? 0).toFixed(2).padStart(8)} ms  ${short}`);
    if (plans && (times[2] ?? 0) > 2) {
      const rows = await database.raw({
        text: `explain (analyze, buffers) ${statement.text}`,
        params: statement.params,
      });
      for (const row of rows as Record<string, string>[]) console.log(`        ${Object.values(row)[0]}`);
    }
  }
}
await database.close();

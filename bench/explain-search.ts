// Prints the plan and the time of every statement each search of the mix runs, to find what is slow.
// Usage: DATABASE_URL=… | DATA_DIR=… npx tsx bench/explain-search.ts [--only "q=sale"] [--plans]
import { openCapturing } from "./capture-sql";
import { SEARCH_MIX } from "./search-mix";

const only = process.argv.includes("--only") ? process.argv[process.argv.indexOf("--only") + 1] : undefined;
const plans = process.argv.includes("--plans");
const database = await openCapturing();

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

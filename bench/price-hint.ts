// The fair-price hint (domain/listings/get-price-hint.server.ts) at the size of a generated database: the time of
// its one statement, through the use-case, for ads drawn from the database itself, one after another on one
// connection. Figures, not a test.
// Usage: npm run bench:price-hint [-- --samples 400] [--plans]
//   BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/mandi_bench), filled by npm run bench:generate.
import { loadavg } from "node:os";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Db } from "~/db/client.server";
import * as schema from "~/db/schema";
import { getPriceHint, type PriceHintInput } from "~/domain/listings/get-price-hint.server";
import { percentile } from "./bench-support";

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
};
const samples = arg("samples", 400);
const url = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/mandi_bench";
const pool = new pg.Pool({ connectionString: url, max: 1 });
let last = { text: "", params: [] as unknown[] };
const logger = { logQuery: (text: string, params: unknown[]) => (last = { text, params }) };
const services = { db: drizzle(pool, { schema, logger }) as unknown as Db };
const client = pool;

const { rows: counted } = await client.query<{ n: string }>("select count(*) as n from listings");
// Ads to ask about, spread over the table: half of them in the categories matched on attributes.
const { rows: ads } = await client.query<{
  id: number;
  category: string;
  subcategory: string;
  price: string;
  city: string;
  state: string;
  attributes: Record<string, string | number>;
}>(
  `select l.id, c.slug as category, s.slug as subcategory, l.price, l.city, l.state, l.attributes
   from listings l tablesample system (1) repeatable (7)
   join categories c on c.id = l.category_id join subcategories s on s.id = l.subcategory_id
   where l.price > 0 and l.status = 'active'
   order by (c.slug in ('cars', 'bikes', 'mobiles', 'properties')) desc, l.id
   limit $1`,
  [samples],
);
const inputs: PriceHintInput[] = ads.map((ad) => ({
  category: ad.category,
  subcategory: ad.subcategory,
  price: Number(ad.price),
  city: ad.city,
  state: ad.state,
  attributes: ad.attributes,
  excludeId: ad.id,
}));
console.log(
  `${Number(counted[0]?.n ?? 0).toLocaleString("en-IN")} listings; ${inputs.length} ads asked about`,
);

// Warm the cache once, as a running server would be.
for (const input of inputs) await getPriceHint(services, input);

const times: number[] = [];
let slowestIndex = 0;
const scopes: Record<string, number> = {};
for (const input of inputs) {
  const started = performance.now();
  const hint = await getPriceHint(services, input);
  const took = performance.now() - started;
  if (took > (times[slowestIndex] ?? 0)) slowestIndex = times.length;
  times.push(took);
  const key = hint ? `${hint.scope}${hint.matched.length > 0 ? " + attributes" : ""}` : "no hint";
  scopes[key] = (scopes[key] ?? 0) + 1;
}
const slowestMs = times[slowestIndex] ?? 0;
times.sort((a, b) => a - b);
const ms = (v: number) => `${v.toFixed(2)} ms`;
console.log(
  `price hint: p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, p99 ${ms(percentile(times, 99))}, ` +
    `max ${ms(slowestMs)} (load average ${loadavg()[0]?.toFixed(1)})`,
);
console.log("answered with:", scopes);

if (process.argv.includes("--plans")) {
  // The statement of the slowest input, as PostgreSQL runs it.
  const slowest = inputs[slowestIndex];
  if (slowest) {
    await getPriceHint(services, slowest);
    const plan = await pool.query(`explain (analyze, buffers) ${last.text}`, last.params);
    console.log(plan.rows.map((r) => r["QUERY PLAN"]).join("\n"));
  }
}
await pool.end();

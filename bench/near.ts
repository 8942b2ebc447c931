// npm run bench:near [-- --rounds 300]
// "Near you" at scale: the search use-case (domain/listings/search-listings.server.ts, without its cache) with a
// 25 km radius around the seeded cities, on the 1,000,000 listings bench/generate-listings.ts put in BENCH_PG_URL
// (default postgres://postgres@127.0.0.1:5432/mandi_bench), one connection: newest first (page 1 and page 10),
// nearest first, with a word, and 100 km newest first. Prints p50/p95/p99 per kind and the load average.
import { loadavg } from "node:os";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Db } from "~/db/client.server";
import * as schema from "~/db/schema";
import { searchAfresh } from "~/domain/listings/search-listings.server";
import { loadAverage, percentile } from "./bench-support";

const url = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/mandi_bench";
const at = process.argv.indexOf("--rounds");
const ROUNDS = at > 0 ? Number(process.argv[at + 1]) : 300;

const pool = new pg.Pool({ connectionString: url, max: 1 });
const db = drizzle(pool, { schema }) as unknown as Db;
const services = { db };
const { rows: places } = await pool.query<{ name: string; lat: number; lng: number }>(
  "select name, lat, lng from cities order by id",
);
const { rows: counted } = await pool.query<{ n: string }>("select count(*)::text as n from listings");
console.log(
  `near-you benchmark: ${Number(counted[0]?.n ?? 0).toLocaleString("en-US")} listings, ${places.length} towns, ` +
    `${ROUNDS} searches per kind, one connection, load ${loadavg()[0]?.toFixed(1)}`,
);

const kinds: [string, (p: { lat: number; lng: number }) => Parameters<typeof searchAfresh>[1]][] = [
  ["25 km, newest", (near) => ({ near, radiusKm: 25, sort: "newest" })],
  ["25 km, newest, p. 10", (near) => ({ near, radiusKm: 25, sort: "newest", page: 10 })],
  ["25 km, nearest", (near) => ({ near, radiusKm: 25, sort: "nearest" })],
  ["25 km, a word", (near) => ({ near, radiusKm: 25, q: "sofa" })],
  ["100 km, newest", (near) => ({ near, radiusKm: 100, sort: "newest" })],
];
for (const [kind, input] of kinds) {
  const times: number[] = [];
  let found = 0;
  for (let round = 0; round < ROUNDS + 10; round++) {
    const place = places[round % places.length] as (typeof places)[number];
    const started = performance.now();
    const result = await searchAfresh(services, input({ lat: Number(place.lat), lng: Number(place.lng) }));
    if (round >= 10) times.push(performance.now() - started); // the first ten warm the caches up
    found += result.total;
  }
  times.sort((a, b) => a - b);
  console.log(
    `  ${kind.padEnd(21)} p50 ${percentile(times, 50).toFixed(1)} ms  p95 ${percentile(times, 95).toFixed(1)} ms  ` +
      `p99 ${percentile(times, 99).toFixed(1)} ms  (${Math.round(found / (ROUNDS + 10))} matches on average, capped at 1,000)`,
  );
}
console.log(`load average ${loadAverage()}`);
await pool.end();

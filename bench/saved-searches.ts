// Saved-search matching at 100,000 saved searches (decision 017): a PostgreSQL database of its own
// (BENCH_SAVED_PG_URL, emptied first), migrated with the catalog seeded, 2,000 members keeping a realistic mix of
// searches — words from the listing vocabulary, a category for most, a price bound for some, a city or a place
// with a radius for half — then new ads, each run through the one matching statement the job runs.
// Prints the statement's p50/p95 and the plan of one run. `npm run bench:saved-searches`.
import { sql as drizzleSql } from "drizzle-orm";
import pg from "pg";
import { openDatabase } from "~/db/client.server";
import { seedCatalog } from "~/db/seed/seed-catalog.server";
import { matchingSavedSearches } from "~/domain/saved-searches/match-saved-searches.server";
import { percentile } from "./bench-support";
import { VOCABULARY } from "./vocabulary";

const pgUrl = process.env.BENCH_SAVED_PG_URL ?? "postgres://postgres@127.0.0.1:5432/mandi_bench_saved";
const SEARCHES = Number(process.env.BENCH_SAVED_SEARCHES ?? 100_000);
const MEMBERS = 2_000;
const ADS = 300;
const CITIES: [string, number, number][] = [
  ["Mumbai", 19.076, 72.8777],
  ["Delhi", 28.6139, 77.209],
  ["Bengaluru", 12.9716, 77.5946],
  ["Hyderabad", 17.385, 78.4867],
  ["Chennai", 13.0827, 80.2707],
  ["Pune", 18.5204, 73.8567],
  ["Kolkata", 22.5726, 88.3639],
  ["Ahmedabad", 23.0225, 72.5714],
  ["Jaipur", 26.9124, 75.7873],
  ["Lucknow", 26.8467, 80.9462],
];

// Zipf-like: the first entries are the most popular, as in real traffic.
const zipf = <T>(list: readonly T[]): T => list[Math.floor(list.length * Math.random() ** 2.5)] as T;
const chance = (p: number) => Math.random() < p;

const categories = Object.entries(VOCABULARY);
function pickCategory() {
  const total = categories.reduce((sum, [, v]) => sum + v.weight, 0);
  let r = Math.random() * total;
  for (const entry of categories) {
    r -= entry[1].weight;
    if (r <= 0) return entry;
  }
  return categories[0] as (typeof categories)[number];
}

/** "Samsung Galaxy S21", "sofa", "royal enfield": what people type, drawn from a category's vocabulary. */
function searchWords(vocabulary: (typeof categories)[number][1]): string {
  const item = () => zipf(vocabulary.items.length > 0 ? vocabulary.items : ["ad"]);
  if (vocabulary.brands.length === 0) return item();
  const [brand = "", models = ""] = zipf(vocabulary.brands).split(": ");
  if (chance(0.35)) return brand;
  if (chance(0.5)) return `${brand} ${zipf(models.split(", "))}`;
  return item();
}

async function freshDatabase() {
  const url = new URL(pgUrl);
  const name = url.pathname.slice(1);
  url.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  await admin.end();
}

async function main() {
  const started = Date.now();
  await freshDatabase();
  const database = await openDatabase({ databaseUrl: pgUrl, poolSize: 2 });
  await database.migrate();
  await seedCatalog(database.db);
  const sql = (text: string, values?: unknown[]) => database.executeSql(text, values);
  const catIds = new Map(
    (await sql("select id, slug from categories")).rows.map((r) => [String(r.slug), Number(r.id)]),
  );
  await sql(
    `insert into users (id, name, email, email_verified, created_at, updated_at)
     select 'bench-' || i, 'Bench ' || i, 'bench-' || i || '@bench.test', true, now(), now()
     from generate_series(0, $1::int - 1) i`,
    [MEMBERS],
  );

  // The searches, 5,000 a statement; `words` derived by PostgreSQL as saveSearch derives them.
  for (let done = 0; done < SEARCHES; done += 5_000) {
    const rows: unknown[][] = [[], [], [], [], [], [], [], [], [], []];
    for (let i = 0; i < Math.min(5_000, SEARCHES - done); i++) {
      const [slug, vocabulary] = pickCategory();
      const q = chance(0.8) ? searchWords(vocabulary) : "";
      const inCategory = chance(q ? 0.6 : 1);
      const [lo, hi] = vocabulary.price;
      const maxPrice = chance(0.3) ? Math.round(lo + (hi - lo) * Math.random()) : null;
      const place = chance(0.5) ? zipf(CITIES) : null;
      const radius = place && chance(0.3) ? zipf([10, 25, 50, 100]) : null;
      const query: Record<string, string> = {};
      if (q) query.q = q;
      if (inCategory) query.category = slug;
      if (maxPrice) query.maxPrice = String(maxPrice);
      if (place) query.city = place[0];
      const values = [
        `bench-${Math.floor(Math.random() * MEMBERS)}`,
        q || "All ads",
        JSON.stringify(query),
        q,
        inCategory ? (catIds.get(slug) ?? null) : null,
        maxPrice,
        place?.[0] ?? null,
        radius ? place?.[1] : null,
        radius ? place?.[2] : null,
        radius,
      ];
      for (const [k, v] of values.entries()) rows[k]?.push(v);
    }
    await sql(
      `insert into saved_searches (user_id, name, query, words, category_id, max_price, city, lat, lng, radius_km)
       select u, n, qj::jsonb, tsvector_to_array(to_tsvector('english', qt)), c, mp, ci, la, ln, r
       from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::int[], $6::numeric[], $7::text[],
         $8::float8[], $9::float8[], $10::int[]) as t(u, n, qj, qt, c, mp, ci, la, ln, r)`,
      rows,
    );
  }
  // As autovacuum leaves it: new entries wait in the GIN pending list until a vacuum merges them, and every scan
  // reads that whole list (200+ ms here without this).
  await sql("vacuum analyze saved_searches");
  console.log(
    `${SEARCHES.toLocaleString("en")} saved searches of ${MEMBERS} members in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  // New ads, as posting makes them (active, by a member who keeps searches too).
  const adIds: number[] = [];
  for (let i = 0; i < ADS; i++) {
    const [slug, vocabulary] = pickCategory();
    const [brand = "", models = ""] = (vocabulary.brands.length > 0 ? zipf(vocabulary.brands) : "").split(
      ": ",
    );
    const thing = brand ? `${brand} ${zipf(models.split(", "))}` : zipf(vocabulary.items);
    const title = `${thing} ${zipf(vocabulary.extras.length ? vocabulary.extras : [""])}`;
    const city = zipf(CITIES);
    const [lo, hi] = vocabulary.price;
    const result = await sql(
      `insert into listings (user_id, title, description, price, category_id, category_text, city, lat, lng,
         seller_name, seller_phone, status)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'Bench', '+919800000000', 'active') returning id`,
      [
        `bench-${i % MEMBERS}`,
        title.trim(),
        zipf(vocabulary.details),
        Math.round(lo + (hi - lo) * Math.random()),
        catIds.get(slug),
        slug,
        city[0],
        city[1],
        city[2],
      ],
    );
    adIds.push(Number(result.rows[0]?.id));
  }

  const times: number[] = [];
  let matches = 0;
  for (const id of adIds) {
    const t0 = performance.now();
    const result = await database.db.execute(matchingSavedSearches(id));
    times.push(performance.now() - t0);
    matches += (result as unknown as { rows: unknown[] }).rows.length;
  }
  const plan = (await database.db.execute(
    drizzleSql`explain (analyze, costs off) ${matchingSavedSearches(adIds[0] ?? 0)}`,
  )) as unknown as { rows: { "QUERY PLAN": string }[] };
  console.log(plan.rows.map((r) => r["QUERY PLAN"]).join("\n"));
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `matching ${ADS} new ads against ${SEARCHES.toLocaleString("en")} saved searches: ` +
      `p50 ${percentile(sorted, 50).toFixed(2)} ms, p95 ${percentile(sorted, 95).toFixed(2)} ms, ` +
      `max ${(sorted.at(-1) ?? 0).toFixed(2)} ms; ${(matches / ADS).toFixed(1)} matching searches per ad on average`,
  );
  console.log(`total ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await database.close();
}

await main();

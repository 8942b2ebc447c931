// Fills a database with N realistic listings for the benchmarks.
// Usage: npx tsx bench/generate-listings.ts [--listings 100000] [--seed 1]
//   PostgreSQL: DATABASE_URL=postgres://postgres@127.0.0.1:5432/mandi_bench (the database must exist)
//   PGlite:     DATA_DIR=/tmp/mandi-bench (the server's own layout: the database lives in DATA_DIR/db)
// The listings table is emptied first. Ads expire 61 days after posting (not 30), so the server's expiry sweep
// leaves the 90 % active while the benchmarks run. Secondary indexes and the search-words trigger are dropped during the
// load and rebuilt after it, which is several times faster than maintaining them row by row.
import path from "node:path";
import { type Database, openDatabase } from "~/db/client.server";
import { seedIfEmpty } from "~/db/seed/seed.server";
import { createListingFactory, type GeneratedListing } from "./listing-factory";

interface RawClient {
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
};
const total = arg("listings", 100_000);
const seed = arg("seed", 1);
const BATCH = 5_000;
const SELLERS = 5_000;

const COLUMNS: [keyof GeneratedListing, string][] = [
  ["userId", "text"],
  ["title", "text"],
  ["description", "text"],
  ["price", "numeric"],
  ["priceText", "text"],
  ["categoryId", "int"],
  ["subcategoryId", "int"],
  ["categoryText", "text"],
  ["condition", "text"],
  ["status", "text"],
  ["featured", "boolean"],
  ["city", "text"],
  ["state", "text"],
  ["locality", "text"],
  ["lat", "float8"],
  ["lng", "float8"],
  ["sellerName", "text"],
  ["sellerPhone", "text"],
  ["postedAt", "timestamptz"],
  ["attributes", "text"],
  ["soldAt", "timestamptz"],
];

const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;

const database = await openDatabase(
  process.env.DATABASE_URL
    ? // Index rebuilds at a million rows take minutes: no statement or client-side query timeout here.
      {
        databaseUrl: process.env.DATABASE_URL,
        poolSize: 1,
        timeouts: { connectMs: 5_000, statementMs: 0, queryMs: 0 },
      }
    : { pgliteDir: path.join(path.resolve(process.env.DATA_DIR ?? "./data"), "db") },
);
await database.migrate();
await seedIfEmpty(
  { db: database.db, storePhoto: () => Promise.reject(new Error("the generator stores no photos")) },
  { sample: false },
);
const client = (database.db as unknown as { $client: RawClient }).$client;
console.log(`${database.kind}: migrated and seeded reference data (${elapsed()})`);

await client.query("truncate table listings restart identity cascade");
if (database.kind === "postgres") {
  await client.query("set maintenance_work_mem = '512MB'");
  // Index builds over a million rows outlast the server's 15 s statement timeout on a busy machine.
  await client.query("set statement_timeout = 0");
}

const categories = await client.query<{ id: number; slug: string; name: string }>(
  "select id, slug, name from categories order by id",
);
const subcategories = await client.query<{ id: number; category_id: number; name: string }>(
  "select id, category_id, name from subcategories order by sort_order, id",
);
const cities = await client.query<{ name: string; state: string; lat: number; lng: number }>(
  "select c.name, s.name as state, c.lat, c.lng from cities c join states s on s.id = c.state_id order by c.popular desc, c.sort_order, c.id",
);
const factory = createListingFactory({
  seed,
  categories: categories.rows,
  subcategories: subcategories.rows,
  cities: cities.rows,
  sellers: SELLERS,
  total,
});

const indexes = await dropSecondaryIndexes(client);
await client.query("alter table listings disable trigger listings_collect_search_words");
try {
  await insertSellers(client, factory.sellers());
  for (let done = 0; done < total; done += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, total - done) }, () => factory.next());
    await insertListings(client, rows);
    if ((done / BATCH) % 20 === 0 || done + BATCH >= total) {
      console.log(`  ${Math.min(done + BATCH, total).toLocaleString("en-IN")} listings (${elapsed()})`);
    }
  }
} finally {
  // Also after a failure, so a half-filled database keeps its indexes and trigger.
  console.log(`rebuilding ${indexes.length} indexes and the search words…`);
  for (const index of indexes) await client.query(index.indexdef);
  await client.query("alter table listings enable trigger listings_collect_search_words");
}
await client.query("select refill_search_words()");
await client.query("vacuum analyze listings");
await client.query("vacuum analyze search_words");
await client.query("vacuum analyze users");
const words = await client.query<{ n: number }>("select count(*)::int as n from search_words");
console.log(
  `done: ${total.toLocaleString("en-IN")} listings, ${words.rows[0]?.n} distinct words, ${elapsed()}`,
);
await (database as Database).close();

async function dropSecondaryIndexes(db: RawClient) {
  const { rows } = await db.query<{ indexname: string; indexdef: string }>(
    `select i.indexname, i.indexdef from pg_indexes i
     where i.tablename = 'listings' and i.indexname not in (
       select conname from pg_constraint where conrelid = 'listings'::regclass)`,
  );
  for (const row of rows) await db.query(`drop index "${row.indexname}"`);
  return rows;
}

async function insertSellers(db: RawClient, sellers: { id: string; name: string; email: string }[]) {
  await db.query(
    `insert into users (id, name, email, created_at)
     select id, name, email, now() - (random() * interval '900 days')
     from unnest($1::text[], $2::text[], $3::text[]) as u(id, name, email)
     on conflict do nothing`,
    [sellers.map((s) => s.id), sellers.map((s) => s.name), sellers.map((s) => s.email)],
  );
}

// One statement per batch whatever its size: each column travels as one array parameter.
async function insertListings(db: RawClient, rows: GeneratedListing[]) {
  const params = COLUMNS.map(([key]) => rows.map((row) => row[key]));
  const unnest = COLUMNS.map(([, type], i) => `$${i + 1}::${type}[]`).join(", ");
  const names = COLUMNS.map((_, i) => `c${i}`);
  await db.query(
    `insert into listings (user_id, title, description, price, price_text, category_id, subcategory_id,
       category_text, condition, status, featured, city, state, locality, lat, lng, seller_name, seller_phone,
       posted_at, expires_at, created_at, updated_at, attributes, sold_at)
     select ${names.slice(0, 8).join(", ")}, c8::listing_condition, c9::listing_status,
       ${names.slice(10, 19).join(", ")}, c18 + interval '61 days', c18, c18, c19::jsonb, c20
     from unnest(${unnest}) as u(${names.join(", ")})`,
    params.map((column) => column.map((v) => (v instanceof Date ? v.toISOString() : v))),
  );
}

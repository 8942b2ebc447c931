import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { insertListing, insertSeller } from "~/domain/listings/listing-fixtures.test-helper";
import { createTestApp, type TestContext } from "~/tests/support/test-app";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";

// What the search tells people about a corrected typo and a count it stopped at, on the page and in the API.
let database: Database;
let t: TestContext;

beforeAll(async () => {
  database = await getTestDatabase();
  t = await createTestApp(database, { pages: true });
}, 120_000);
afterAll(() => t.close());
beforeEach(async () => {
  await resetDatabase(database);
  await insertSeller(database.db);
  await insertListing(database.db, { title: "Apple iPhone 13", price: 42000 });
});

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36";
const visibleText = async (path: string) => {
  const res = await t.app.request(t.url(path), { headers: { "User-Agent": BROWSER } });
  expect(res.status).toBe(200);
  return (await res.text())
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");
};

describe("/products search", () => {
  it("says which word it searched instead of a misspelt one", async () => {
    const text = await visibleText("/products?q=iphnoe");
    expect(text).toContain('Search Results for "iphnoe"');
    expect(text).toContain('No results for "iphnoe". Showing results for iphone');
    expect(text).toContain("Apple iPhone 13");
    expect(text).toContain("1 result");
  });

  it("shows 1,000+ when there are more results than it counts", async () => {
    await database.db.execute(sql`
      insert into listings (user_id, title, description, price, category_id, category_text, city, seller_name,
        seller_phone)
      select 'seller-1', 'Cycle ' || n, 'A fine item.', 500, c.id, c.name, 'Pune', 'Asha Rao', '+919800000001'
      from generate_series(1, 1001) as n, categories c where c.slug = 'bikes'`);
    expect(await visibleText("/products")).toContain("1,000+ results");
    const res = await t.app.request(t.url("/api/v1/listings?q=cycle"));
    expect(await res.json()).toMatchObject({ total: 1000, totalIsCapped: true, correctedQuery: null });
  });
});

import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { insertListing, insertSeller } from "~/domain/listings/listing-fixtures.test-helper";
import { createTestApp, type TestContext } from "~/tests/support/test-app";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";

let database: Database;
let t: TestContext;

beforeEach(async () => {
  database = await getTestDatabase();
  await resetDatabase(database);
  await insertSeller(database.db);
  t = await createTestApp(database);
});
afterEach(() => t.close());

const get = (path: string) => t.app.request(t.url(`/api/v1${path}`));

describe("GET /api/v1/price-hint", () => {
  it("answers the hint with its labels, and null while too few ads compare", async () => {
    const ids: number[] = [];
    for (const price of [10_000, 12_000, 14_000, 16_000]) {
      ids.push(
        await insertListing(t.services.db, {
          title: "Phone",
          subcategory: "mobile-phones",
          price,
          city: "Pune",
        }),
      );
    }
    const query = "/price-hint?category=mobiles&subcategory=mobile-phones&city=Pune&price=19000";
    expect(await (await get(query)).json()).toEqual({ hint: null });
    await insertListing(t.services.db, {
      title: "Phone",
      subcategory: "mobile-phones",
      price: 18_000,
      city: "Pune",
    });
    const res = await get(query);
    expect(res.status).toBe(200);
    expect((await res.json()).hint).toEqual({
      verdict: "above",
      median: 14_000,
      p25: 12_000,
      p75: 16_000,
      count: 5,
      scope: "city",
      place: "Pune",
      subcategory: "Mobile Phones",
      matched: [],
      label: "5 similar ads in Pune",
      comparedOn: "Mobile Phones",
    });
    // The ad itself is left out of its own figures.
    expect(await (await get(`${query}&exclude=${ids[0]}`)).json()).toEqual({ hint: null });
  });

  it("answers 422 naming a bad field and 404 for an unknown subcategory, never 500", async () => {
    for (const [query, field] of [
      ["category=mobiles", "subcategory"],
      ["category=mobiles&subcategory=mobile-phones&price=abc", "price"],
      ["category=mobiles&subcategory=mobile-phones&price=-5", "price"],
      ["category=mobiles&subcategory=mobile-phones&year=19", "year"],
      ["category=mobiles&subcategory=mobile-phones&exclude=x", "exclude"],
      ["category=Mobiles!&subcategory=mobile-phones", "category"],
    ] as const) {
      const res = await get(`/price-hint?${query}`);
      expect(res.status, query).toBe(422);
      expect((await res.json()).error.fields, query).toHaveProperty(field);
    }
    const unknown = await get("/price-hint?category=mobiles&subcategory=rockets");
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.code).toBe("NOT_FOUND");
  });

  it("is in the OpenAPI document", async () => {
    const doc = await (await get("/openapi.json")).json();
    expect(doc.paths["/price-hint"].get.summary).toBe("How a price compares with similar ads");
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { hoursAgo, insertListing, insertSeller } from "~/domain/listings/listing-fixtures.test-helper";
import { createTestApp, type TestContext } from "~/tests/support/test-app";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";

let database: Database;
let t: TestContext;

beforeAll(async () => {
  database = await getTestDatabase();
  t = await createTestApp(database);
});
afterAll(() => t.close());
beforeEach(async () => {
  await resetDatabase(database);
  await insertSeller(database.db);
});

const get = (path: string) => t.app.request(t.url(path));

describe("GET /api/v1/listings", () => {
  it("searches with the page's filters and returns a page with the total", async () => {
    const db = database.db;
    await insertListing(db, { title: "iPhone 12", price: 30000, condition: "used", postedAt: hoursAgo(1) });
    await insertListing(db, { title: "iPhone 14", price: 60000, condition: "new", postedAt: hoursAgo(2) });
    await insertListing(db, { title: "Sofa", category: "furniture", price: 9000 });
    const res = await get(
      "/api/v1/listings?q=iph&minPrice=&maxPrice=60000&condition=used&condition=new&sort=price_desc",
    );
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ total: 2, page: 1, pageSize: 24, pageCount: 1, sort: "price_desc" });
    expect(body.listings.map((l: { title: string }) => l.title)).toEqual(["iPhone 14", "iPhone 12"]);
    expect(body.listings[0]).toMatchObject({ price: 60000, city: "Mumbai", cover: null });
  });

  it("filters by category slug and answers 404 for an unknown one", async () => {
    await insertListing(database.db, { title: "Sofa", category: "furniture" });
    await insertListing(database.db, { title: "Phone" });
    const res = await get("/api/v1/listings?category=furniture");
    expect((await res.json()).listings.map((l: { title: string }) => l.title)).toEqual(["Sofa"]);
    const unknown = await get("/api/v1/listings?category=spaceships");
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { code: "NOT_FOUND" } });
  });

  it.each([
    ["minPrice=cheap", "minPrice"],
    ["condition=mint", "condition"],
    ["posted=yesterday", "posted"],
    ["sort=random", "sort"],
    ["page=0", "page"],
    ["category=Not%20A%20Slug", "category"],
  ])("answers 422 naming the field for %s", async (query, field) => {
    const res = await get(`/api/v1/listings?${query}`);
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.error.code).toBe("VALIDATION");
    expect(Object.keys(body.error.fields)).toContain(field);
  });

  it("answers 422 for a subcategory without its category", async () => {
    const res = await get("/api/v1/listings?subcategory=suvs");
    expect(res.status).toBe(422);
  });
});

describe("GET /api/v1/listings/{id}", () => {
  it("returns one listing with its seller", async () => {
    const id = await insertListing(database.db, { title: "Royal Enfield", category: "bikes", photos: 1 });
    const res = await get(`/api/v1/listings/${id}`);
    expect(res.status).toBe(200);
    const { listing } = await res.json();
    expect(listing).toMatchObject({
      id,
      title: "Royal Enfield",
      status: "active",
      category: { slug: "bikes" },
    });
    expect(listing.seller).toMatchObject({ name: "Asha Rao", otherActiveAds: 0 });
    expect(listing.photos).toHaveLength(1);
  });

  it("answers 404 for an unknown id, 422 for a malformed one and 410 for a removed listing", async () => {
    expect((await get("/api/v1/listings/424242")).status).toBe(404);
    const bad = await get("/api/v1/listings/abc");
    expect(bad.status).toBe(422);
    expect(await bad.json()).toMatchObject({ error: { code: "VALIDATION" } });
    const id = await insertListing(database.db, { title: "Gone", status: "removed" });
    expect((await get(`/api/v1/listings/${id}`)).status).toBe(410);
  });

  it("is documented in the OpenAPI document", async () => {
    const doc = await (await get("/api/v1/openapi.json")).json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/listings", "/listings/{id}"]));
    const params = doc.paths["/listings"].get.parameters.map((p: { name: string }) => p.name);
    expect(params).toEqual(
      expect.arrayContaining(["q", "minPrice", "maxPrice", "condition", "posted", "sort", "page"]),
    );
  });
});

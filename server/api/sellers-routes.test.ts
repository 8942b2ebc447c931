import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { users } from "~/db/schema";
import { insertListing, insertSeller } from "~/domain/listings/listing-fixtures.test-helper";
import { createTestApp, type TestContext } from "~/tests/support/test-app";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";

let database: Database;
let t: TestContext;

beforeEach(async () => {
  database = await getTestDatabase();
  await resetDatabase(database);
  await insertSeller(database.db, "seller-1", new Date("2023-04-15T10:00:00Z"));
  t = await createTestApp(database);
});
afterEach(() => t.close());

const get = (path: string) => t.app.request(t.url(`/api/v1${path}`));

describe("GET /api/v1/sellers/{id}", () => {
  it("answers the public profile with one page of active ads, to visitors too", async () => {
    await database.db.update(users).set({ phoneNumberVerified: true }).where(eq(users.id, "seller-1"));
    const id = await insertListing(database.db, { title: "Royal Enfield Classic 350", city: "Pune" });
    await insertListing(database.db, { title: "Sold", status: "sold" });
    const res = await get("/sellers/seller-1");
    expect(res.status).toBe(200);
    const { seller } = await res.json();
    expect(seller).toMatchObject({
      id: "seller-1",
      name: "Seller seller-1",
      image: null,
      memberSince: "2023-04-15T10:00:00.000Z",
      phoneVerified: true,
      city: "Pune",
      responses: null,
      ads: { total: 1, page: 1, pageSize: 24, pageCount: 1 },
    });
    expect(seller.ads.listings).toEqual([
      expect.objectContaining({ id, title: "Royal Enfield Classic 350", city: "Pune" }),
    ]);
    expect(seller).not.toHaveProperty("email");
  });

  it("is 404 for an unknown id and for a banned member", async () => {
    const unknown = await get("/sellers/nobody");
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: { code: "NOT_FOUND", message: "Seller not found." } });
    expect((await get(`/sellers/${"x".repeat(200)}`)).status).toBe(404);
    await database.db
      .update(users)
      .set({ bannedAt: new Date(), banReason: "Fraud" })
      .where(eq(users.id, "seller-1"));
    const banned = await get("/sellers/seller-1");
    expect(banned.status).toBe(404);
    expect((await banned.json()).error.code).toBe("NOT_FOUND");
  });

  it("refuses a page that is not a positive whole number", async () => {
    const res = await get("/sellers/seller-1?page=0");
    expect(res.status).toBe(422);
    expect((await res.json()).error.code).toBe("VALIDATION");
  });

  it("is in the OpenAPI document", async () => {
    const doc = await (await get("/openapi.json")).json();
    expect(doc.paths["/sellers/{id}"].get.responses).toHaveProperty("404");
    expect(doc.components.schemas).toHaveProperty("SellerProfile");
  });
});

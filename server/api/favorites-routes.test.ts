import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { favorites, listings } from "~/db/schema";
import { insertListing, insertSeller } from "~/domain/listings/listing-fixtures.test-helper";
import { authClient } from "~/tests/support/auth-requests";
import { createTestApp, type TestContext } from "~/tests/support/test-app";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";

let database: Database;
let t: TestContext;
let asha: { token: string; userId: string };
let ravi: { token: string; userId: string };

beforeEach(async () => {
  database = await getTestDatabase();
  await resetDatabase(database);
  await insertSeller(database.db);
  t = await createTestApp(database);
  const auth = authClient(t);
  asha = await auth.signUp({ name: "Asha", email: "asha@example.in", phone: "+919876543210" });
  ravi = await auth.signUp({ name: "Ravi", email: "ravi@example.in", phone: "+919812345678" });
});
afterEach(() => t.close());

function call(method: string, path: string, token?: string) {
  return t.app.request(t.url(`/api/v1${path}`), {
    method,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}
const count = async (id: number) =>
  (await database.db.select().from(listings).where(eq(listings.id, id)))[0]?.favoritesCount;

describe("/api/v1/me/favorites", () => {
  it("saves idempotently, keeps favorites_count right, and un-saves idempotently", async () => {
    const id = await insertListing(database.db, { title: "Guitar" });
    const first = await call("PUT", `/me/favorites/${id}`, asha.token);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ listingId: id, favorite: true, favoritesCount: 1 });
    expect(await (await call("PUT", `/me/favorites/${id}`, asha.token)).json()).toMatchObject({
      favoritesCount: 1,
    });
    await call("PUT", `/me/favorites/${id}`, ravi.token);
    expect(await count(id)).toBe(2);

    const removed = await call("DELETE", `/me/favorites/${id}`, asha.token);
    expect(await removed.json()).toEqual({ listingId: id, favorite: false, favoritesCount: 1 });
    expect(await (await call("DELETE", `/me/favorites/${id}`, asha.token)).json()).toMatchObject({
      favoritesCount: 1,
    });
    expect(await count(id)).toBe(1);
    const rows = await database.db.select().from(favorites);
    expect(rows.map((r) => r.userId)).toEqual([ravi.userId]);
  });

  it("keeps the count right when the same save arrives many times at once", async () => {
    const id = await insertListing(database.db, { title: "Guitar" });
    const results = await Promise.all(
      Array.from({ length: 6 }, () => call("PUT", `/me/favorites/${id}`, asha.token)),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(await count(id)).toBe(1);
    await Promise.all(Array.from({ length: 6 }, () => call("DELETE", `/me/favorites/${id}`, asha.token)));
    expect(await count(id)).toBe(0);
  });

  it("lists saved ads newest saved first; removed ads drop out, sold ones say so", async () => {
    const guitar = await insertListing(database.db, { title: "Guitar" });
    const sofa = await insertListing(database.db, { title: "Sofa", category: "furniture" });
    const phone = await insertListing(database.db, { title: "Phone" });
    for (const id of [guitar, sofa, phone]) await call("PUT", `/me/favorites/${id}`, asha.token);
    await database.db.update(listings).set({ status: "sold" }).where(eq(listings.id, sofa));
    await database.db.update(listings).set({ status: "removed" }).where(eq(listings.id, phone));

    const res = await call("GET", "/me/favorites", asha.token);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ total: 2, page: 1, pageCount: 1 });
    expect(body.listings.map((l: { title: string; status: string }) => [l.title, l.status])).toEqual([
      ["Sofa", "sold"],
      ["Guitar", "active"],
    ]);
    expect((await (await call("GET", "/me/favorites", ravi.token)).json()).listings).toEqual([]);
  });

  it("refuses a deleted or unknown ad with 404, a bad id with 422, and a visitor with 401", async () => {
    const gone = await insertListing(database.db, { title: "Gone", status: "removed" });
    expect((await call("PUT", `/me/favorites/${gone}`, asha.token)).status).toBe(404);
    expect((await call("PUT", "/me/favorites/777777", asha.token)).status).toBe(404);
    expect((await call("PUT", "/me/favorites/seven", asha.token)).status).toBe(422);
    expect((await call("DELETE", "/me/favorites/-1", asha.token)).status).toBe(422);
    for (const [method, path] of [
      ["GET", "/me/favorites"],
      ["PUT", `/me/favorites/${gone}`],
      ["DELETE", `/me/favorites/${gone}`],
    ] as const) {
      expect((await call(method, path)).status).toBe(401);
    }
    expect(await count(gone)).toBe(0);
  });
});

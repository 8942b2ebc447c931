import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { listingPhotos, listings } from "~/db/schema";
import { hoursAgo, insertListing } from "~/domain/listings/listing-fixtures.test-helper";
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
  t = await createTestApp(database);
  const auth = authClient(t);
  asha = await auth.signUp({ name: "Asha", email: "asha@example.in", phone: "+919876543210" });
  ravi = await auth.signUp({ name: "Ravi", email: "ravi@example.in", phone: "+919812345678" });
});
afterEach(() => t.close());

function call(method: string, path: string, token?: string, body?: unknown) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers["content-type"] = "application/json";
  return t.app.request(t.url(`/api/v1${path}`), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
const setStatus = (id: number, status: string, token = asha.token) =>
  call("POST", `/listings/${id}/status`, token, { status });
const row = async (id: number) => (await database.db.select().from(listings).where(eq(listings.id, id)))[0];
const daysAgo = (days: number) => hoursAgo(days * 24);

describe("owner checks", () => {
  it("never lets a user change, renew or delete another user's listing, and says 404 like for no listing", async () => {
    const id = await insertListing(database.db, {
      title: "Asha's bike",
      userId: asha.userId,
      status: "expired",
    });
    const attempts = [
      () => setStatus(id, "sold", ravi.token),
      () => setStatus(id, "active", ravi.token),
      () => call("POST", `/listings/${id}/renew`, ravi.token),
      () => call("DELETE", `/listings/${id}`, ravi.token),
    ];
    for (const attempt of attempts) {
      const res = await attempt();
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: { code: "NOT_FOUND", message: "Listing not found." } });
    }
    expect((await setStatus(999_999, "sold")).status).toBe(404);
    expect(await row(id)).toMatchObject({ status: "expired", title: "Asha's bike" });
    const ravisList = await (await call("GET", "/me/listings", ravi.token)).json();
    expect(ravisList.listings).toEqual([]);
  });

  it("answers 401 to every endpoint when signed out, and 422 for a bad id or status", async () => {
    const id = await insertListing(database.db, { title: "Bike", userId: asha.userId });
    for (const [method, path] of [
      ["GET", "/me/listings"],
      ["POST", `/listings/${id}/renew`],
      ["DELETE", `/listings/${id}`],
      ["POST", `/listings/${id}/phone`],
    ] as const) {
      const res = await call(method, path);
      expect(res.status, `${method} ${path}`).toBe(401);
      expect((await res.json()).error.code).toBe("UNAUTHENTICATED");
    }
    expect((await call("POST", `/listings/${id}/status`, undefined, { status: "sold" })).status).toBe(401);
    const badStatus = await setStatus(id, "removed");
    expect(badStatus.status).toBe(422);
    expect((await badStatus.json()).error.fields).toEqual({
      status: "Status must be one of sold, active, inactive or reserved.",
    });
    expect((await call("DELETE", "/listings/abc", asha.token)).status).toBe(422);
    expect((await call("POST", "/listings/1.5/renew", asha.token)).status).toBe(422);
    expect((await call("GET", "/me/listings?page=0", asha.token)).status).toBe(422);
    const notJson = await t.app.request(t.url(`/api/v1/listings/${id}/status`), {
      method: "POST",
      headers: { authorization: `Bearer ${asha.token}`, "content-type": "application/json" },
      body: "{status:",
    });
    expect(notJson.status).toBe(400);
  });
});

describe("GET /api/v1/me/listings", () => {
  it("lists the user's ads in every status but removed, showing an overdue ad as expired", async () => {
    const db = database.db;
    await insertListing(db, { title: "Active", userId: asha.userId, photos: 1 });
    await insertListing(db, { title: "Sold", userId: asha.userId, status: "sold" });
    await insertListing(db, { title: "Gone", userId: asha.userId, status: "removed" });
    const overdue = await insertListing(db, { title: "Overdue", userId: asha.userId });
    await db
      .update(listings)
      .set({ expiresAt: daysAgo(1), viewsCount: 7 })
      .where(eq(listings.id, overdue));
    await insertListing(db, { title: "Ravi's", userId: ravi.userId });

    const res = await call("GET", "/me/listings", asha.token);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ total: 3, page: 1, pageSize: 24, pageCount: 1 });
    const byTitle = Object.fromEntries(body.listings.map((l: { title: string }) => [l.title, l]));
    expect(Object.keys(byTitle).sort()).toEqual(["Active", "Overdue", "Sold"]);
    expect(byTitle.Overdue).toMatchObject({ status: "expired", viewsCount: 7, favoritesCount: 0 });
    expect(byTitle.Active.cover).toMatchObject({ width: 1280, height: 960 });
  });
});

describe("POST /api/v1/listings/{id}/status", () => {
  it("walks an ad through reserved, inactive, active and sold", async () => {
    const id = await insertListing(database.db, { title: "Sofa", userId: asha.userId });
    for (const status of ["reserved", "active", "inactive", "active", "reserved", "inactive", "sold"]) {
      const res = await setStatus(id, status);
      expect(res.status, status).toBe(200);
      expect((await res.json()).listing).toEqual({ id, title: "Sofa", status });
    }
    expect((await row(id))?.soldAt).toBeInstanceOf(Date);
    expect((await setStatus(id, "sold")).status).toBe(200);
    const relisted = await setStatus(id, "active");
    expect(relisted.status).toBe(200);
    expect((await row(id))?.soldAt).toBeNull();
  });

  it("refuses changes the status does not allow, with 409", async () => {
    const sold = await insertListing(database.db, { title: "Sold", userId: asha.userId, status: "sold" });
    const res = await setStatus(sold, "reserved");
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error: { code: "CONFLICT", message: "You cannot change a sold ad to reserved." },
    });
    expect((await setStatus(sold, "inactive")).status).toBe(409);
    const expired = await insertListing(database.db, {
      title: "Old",
      userId: asha.userId,
      status: "expired",
    });
    const reactivate = await setStatus(expired, "active");
    expect(reactivate.status).toBe(409);
    expect((await reactivate.json()).error.message).toBe("You cannot change an expired ad to active.");
    expect((await setStatus(expired, "sold")).status).toBe(200);
  });

  it("treats an ad past its expiry as expired before the sweep has run", async () => {
    const id = await insertListing(database.db, {
      title: "Overdue",
      userId: asha.userId,
      status: "inactive",
    });
    await database.db
      .update(listings)
      .set({ expiresAt: daysAgo(2) })
      .where(eq(listings.id, id));
    const res = await setStatus(id, "active");
    expect(res.status).toBe(409);
    expect((await res.json()).error.message).toBe("This ad has expired. Renew it to show it again.");
    expect((await row(id))?.status).toBe("inactive");
    // Deactivated, it stayed hidden past its date; renewing puts it back up.
    expect((await call("POST", `/listings/${id}/renew`, asha.token)).status).toBe(200);
    expect((await row(id))?.status).toBe("active");
  });

  it("keeps removed final: a deleted ad is not found for any change", async () => {
    const id = await insertListing(database.db, { title: "Deleted", userId: asha.userId, status: "removed" });
    for (const status of ["active", "sold", "inactive", "reserved"]) {
      expect((await setStatus(id, status)).status).toBe(404);
    }
    expect((await call("POST", `/listings/${id}/renew`, asha.token)).status).toBe(404);
    expect((await call("DELETE", `/listings/${id}`, asha.token)).status).toBe(404);
    expect((await row(id))?.status).toBe("removed");
  });
});

describe("POST /api/v1/listings/{id}/renew", () => {
  it("renews only an expired ad, for another 30 days from now", async () => {
    const active = await insertListing(database.db, { title: "Fresh", userId: asha.userId });
    const refused = await call("POST", `/listings/${active}/renew`, asha.token);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toBe("Only an expired ad can be renewed.");
    const sold = await insertListing(database.db, { title: "Sold", userId: asha.userId, status: "sold" });
    expect((await call("POST", `/listings/${sold}/renew`, asha.token)).status).toBe(409);

    const expired = await insertListing(database.db, {
      title: "Old",
      userId: asha.userId,
      status: "expired",
      postedAt: daysAgo(40),
    });
    const before = Date.now();
    const res = await call("POST", `/listings/${expired}/renew`, asha.token);
    expect(res.status).toBe(200);
    const { listing } = await res.json();
    expect(listing).toMatchObject({ id: expired, title: "Old", status: "active" });
    const days = (Date.parse(listing.expiresAt) - Date.parse(listing.postedAt)) / 86_400_000;
    expect(days).toBe(30);
    expect(Date.parse(listing.postedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(await row(expired)).toMatchObject({ status: "active" });
  });

  it("renews an ad that is past its date but not yet swept", async () => {
    const id = await insertListing(database.db, { title: "Overdue", userId: asha.userId });
    await database.db
      .update(listings)
      .set({ expiresAt: daysAgo(1) })
      .where(eq(listings.id, id));
    expect((await call("POST", `/listings/${id}/renew`, asha.token)).status).toBe(200);
    expect((await row(id))?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
  });
});

describe("DELETE /api/v1/listings/{id}", () => {
  it("marks the ad removed, keeps the row, deletes its photos, and its page says it is gone", async () => {
    const id = await insertListing(database.db, { title: "Phone", userId: asha.userId, photos: 2 });
    const keys = (await database.db.select().from(listingPhotos)).map((p) => p.storageKey);
    for (const key of keys)
      await t.services.storage.put(`${key}/320.webp`, Buffer.from("webp"), "image/webp");
    const res = await call("DELETE", `/listings/${id}`, asha.token);
    expect(res.status).toBe(204);
    expect(await row(id)).toMatchObject({ status: "removed", title: "Phone" });
    expect(await database.db.select().from(listingPhotos)).toEqual([]);
    for (const key of keys) expect(await t.services.storage.get(`${key}/320.webp`)).toBeNull();
    expect((await call("GET", `/listings/${id}`)).status).toBe(410);
    expect((await call("DELETE", `/listings/${id}`, asha.token)).status).toBe(404);
  });
});

describe("POST /api/v1/listings/{id}/phone", () => {
  it("shows the number only when the seller allowed it, and counts each reveal", async () => {
    const shown = await insertListing(database.db, { title: "Shown", userId: asha.userId });
    await database.db.update(listings).set({ showPhone: true }).where(eq(listings.id, shown));
    const hidden = await insertListing(database.db, { title: "Hidden", userId: asha.userId });

    const res = await call("POST", `/listings/${shown}/phone`, ravi.token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ phone: "+919800000001" });
    await call("POST", `/listings/${shown}/phone`, ravi.token);
    expect((await row(shown))?.phoneRevealsCount).toBe(2);

    const refused = await call("POST", `/listings/${hidden}/phone`, ravi.token);
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.message).toBe("The seller prefers to be contacted by message.");
    expect((await row(hidden))?.phoneRevealsCount).toBe(0);
    // The seller sees their own number without counting.
    expect((await call("POST", `/listings/${hidden}/phone`, asha.token)).status).toBe(200);
    expect((await row(hidden))?.phoneRevealsCount).toBe(0);

    await database.db.update(listings).set({ status: "sold" }).where(eq(listings.id, shown));
    expect((await call("POST", `/listings/${shown}/phone`, ravi.token)).status).toBe(409);
    expect((await call("POST", "/listings/424242/phone", ravi.token)).status).toBe(404);
  });

  it("answers an ad only its seller sees (inactive, held, removed) exactly as an ad that does not exist", async () => {
    // Issue 25 §7: the seller's choice to hide their number must not tell anyone that a hidden ad is there.
    const missing = await call("POST", "/listings/424242/phone", ravi.token);
    expect(missing.status).toBe(404);
    const notFound = await missing.json();
    for (const status of ["inactive", "pending", "removed"] as const) {
      for (const showPhone of [false, true]) {
        const id = await insertListing(database.db, { title: `${status} ${showPhone}`, userId: asha.userId });
        await database.db.update(listings).set({ status, showPhone }).where(eq(listings.id, id));
        const res = await call("POST", `/listings/${id}/phone`, ravi.token);
        expect(res.status, `${status}, number shown: ${showPhone}`).toBe(404);
        expect(await res.json()).toEqual(notFound);
        expect((await row(id))?.phoneRevealsCount).toBe(0);
      }
    }
  });

  it("limits each user to 30 reveals an hour", async () => {
    const id = await insertListing(database.db, { title: "Shown", userId: asha.userId });
    await database.db.update(listings).set({ showPhone: true }).where(eq(listings.id, id));
    for (let i = 0; i < 30; i++)
      expect((await call("POST", `/listings/${id}/phone`, ravi.token)).status).toBe(200);
    const limited = await call("POST", `/listings/${id}/phone`, ravi.token);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await row(id))?.phoneRevealsCount).toBe(30);
  });
});

describe("OpenAPI", () => {
  it("documents the owner endpoints", async () => {
    const doc = await (await call("GET", "/openapi.json")).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/me/listings",
        "/listings/{id}/status",
        "/listings/{id}/renew",
        "/listings/{id}/phone",
        "/me/favorites",
        "/me/favorites/{listingId}",
      ]),
    );
    expect(doc.paths["/listings/{id}"].delete).toBeDefined();
  });
});

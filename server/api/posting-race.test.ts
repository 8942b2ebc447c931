import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { insertListing } from "~/domain/listings/listing-fixtures.test-helper";
import { jpeg } from "~/domain/media/test-images.test-helper";
import { authClient } from "~/tests/support/auth-requests";
import { createTestApp, type TestContext } from "~/tests/support/test-app";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";

/**
 * Two posts sent at once (a double tap, two tabs, a script) are taken one after the other: the daily limit and the
 * duplicate check hold for the second too. On PostgreSQL they really run side by side on two connections.
 */

let database: Database;
let t: TestContext;
let seller: { token: string; userId: string };

beforeAll(async () => {
  database = await getTestDatabase();
  t = await createTestApp(database, { env: { POSTS_PER_DAY: "2" }, rateLimitScale: 100 });
});
afterAll(() => t.close());
beforeEach(async () => {
  await resetDatabase(database);
  seller = await authClient(t).signUp({ name: "Ravi", email: "ravi@example.in", phone: "+919812345678" });
});

async function photo(): Promise<string> {
  const form = new FormData();
  form.append("photo", new File([new Uint8Array(await jpeg())], "p.jpg", { type: "image/jpeg" }));
  const res = await t.app.request(t.url("/api/v1/photos"), {
    method: "POST",
    headers: { authorization: `Bearer ${seller.token}` },
    body: form,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { photo: { storageKey: string } }).photo.storageKey;
}

const post = (title: string, photoKey: string) =>
  t.app.request(t.url("/api/v1/listings"), {
    method: "POST",
    headers: { authorization: `Bearer ${seller.token}`, "content-type": "application/json" },
    body: JSON.stringify({
      category: "furniture",
      subcategory: "sofa-dining",
      title,
      description: "Three-seater fabric sofa, two years old.",
      price: 12000,
      photos: [photoKey],
      city: "Mumbai",
      sellerName: "Ravi",
      sellerPhone: "98123 45678",
    }),
  });

describe("two posts at once", () => {
  it("keep to the daily limit: the last free place goes to one of them", async () => {
    await insertListing(database.db, { title: "Earlier ad today", userId: seller.userId });
    const [a, b] = [await photo(), await photo()];
    const answers = await Promise.all([post("Grey sofa", a), post("Teak dining table", b)]);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 429]);
  });

  it("of the same ad make one ad: the other is told it already exists", async () => {
    const [a, b] = [await photo(), await photo()];
    const answers = await Promise.all([post("Grey sofa", a), post("Grey sofa", b)]);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
  });
});

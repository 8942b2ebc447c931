import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { reports } from "~/db/schema";
import { insertListing } from "~/domain/listings/listing-fixtures.test-helper";
import { authClient } from "~/tests/support/auth-requests";
import { createTestApp, type TestContext } from "~/tests/support/test-app";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";

/** POST /api/v1/reports: a member reports someone else's ad once; every refusal is a 4xx JSON error. */

let database: Database;
let t: TestContext;
let seller: { token: string; userId: string };
let buyer: { token: string; userId: string };
let listingId: number;

beforeEach(async () => {
  database = await getTestDatabase();
  await resetDatabase(database);
  t = await createTestApp(database);
  const auth = authClient(t);
  seller = await auth.signUp({ name: "Ravi Seller", email: "ravi@example.in", phone: "+919812345678" });
  buyer = await auth.signUp({ name: "Asha Buyer", email: "asha@example.in", phone: "+919876543210" });
  listingId = await insertListing(database.db, { title: "iPhone 13, 128 GB", userId: seller.userId });
});
afterEach(() => t.close());

// biome-ignore lint/suspicious/noExplicitAny: JSON bodies of many shapes, read field by field in assertions.
type Json = any;

async function report(body: unknown, options: { token?: string; raw?: string; type?: string } = {}) {
  const headers: Record<string, string> = { "content-type": options.type ?? "application/json" };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const res = await t.app.request(t.url("/api/v1/reports"), {
    method: "POST",
    headers,
    body: options.raw ?? JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Json };
}

describe("POST /api/v1/reports", () => {
  it("takes a member's report of someone else's ad: 201 with the acknowledgement, stored open", async () => {
    const res = await report(
      { listingId, reason: "Fraud or scam", details: "Wants an advance by UPI" },
      { token: buyer.token },
    );
    expect(res).toEqual({
      status: 201,
      body: { acknowledged: "Thanks — our team will review it", alreadyReported: false },
    });
    expect(await database.db.select().from(reports)).toMatchObject([
      {
        listingId,
        reporterId: buyer.userId,
        reason: "Fraud or scam",
        details: "Wants an advance by UPI",
        status: "open",
      },
    ]);
  });

  it("answers a second report of the same ad with the same acknowledgement (200) and stores nothing new", async () => {
    await report({ listingId, reason: "Duplicate ad" }, { token: buyer.token });
    const again = await report(
      { listingId, reason: "Other", details: "Still there" },
      { token: buyer.token },
    );
    expect(again).toEqual({
      status: 200,
      body: { acknowledged: "Thanks — our team will review it", alreadyReported: true },
    });
    expect(await database.db.select().from(reports)).toMatchObject([{ reason: "Duplicate ad" }]);
  });

  it("is 401 signed out, 403 for one's own ad, 404 for no such ad", async () => {
    const out = await report({ listingId, reason: "Fraud or scam" });
    expect(out.status).toBe(401);
    expect(out.body).toEqual({ error: { code: "UNAUTHENTICATED", message: expect.any(String) } });
    expect(await report({ listingId, reason: "Fraud or scam" }, { token: seller.token })).toEqual({
      status: 403,
      body: { error: { code: "FORBIDDEN", message: "You cannot report your own ad." } },
    });
    expect(await report({ listingId: 987654, reason: "Fraud or scam" }, { token: buyer.token })).toEqual({
      status: 404,
      body: { error: { code: "NOT_FOUND", message: "Product not found." } },
    });
    expect(await database.db.select().from(reports)).toEqual([]);
  });

  it("refuses bad input with a 4xx JSON error naming the field, never a 5xx", async () => {
    const bad: [unknown, number, Record<string, string>?][] = [
      [{ listingId, reason: "Because" }, 422, { reason: "Please choose a reason." }],
      [{ listingId }, 422, { reason: "Please choose a reason." }],
      [{ listingId, reason: "Other" }, 422, { details: "Please tell us what is wrong with it." }],
      [
        { listingId, reason: "Other", details: "x".repeat(501) },
        422,
        { details: "Details can be at most 500 characters." },
      ],
      [{ reason: "Fraud or scam" }, 422, { listingId: "Please give the id of the ad." }],
      [{ listingId: "abc", reason: "Fraud or scam" }, 422],
      [{ listingId: -3, reason: "Fraud or scam" }, 422],
      [[], 422],
      [null, 422],
    ];
    for (const [body, status, fields] of bad) {
      const res = await report(body, { token: buyer.token });
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.error, JSON.stringify(body)).toMatchObject({
        code: "VALIDATION",
        message: expect.any(String),
      });
      if (fields) expect(res.body.error.fields).toEqual(fields);
    }
    expect((await report(undefined, { token: buyer.token, raw: "{not json" })).status).toBe(400);
    expect(
      (await report(undefined, { token: buyer.token, raw: "reason=Other", type: "text/plain" })).status,
    ).toBe(415);
    expect(await database.db.select().from(reports)).toEqual([]);
  });

  it("is in the OpenAPI document, signed in, with its answers", async () => {
    const doc = await (await t.app.request(t.url("/api/v1/openapi.json"))).json();
    const op = doc.paths["/reports"]?.post;
    expect(op).toBeDefined();
    expect(op.security).toEqual(expect.arrayContaining([{ bearer: [] }]));
    expect(Object.keys(op.responses)).toEqual(
      expect.arrayContaining(["200", "201", "401", "403", "404", "422"]),
    );
    expect(doc.components.schemas.ReportInput.properties.reason.enum).toContain("Already sold");
  });
});

import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateVapidKeys, webPushSender } from "~/adapters/push/web-push-sender";
import type { Database } from "~/db/client.server";
import { users } from "~/db/schema";
import { insertListing } from "~/domain/listings/listing-fixtures.test-helper";
import { authClient } from "~/tests/support/auth-requests";
import {
  hostileJson,
  hostileObject,
  hostileSeed,
  hostileText,
  KB100,
  MB1,
} from "~/tests/support/hostile-input";
import { createTestApp, type TestContext } from "~/tests/support/test-app";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";

/**
 * Issue 25 §8: every /api/v1 operation of the OpenAPI document (so a new one is covered the day it is added), called
 * by a visitor, a member and an admin with hostile path parameters, queries and bodies, never answers a 5xx, and
 * every 4xx is the API's `{ error: { code, message } }`.
 */

interface Operation {
  method: string;
  path: string;
  query: string[];
  json: string[] | undefined;
  multipart: string[] | undefined;
}

let database: Database;
let t: TestContext;
let operations: Operation[];
let ids: Record<string, string>;
let tokens: (string | undefined)[];

beforeAll(async () => {
  database = await getTestDatabase();
  await resetDatabase(database);
  t = await createTestApp(database, { rateLimitScale: 10_000, env: { ADMIN_EMAILS: "admin@example.in" } });
  t.services.push = webPushSender({ ...generateVapidKeys(), subject: "mailto:support@mandi.local" });
  const auth = authClient(t);
  const seller = await auth.signUp({ name: "Ravi Seller", email: "ravi@example.in", phone: "+919812345678" });
  const buyer = await auth.signUp({ name: "Asha Buyer", email: "asha@example.in", phone: "+919876543210" });
  const admin = await auth.signUp({ name: "Admin", email: "admin@example.in", phone: "+919800000011" });
  await database.db
    .update(users)
    .set({ emailVerified: true, emailConfirmedAt: new Date() })
    .where(eq(users.id, admin.userId));
  const listingId = await insertListing(database.db, { title: "Steel almirah", userId: seller.userId });
  const started = await call("POST", "/conversations", buyer.token, {
    listingId,
    subject: "Almirah",
    body: "Is it still available?",
  });
  const conversationId = String((started.body as { conversationId?: number }).conversationId ?? 1);
  ids = { id: String(listingId), listingId: String(listingId), conversationId, userId: seller.userId };
  tokens = [undefined, buyer.token, seller.token, admin.token];
  operations = operationsOf((await call("GET", "/openapi.json")).body as OpenApiDocument);
}, 180_000);
afterAll(() => t?.close());

async function call(method: string, path: string, token?: string, json?: unknown, form?: FormData) {
  const res = await t.app.request(t.url(`/api/v1${path}`), {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(json === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(json !== undefined ? { body: JSON.stringify(json) } : form ? { body: form } : {}),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: checked below for the statuses where it matters.
  }
  return { status: res.status, type: res.headers.get("content-type") ?? "", body };
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string }[];
        requestBody?: { content: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
      }
    >
  >;
}

function operationsOf(doc: OpenApiDocument): Operation[] {
  const found: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const content = op.requestBody?.content ?? {};
      const keys = (type: string) => {
        const schema = content[type]?.schema;
        return schema ? Object.keys(schema.properties ?? {}) : undefined;
      };
      found.push({
        method: method.toUpperCase(),
        path,
        query: (op.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name),
        json: keys("application/json"),
        multipart: keys("multipart/form-data"),
      });
    }
  }
  return found;
}

/** A path parameter: the seeded thing's id (to get past "not found" into validation) or anything at all. */
const pathValue = (name: string) =>
  fc.oneof(
    fc.constant(ids[name] ?? "1"),
    fc.constantFrom("0", "-1", "99999999999999999999", "1.5"),
    hostileText,
  );

function request(op: Operation) {
  const params = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? "");
  return fc.record({
    token: fc.constantFrom(...tokens),
    params: fc.tuple(...params.map(pathValue)),
    query: fc.dictionary(fc.constantFrom(...op.query, "q"), hostileText, { maxKeys: op.query.length + 1 }),
    json: op.json
      ? fc.oneof({ weight: 3, arbitrary: hostileObject(op.json) }, hostileJson)
      : fc.constant(undefined),
    multipart: op.multipart
      ? fc.dictionary(fc.constantFrom(...op.multipart, "x"), fc.oneof(hostileText, fc.constant(null)), {
          maxKeys: 4,
        })
      : fc.constant(undefined),
  });
}

function pathOf(op: Operation, params: string[]): string {
  let i = 0;
  return op.path.replace(/\{\w+\}/g, () => encode(params[i++] ?? ""));
}

/** A lone surrogate has no UTF-8: sent as the bytes a careless client would make of it. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return "%ED%A0%80";
  }
}

function expectAnswered(op: Operation, got: Awaited<ReturnType<typeof call>>, what: string) {
  expect(
    got.status,
    `${op.method} ${op.path} ${what}: ${JSON.stringify(got.body).slice(0, 300)}`,
  ).toBeLessThan(500);
  // The one 4xx documented with another body: a seller's own deleted ad is 410 with the ad (status `removed`).
  const ownDeletedAd =
    op.method === "GET" &&
    op.path === "/listings/{id}" &&
    got.status === 410 &&
    "listing" in Object(got.body);
  if (got.status >= 400 && !ownDeletedAd) {
    const error = (got.body as { error?: { code?: unknown; message?: unknown } }).error;
    const shape = `${op.method} ${op.path} ${what}: error shape of ${got.status} ${JSON.stringify(got.body).slice(0, 200)}`;
    expect(typeof error?.code, shape).toBe("string");
    expect(typeof error?.message, shape).toBe("string");
  }
}

describe("the JSON API under hostile input", () => {
  it("finds the operations in the OpenAPI document", () => {
    expect(operations.length).toBeGreaterThan(40);
    expect(operations.filter((op) => op.json).length).toBeGreaterThan(10);
  });

  it("never answers 5xx, and answers every 4xx in the error shape", async () => {
    const seed = hostileSeed();
    const arbitrary = fc.constantFrom(...operations).chain((op) => fc.tuple(fc.constant(op), request(op)));
    await fc.assert(
      fc.asyncProperty(arbitrary, async ([op, r]) => {
        const search = new URLSearchParams(r.query as Record<string, string>).toString();
        let form: FormData | undefined;
        if (r.multipart) {
          form = new FormData();
          for (const [name, value] of Object.entries(r.multipart)) {
            form.append(
              name,
              value === null ? new Blob([new Uint8Array([0xff, 0xd8, 0x00])], { type: "image/jpeg" }) : value,
            );
          }
        }
        const path = `${pathOf(op, r.params as string[])}${search ? `?${search}` : ""}`;
        const got = await call(op.method, path, r.token, op.method === "GET" ? undefined : r.json, form);
        expectAnswered(op, got, JSON.stringify(r).slice(0, 200));
      }),
      { seed, numRuns: 300 },
    );
  }, 120_000);

  it("answers bodies of 100 kB and 1 MB, and bodies of the wrong type, on every operation that takes one", async () => {
    const token = tokens[1];
    for (const op of operations.filter((o) => o.json)) {
      const path = pathOf(
        op,
        op.path.includes("{") ? [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => ids[m[1] ?? ""] ?? "1") : [],
      );
      for (const body of [
        KB100,
        MB1,
        [],
        7,
        null,
        Object.fromEntries((op.json ?? []).map((k) => [k, KB100])),
      ]) {
        expectAnswered(
          op,
          await call(op.method, path, token, body),
          `body ${JSON.stringify(body).slice(0, 20)}`,
        );
      }
    }
  }, 120_000);
});

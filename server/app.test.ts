import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { createTestApp, type TestContext } from "~/tests/support/test-app";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";

let database: Database;
let t: TestContext;

beforeAll(async () => {
  database = await getTestDatabase();
  t = await createTestApp(database, { pages: true });
});
afterAll(() => t.close());
beforeEach(() => resetDatabase(database));

describe("the HTTP front door", () => {
  it("reports a healthy database on /healthz", async () => {
    const res = await t.app.request(t.url("/healthz"));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", database: "ok" });
  });

  it("sends a Content-Security-Policy with a per-response script nonce that the page uses", async () => {
    const res = await t.app.request(t.url("/about"));
    expect(res.status).toBe(200);
    const csp = res.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("object-src 'none'");
    const html = await res.text();
    expect(html).toContain(`nonce="${nonce}"`);
  });

  it("answers unknown API paths with the JSON error shape, not a page", async () => {
    const res = await t.app.request(t.url("/api/v1/nope"));
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { code: "NOT_FOUND" } });
  });

  it("publishes an OpenAPI 3.1 document and a reference page", async () => {
    const doc = await (await t.app.request(t.url("/api/v1/openapi.json"))).json();
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths)).toContain("/categories");
    const page = await t.app.request(t.url("/api/v1/docs"));
    expect(await page.text()).toContain("Mandi API reference");
  });

  it("exposes the dev outbox on a local run", async () => {
    await t.services.sms.send("+919876543210", "Your Mandi code is 123456");
    const res = await t.app.request(t.url("/api/dev/outbox"));
    const entries = await res.json();
    expect(entries.at(-1)).toMatchObject({ channel: "sms", to: "+919876543210" });
    expect(entries.at(-1).body).toMatch(/\b\d{6}\b/);
  });
});

describe("a public deployment", () => {
  it("never mounts the dev outbox", async () => {
    const pub = await createTestApp(database, {
      env: {
        PUBLIC_URL: "https://mandi.example",
        AUTH_SECRET: "x".repeat(40),
        SMTP_URL: "smtp://127.0.0.1:2525",
        SMS_GATEWAY_URL: "http://127.0.0.1:9/sms",
        SMS_API_KEY: "key",
      },
    });
    try {
      const res = await pub.app.request("https://mandi.example/api/dev/outbox");
      expect(res.status).toBe(404);
    } finally {
      await pub.close();
    }
  });
});

describe("compression", () => {
  it("gzips pages and API answers for clients that accept it", async () => {
    const page = await t.app.request(t.url("/about"), { headers: { "Accept-Encoding": "gzip" } });
    expect(page.headers.get("content-encoding")).toBe("gzip");
    const api = await t.app.request(t.url("/api/v1/categories"), { headers: { "Accept-Encoding": "gzip" } });
    expect(api.headers.get("content-encoding")).toBe("gzip");
    const plain = await t.app.request(t.url("/about"));
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toContain("<h1");
  });
});

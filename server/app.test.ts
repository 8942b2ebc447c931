import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { authClient } from "~/tests/support/auth-requests";
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

  it("exposes the dev outbox on a local run: the codes Mandi texts, newest last, as 6 digits", async () => {
    const auth = authClient(t);
    for (const phone of ["+919876543210", "+919812345678"]) {
      expect((await auth.post("/phone-number/send-otp", { phoneNumber: phone })).status).toBe(200);
    }
    const res = await t.app.request(t.url("/api/dev/outbox"));
    const entries: { channel: string; to: string; body: string }[] = await res.json();
    expect(entries.map((e) => [e.channel, e.to])).toEqual([
      ["sms", "+919876543210"],
      ["sms", "+919812345678"],
    ]);
    // The code in the message is the one that signs in: the outbox shows what a phone would have received.
    const code = /\b(\d{6})\b/.exec(entries.at(-1)?.body ?? "")?.[1] ?? "";
    const signedIn = await auth.post("/phone-number/verify", { phoneNumber: "+919812345678", code });
    expect(signedIn.status).toBe(200);
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

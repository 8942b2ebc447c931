import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { authClient } from "~/tests/support/auth-requests";
import { createTestApp, type TestContext } from "~/tests/support/test-app";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";

/**
 * Issue 25 §7: what a member was shown does not stay in a shared phone's cache after they sign out, and the page's
 * scripts may open a socket to Mandi itself only.
 */

let database: Database;
let t: TestContext;

beforeEach(async () => {
  database = await getTestDatabase();
  await resetDatabase(database);
});
afterEach(() => t?.close());

const connectSrc = (res: Response) =>
  /(?:^|;)\s*connect-src ([^;]*)/.exec(res.headers.get("content-security-policy") ?? "")?.[1]?.split(/\s+/);

describe("a member's API answers", () => {
  it("are never stored by a cache, whether the member came by token or by cookie", async () => {
    t = await createTestApp(database);
    const member = await authClient(t).signUp({ email: "asha@example.in", phone: "+919876543210" });
    const byToken = await t.app.request(t.url("/api/v1/me/counts"), {
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(byToken.status).toBe(200);
    expect(byToken.headers.get("cache-control")).toBe("no-store");
    const refused = await t.app.request(t.url("/api/v1/me/counts"), {
      headers: { authorization: "Bearer not-a-session" },
    });
    expect(refused.status).toBe(401);
    expect(refused.headers.get("cache-control")).toBe("no-store");
    const byCookie = await t.app.request(t.url("/api/v1/me/favorites"), {
      headers: { cookie: `mandi.session_token=${member.token}` },
    });
    expect(byCookie.headers.get("cache-control")).toBe("no-store");
  });
});

describe("the Content-Security-Policy's connect-src", () => {
  it("allows sockets to Mandi's own origin only, on a local run", async () => {
    t = await createTestApp(database);
    const res = await t.app.request("http://192.168.1.20:3000/healthz");
    const sources = connectSrc(res);
    expect(sources).toEqual(["'self'", "ws://192.168.1.20:3000"]);
  });

  it("allows wss to PUBLIC_URL's host on a public deployment, whatever the request's Host", async () => {
    t = await createTestApp(database, {
      env: {
        PUBLIC_URL: "https://mandi.example",
        AUTH_SECRET: "x".repeat(40),
        SMTP_URL: "smtp://mail.example:25",
        SMS_GATEWAY_URL: "https://sms.example/send",
        SMS_API_KEY: "key",
      },
    });
    const res = await t.app.request("http://10.0.0.5:3000/healthz", { headers: { host: "evil.example" } });
    expect(connectSrc(res)).toEqual(["'self'", "wss://mandi.example"]);
  });
});

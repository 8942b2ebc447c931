import { Hono } from "hono";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { authClient } from "~/tests/support/auth-requests";
import { createTestApp, type TestContext } from "~/tests/support/test-app";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";
import { parseTrustProxy } from "./client-ip";
import { publicOrigin, publicRequest } from "./public-request";

// Mandi behind the README's reverse proxy: the proxy on the same machine (the in-process requests here come from
// 127.0.0.1) appends the address it saw to whatever X-Forwarded-For the client sent.
describe("per-IP limits behind a proxy (TRUST_PROXY=true)", () => {
  let database: Database;
  let t: TestContext;
  let auth: ReturnType<typeof authClient>;

  beforeAll(async () => {
    database = await getTestDatabase();
    // Tight limits: 2 sign-ins and 2 code sends per client address.
    t = await createTestApp(database, { env: { TRUST_PROXY: "true" }, rateLimitScale: 0.1 });
    auth = authClient(t);
  });
  afterAll(() => t.close());
  beforeEach(() => resetDatabase(database));

  const spoofed = (i: number, realClient = "203.0.113.50") => ({
    "x-forwarded-for": `198.51.100.${i}, ${realClient}`,
  });

  it("does not let a rotating X-Forwarded-For bypass the sign-in limit", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const body = { email: `p${i}@example.in`, password: "whatever-123" };
      statuses.push((await auth.post("/sign-in/email", body, spoofed(i))).status);
    }
    expect(statuses).toEqual([401, 401, 429]);
    // Someone else behind the same proxy is not affected.
    const other = await auth.post(
      "/sign-in/email",
      { email: "q@example.in", password: "whatever-123" },
      spoofed(9, "203.0.113.51"),
    );
    expect(other.status).toBe(401);
  });

  it("does not let a rotating X-Forwarded-For bypass the limit on paid SMS sends", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const phoneNumber = `+9198765400${String(i).padStart(2, "0")}`;
      statuses.push((await auth.post("/phone-number/send-otp", { phoneNumber }, spoofed(i))).status);
    }
    expect(statuses).toEqual([200, 200, 429]);
    expect(t.outbox.list().filter((e) => e.channel === "sms")).toHaveLength(2);
  });

  it("counts an IPv6 client by its /64, so rotating through its own addresses does not help", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const body = { email: `v6-${i}@example.in`, password: "whatever-123" };
      const headers = { "x-forwarded-for": `2001:db8:77:1::${(i + 1).toString(16)}` };
      statuses.push((await auth.post("/sign-in/email", body, headers)).status);
    }
    expect(statuses).toEqual([401, 401, 429]);
  });
});

describe("the request URL behind a TLS-terminating proxy", () => {
  const off = parseTrustProxy("false");
  const loopback = parseTrustProxy("loopback");
  const forwarded = new Headers({ "x-forwarded-proto": "https", "x-forwarded-host": "mandi.example" });

  it("is PUBLIC_URL's origin when it is set, whatever the headers say", () => {
    const config = { publicOrigin: "https://mandi.example", trustProxy: off };
    const evil = new Headers({ "x-forwarded-proto": "http", "x-forwarded-host": "evil.example" });
    expect(publicOrigin(config, evil, "203.0.113.9")).toBe("https://mandi.example");
  });

  it("follows X-Forwarded-Proto and -Host only from a proxy TRUST_PROXY names", () => {
    expect(publicOrigin({ publicOrigin: undefined, trustProxy: loopback }, forwarded, "127.0.0.1")).toBe(
      "https://mandi.example",
    );
    expect(publicOrigin({ publicOrigin: undefined, trustProxy: loopback }, forwarded, "203.0.113.9")).toBe(
      undefined,
    );
    expect(publicOrigin({ publicOrigin: undefined, trustProxy: off }, forwarded, "127.0.0.1")).toBe(
      undefined,
    );
    const odd = new Headers({ "x-forwarded-proto": "https", "x-forwarded-host": "mandi.example/@evil" });
    expect(publicOrigin({ publicOrigin: undefined, trustProxy: loopback }, odd, "127.0.0.1")).toBe(undefined);
  });

  function appBehind(origin: string | undefined, secureCookies: boolean) {
    const app = new Hono();
    app.use(publicRequest({ origin: () => origin, secureCookies }));
    app.post("*", async (c) => {
      c.header("set-cookie", "mandi_toast=hi; Path=/; SameSite=Lax; HttpOnly", { append: true });
      c.header("set-cookie", "__Secure-mandi.session_token=t; Path=/; Secure; HttpOnly", { append: true });
      return c.json({ url: c.req.raw.url, body: await c.req.text() });
    });
    return app;
  }

  it("rebuilds the request on the public origin, body and all, before anything else sees it", async () => {
    const res = await appBehind("https://mandi.example", true).request(
      "http://127.0.0.1:3000/login?next=%2Fsell",
      {
        method: "POST",
        headers: { origin: "https://mandi.example", "content-type": "application/x-www-form-urlencoded" },
        body: "email=a%40b.in",
      },
    );
    expect(await res.json()).toEqual({
      url: "https://mandi.example/login?next=%2Fsell",
      body: "email=a%40b.in",
    });
  });

  it("marks every cookie Secure on a public deployment, and leaves them alone on a local run", async () => {
    const init = { method: "POST", body: "" };
    const pub = await appBehind("https://mandi.example", true).request("http://127.0.0.1:3000/x", init);
    expect(pub.headers.getSetCookie()).toEqual([
      "mandi_toast=hi; Path=/; SameSite=Lax; HttpOnly; Secure",
      "__Secure-mandi.session_token=t; Path=/; Secure; HttpOnly",
    ]);
    const local = await appBehind(undefined, false).request("http://localhost:3000/x", init);
    expect(local.headers.getSetCookie()[0]).toBe("mandi_toast=hi; Path=/; SameSite=Lax; HttpOnly");
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Database } from "~/db/client.server";
import { sessions } from "~/db/schema";
import { authClient } from "~/tests/support/auth-requests";
import { createTestApp, type TestContext } from "~/tests/support/test-app";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";

let database: Database;
let t: TestContext;

const SECRET = "a-session-secret-that-outlives-restarts-0123456789";

beforeEach(async () => {
  database = await getTestDatabase();
  await resetDatabase(database);
  t = await createTestApp(database, { env: { AUTH_SECRET: SECRET } });
});
afterEach(async () => {
  vi.useRealTimers();
  await t.close();
});

const sessionCookie = (res: { headers: Headers }) =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith("mandi.session_token="))
    ?.split(";")[0];

describe("sessions", () => {
  it("are stored in the database and survive a restart of the server", async () => {
    const auth = authClient(t);
    await auth.signUp({ email: "asha@example.in", phone: "+919876543210", password: "monsoon-chai-1987" });
    const signedIn = await auth.post("/sign-in/email", {
      email: "asha@example.in",
      password: "monsoon-chai-1987",
    });
    const cookie = sessionCookie(signedIn) ?? "";
    expect(await database.db.select().from(sessions)).toHaveLength(2);

    // A restart reads the same secret (AUTH_SECRET, or the one kept in DATA_DIR) and the same database.
    await t.close();
    t = await createTestApp(database, { env: { AUTH_SECRET: SECRET } });
    const me = await t.app.request(t.url("/api/v1/me"), { headers: { cookie } });
    expect(me.status).toBe(200);
    expect((await me.json()).user.email).toBe("asha@example.in");
  });

  it("last 30 days and slide forward once a day while used", async () => {
    const auth = authClient(t);
    await auth.signUp({ email: "asha@example.in", phone: "+919876543210", password: "monsoon-chai-1987" });
    const signedIn = await auth.post("/sign-in/email", {
      email: "asha@example.in",
      password: "monsoon-chai-1987",
    });
    const cookie = sessionCookie(signedIn) ?? "";
    expect(signedIn.headers.get("set-cookie")).toContain("Max-Age=2592000");
    const token = String(signedIn.body.token);
    const expiry = async () => {
      const rows = await database.db.select().from(sessions);
      return rows.find((s) => s.token === token)?.expiresAt.getTime() ?? 0;
    };
    const first = await expiry();
    expect(first - Date.now()).toBeGreaterThan(29 * 86_400_000);

    const later = Date.now() + 2 * 86_400_000;
    vi.useFakeTimers({ toFake: ["Date"], now: later });
    const res = await t.app.request(t.url("/api/auth/get-session"), { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(sessionCookie(res)).toBeTruthy();
    expect(await expiry()).toBeGreaterThan(later + 29 * 86_400_000);

    vi.setSystemTime(later + 31 * 86_400_000);
    const expired = await t.app.request(t.url("/api/v1/me"), { headers: { cookie } });
    expect(expired.status).toBe(401);
  });

  it("use Secure cookies on a public (https) deployment", async () => {
    await t.close();
    t = await createTestApp(database, {
      env: {
        PUBLIC_URL: "https://mandi.example",
        AUTH_SECRET: SECRET,
        SMTP_URL: "smtp://127.0.0.1:2525",
        SMS_GATEWAY_URL: "http://127.0.0.1:9/sms",
        SMS_API_KEY: "key",
      },
    });
    const auth = authClient(t);
    expect(auth.origin).toBe("https://mandi.example");
    await auth.signUp({ email: "asha@example.in", phone: "+919876543210", password: "monsoon-chai-1987" });
    const res = await auth.post("/sign-in/email", {
      email: "asha@example.in",
      password: "monsoon-chai-1987",
    });
    const cookie = res.headers.getSetCookie().find((c) => c.includes("session_token="));
    expect(cookie).toMatch(/^__Secure-mandi\.session_token=/);
    expect(cookie).toContain("Secure");
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { accounts, users } from "~/db/schema";
import { authClient } from "~/tests/support/auth-requests";
import { signInAtProvider } from "~/tests/support/oidc-browser";
import { type StandInGoogle, startOidcProvider } from "~/tests/support/oidc-provider";
import { createTestApp, type TestContext } from "~/tests/support/test-app";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";

// Google's redirect flow (state, PKCE, ID token) against a local OpenID provider, never the internet.
let database: Database;
let t: TestContext;
let google: StandInGoogle;
const PUBLIC_URL = "http://localhost:3000";

beforeAll(async () => {
  database = await getTestDatabase();
  google = await startOidcProvider({ port: 0, redirectUri: `${PUBLIC_URL}/api/auth/callback/google` });
  t = await createTestApp(database, {
    env: {
      PUBLIC_URL,
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_CLIENT_SECRET: google.clientSecret,
      GOOGLE_ISSUER: google.issuer,
      ADMIN_EMAILS: "boss@gmail.example",
    },
  });
});
afterAll(async () => {
  await t.close();
  await google.close();
});
beforeEach(() => resetDatabase(database));

/** Starts at Mandi, signs in at the provider, comes back: returns Mandi's final answer to the callback. */
async function googleSignIn(account: { email: string; verified: boolean }) {
  const start = await authClient(t).post("/sign-in/social", {
    provider: "google",
    callbackURL: "/login?notice=google",
    errorCallbackURL: "/login?notice=google-failed",
  });
  expect(start.status).toBe(200);
  const authorize = new URL(start.body.url);
  expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
  expect(authorize.searchParams.get("state")).toBeTruthy();
  const stateCookie = start.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const back = await signInAtProvider(start.body.url, `${PUBLIC_URL}/api/auth/callback/google`, account);
  return t.app.request(back, { headers: { cookie: stateCookie } });
}

describe("Sign in with Google", () => {
  it("creates an account for a new Google user and signs them in", async () => {
    const res = await googleSignIn({ email: "priya.sharma@gmail.example", verified: true });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/login?notice=google");
    expect(res.headers.get("set-cookie")).toContain("mandi.session_token=");
    const [user] = await database.db.select().from(users);
    expect(user).toMatchObject({
      email: "priya.sharma@gmail.example",
      emailVerified: true,
      name: "Priya Sharma",
    });
  });

  it("links Google to an existing account whose e-mail both sides have verified", async () => {
    const { userId } = await authClient(t).signUp({ email: "asha@example.in", phone: "+919876543210" });
    await database.db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
    const res = await googleSignIn({ email: "asha@example.in", verified: true });
    expect(res.headers.get("location")).toBe("/login?notice=google");
    const linked = await database.db.select().from(accounts).where(eq(accounts.userId, userId));
    expect(linked.map((a) => a.providerId).sort()).toEqual(["credential", "google"]);
    expect(await database.db.select().from(users)).toHaveLength(1);
  });

  it("refuses to link when Google does not vouch for the e-mail", async () => {
    const { userId } = await authClient(t).signUp({ email: "asha@example.in", phone: "+919812345678" });
    await database.db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
    const res = await googleSignIn({ email: "asha@example.in", verified: false });
    expect(res.headers.get("location")).toMatch(/^\/login\?notice=google-failed&error=account_not_linked/);
    expect(res.headers.get("set-cookie") ?? "").not.toContain("mandi.session_token=");
    const linked = await database.db.select().from(accounts).where(eq(accounts.userId, userId));
    expect(linked.map((a) => a.providerId)).toEqual(["credential"]);
  });

  it("makes no admin on Google's word: an ADMIN_EMAILS address moderates once a Mandi link confirms it", async () => {
    const seesModeration = async (res: Response) => {
      const cookie = /mandi\.session_token=[^;]+/.exec(res.headers.get("set-cookie") ?? "")?.[0] ?? "";
      return (await t.app.request(t.url("/api/v1/admin/queue"), { headers: { cookie } })).status === 200;
    };
    const byGoogle = await googleSignIn({ email: "boss@gmail.example", verified: true });
    expect(await seesModeration(byGoogle)).toBe(false);

    // The e-mailed reset link is Mandi's proof; Google's link goes with the rest and comes back on the next sign-in.
    const auth = authClient(t);
    await auth.post("/request-password-reset", {
      email: "boss@gmail.example",
      redirectTo: "/login?mode=reset",
    });
    const mail = t.outbox.list().findLast((e) => e.channel === "email" && e.to === "boss@gmail.example");
    const token = /reset-password\/([^?\s]+)/.exec(mail?.body ?? "")?.[1];
    expect((await auth.post("/reset-password", { token, newPassword: "boss-owns-this-1987" })).status).toBe(
      200,
    );
    const byPassword = await t.app.request(t.url("/api/auth/sign-in/email"), {
      method: "POST",
      headers: { "content-type": "application/json", origin: auth.origin },
      body: JSON.stringify({ email: "boss@gmail.example", password: "boss-owns-this-1987" }),
    });
    expect(await seesModeration(byPassword)).toBe(true);
    expect(await seesModeration(await googleSignIn({ email: "boss@gmail.example", verified: true }))).toBe(
      true,
    );
  });

  it("refuses a callback whose state this browser did not start", async () => {
    const start = await authClient(t).post("/sign-in/social", {
      provider: "google",
      callbackURL: "/",
      errorCallbackURL: "/login?notice=google-failed",
    });
    const back = await signInAtProvider(start.body.url, `${PUBLIC_URL}/api/auth/callback/google`, {
      email: "mallory@example.in",
      verified: true,
    });
    const res = await t.app.request(back);
    expect(res.headers.get("location") ?? "").toContain("error=");
    expect(await database.db.select().from(users)).toEqual([]);
  });
});

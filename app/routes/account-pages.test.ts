import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { authClient } from "~/tests/support/auth-requests";
import { pageBrowser, visibleText } from "~/tests/support/page-browser";
import { createTestApp, type TestContext } from "~/tests/support/test-app";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";

// The account pages as a browser without JavaScript uses them: plain form posts, redirects and cookies.
let database: Database;
let t: TestContext;

beforeAll(async () => {
  database = await getTestDatabase();
  t = await createTestApp(database, { pages: true, rateLimitScale: 20 });
}, 120_000);
afterAll(() => t.close());
beforeEach(async () => {
  await resetDatabase(database);
  t.outbox.clear();
});

const browser = () => pageBrowser(t);

describe("protected pages", () => {
  it.each([
    "/profile",
    "/my-listings",
    "/favorites",
    "/messages",
    "/messages/new",
    "/notifications",
    "/settings",
  ])("%s sends a visitor to /login and back after", async (path) => {
    const res = await browser().get(`${path}?from=test`);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/login?redirectTo=${encodeURIComponent(`${path}?from=test`)}`);
  });
});

describe("sign-up and login without JavaScript", () => {
  it("signs up, verifies the phone and lands signed in", async () => {
    const b = browser();
    const page = await b.get("/signup");
    expect(visibleText(await page.text())).toContain("Create Your Account");
    const details = await b.post("/signup", {
      intent: "details",
      fullName: "Asha Rao",
      email: "asha@example.in",
      password: "monsoon-chai-1987",
      phone: "98765 43210",
      redirectTo: "/",
    });
    expect(details.status).toBe(302);
    const otpUrl = details.headers.get("location") ?? "";
    expect(otpUrl).toMatch(/^\/signup\?step=otp&phone=%2B919876543210&sent=\d+/);
    expect(b.toast()).toMatchObject({ title: "OTP Sent!" });
    const otpHtml = await (await b.get(otpUrl)).text();
    const otpPage = visibleText(otpHtml);
    expect(otpPage).toContain("Sent to +91 98765 43210");
    expect(otpPage).toMatch(/Resend code in (59|60)s/);
    // The code step names the sign-up it completes (a code completes only the sign-up that asked for it).
    expect(otpHtml).toContain('name="email" value="asha@example.in"');
    const email = "asha@example.in";

    // A form posts to the address of its page, so the answer renders the same step.
    const wrong = await b.post(otpUrl, { intent: "verify", phone: "+919876543210", code: "000000", email });
    expect(visibleText(await wrong.text())).toContain("That code is not right.");

    const code = authClient(t).lastCode("+919876543210");
    const verified = await b.post("/signup", {
      intent: "verify",
      phone: "+919876543210",
      code,
      email,
      redirectTo: "/",
    });
    expect(verified.status).toBe(302);
    expect(verified.headers.get("location")).toBe("/");
    expect(b.toast()).toEqual({ title: "Account Verified!", description: "Welcome to Mandi, Asha Rao!" });
    const profile = await b.get("/profile");
    expect(profile.status).toBe(200);
    const text = visibleText(await profile.text());
    expect(text).toContain("Asha Rao");
    expect(text).toContain("asha@example.in");
    expect(text).toMatch(/Member since [A-Z][a-z]+ \d{4}/);
  });

  it("shows Sign Up Failed for an e-mail that already has an account", async () => {
    await authClient(t).signUp({ email: "asha@example.in", phone: "+919876543210" });
    const res = await browser().post("/signup", {
      intent: "details",
      fullName: "Someone",
      email: "asha@example.in",
      password: "monsoon-chai-1987",
      phone: "98123 45678",
    });
    expect(visibleText(await res.text())).toContain(
      "An account with this e-mail already exists. Log in instead.",
    );
  });

  it("logs in by e-mail, goes back where the visitor was going, and logs out", async () => {
    await authClient(t).signUp({
      email: "asha@example.in",
      phone: "+919876543210",
      password: "monsoon-chai-1987",
    });
    const b = browser();
    const wrong = await b.post("/login?mode=email", {
      intent: "email-sign-in",
      email: "asha@example.in",
      password: "nope-nope-nope",
      redirectTo: "/favorites",
    });
    expect(visibleText(await wrong.text())).toContain("Invalid e-mail or password.");

    const ok = await b.post("/login", {
      intent: "email-sign-in",
      email: "asha@example.in",
      password: "monsoon-chai-1987",
      redirectTo: "/favorites?page=2",
    });
    expect(ok.headers.get("location")).toBe("/favorites?page=2");
    expect(b.toast()).toMatchObject({ title: "Welcome Back!" });
    expect((await b.get("/favorites")).status).toBe(200);

    const out = await b.post("/profile", { intent: "logout" });
    expect(out.headers.get("location")).toBe("/");
    expect(b.toast()).toEqual({ title: "Logged Out", description: "You have been successfully logged out." });
    expect((await b.get("/profile")).status).toBe(302);
  });

  it("never follows a redirect to another site", async () => {
    await authClient(t).signUp({
      email: "asha@example.in",
      phone: "+919876543210",
      password: "monsoon-chai-1987",
    });
    for (const redirectTo of ["//evil.example/x", "https://evil.example", "/\\evil.example"]) {
      const res = await browser().post("/login", {
        intent: "email-sign-in",
        email: "asha@example.in",
        password: "monsoon-chai-1987",
        redirectTo,
      });
      expect(res.headers.get("location")).toBe("/");
    }
  });

  it("logs in by phone code for any way of writing the number", async () => {
    await authClient(t).signUp({ email: "asha@example.in", phone: "+919876543210" });
    const b = browser();
    const sent = await b.post("/login", { intent: "send-code", phone: "09876543210" });
    expect(sent.headers.get("location")).toMatch(/^\/login\?mode=otp&phone=%2B919876543210&sent=\d+$/);
    const code = authClient(t).lastCode("+919876543210");
    const res = await b.post("/login", { intent: "verify-code", phone: "+91 98765 43210", code });
    expect(res.headers.get("location")).toBe("/");
    expect(b.toast()).toMatchObject({ title: "Welcome Back!" });
    expect(visibleText(await (await b.get("/profile")).text())).toContain("asha@example.in");
  });
});

describe("an account made with a phone code alone", () => {
  it("is created on first sign-in and shown as User, without the placeholder e-mail", async () => {
    const b = browser();
    await b.post("/login", { intent: "send-code", phone: "98111 22233" });
    const code = authClient(t).lastCode("+919811122233");
    const res = await b.post("/login", { intent: "verify-code", phone: "98111 22233", code });
    expect(res.headers.get("location")).toBe("/");
    const profile = visibleText(await (await b.get("/profile")).text());
    expect(profile).toContain("User");
    expect(profile).not.toContain("mandi.invalid");
    const settings = visibleText(await (await b.get("/settings")).text());
    expect(settings).toContain("Your account has no password yet.");
    expect(settings).toContain("Set Password");
  });
});

describe("Google sign-in on a server without it", () => {
  it("answers the button with the spec's failure toast, not an error page", async () => {
    const res = await browser().post("/login", { intent: "google", redirectTo: "/" });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(visibleText(html)).toContain(
      "Google sign-in is not set up on this server. Please use your phone or e-mail.",
    );
    expect(html).toContain("Sign in with Google failed");
  });
});

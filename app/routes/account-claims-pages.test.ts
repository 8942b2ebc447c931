import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { authClient } from "~/tests/support/auth-requests";
import { pageBrowser, visibleText } from "~/tests/support/page-browser";
import { createTestApp, type TestContext } from "~/tests/support/test-app";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";

// Issue 25 §4 on the pages, as a browser without JavaScript meets it: a confirmation link opened by someone who is
// not signed in to its account, the way to recover it, and the way to confirm one's own from another browser.
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

const OWNER = "asha@example.in";

/** The newest link of a kind mailed to an address, as a same-site path. */
function mailedPath(to: string, kind: "verify-email" | "reset-password"): string {
  const pattern = new RegExp(`https?://[^/\\s]+(/api/auth/${kind}\\S+)`);
  const mail = t.outbox.list().findLast((e) => e.channel === "email" && e.to === to && pattern.test(e.body));
  const path = pattern.exec(mail?.body ?? "")?.[1];
  if (!path) throw new Error(`no ${kind} link was mailed to ${to}`);
  return path;
}

describe("a confirmation link of a sign-up someone else made with my address", () => {
  it("asks me to log in, offers recovery by e-mail, and recovery leaves the other person nothing", async () => {
    const auth = authClient(t);
    const mallory = await auth.signUp({ name: "Mallory", email: OWNER, phone: "+919812345678" });
    const asha = pageBrowser(t);

    const opened = await asha.get(mailedPath(OWNER, "verify-email"));
    const login = opened.headers.get("location") ?? "";
    expect(login).toMatch(/^\/login\?confirm=email&redirectTo=%2Fapi%2Fauth%2Fverify-email/);
    const html = await (await asha.get(login)).text();
    expect(visibleText(html)).toContain("Log in to confirm your e-mail address");
    expect(visibleText(html)).toContain(
      "Did not create a Mandi account? Someone may have used your address.",
    );
    const reset = /href="(\/login\?mode=forgot[^"]*)"[^>]*>Reset the password by e-mail</.exec(html)?.[1];
    expect(reset).toBeTruthy();

    await asha.post("/login?mode=forgot", { intent: "forgot-email", email: OWNER, redirectTo: "/" });
    const form = (await asha.get(mailedPath(OWNER, "reset-password"))).headers.get("location") ?? "";
    const token = new URL(form, t.url("/")).searchParams.get("token") ?? "";
    const changed = await asha.post("/login?mode=reset", {
      intent: "reset-link",
      token,
      newPassword: "asha-takes-it-back-1987",
      confirmPassword: "asha-takes-it-back-1987",
      redirectTo: "/",
    });
    expect(asha.toast()).toMatchObject({ title: "Password Changed!" });
    expect(changed.status).toBe(302);
    await asha.post("/login", {
      intent: "email-sign-in",
      email: OWNER,
      password: "asha-takes-it-back-1987",
      redirectTo: "/",
    });
    expect(asha.toast()).toMatchObject({ title: "Welcome Back!" });

    const phone = await auth.post("/phone-number/send-otp", { phoneNumber: "+919812345678" });
    expect(phone.status).toBe(200);
    const back = await auth.post("/phone-number/verify", {
      phoneNumber: "+919812345678",
      code: auth.lastCode("+919812345678"),
    });
    expect(back.body.user.id).not.toBe(mallory.userId);
  });
});

describe("my own sign-up's link", () => {
  it("opened in another browser: logging in there brings me back to it, and it confirms", async () => {
    await authClient(t).signUp({ email: OWNER, phone: "+919876543210", password: "monsoon-chai-1987" });
    const laptop = pageBrowser(t);
    const link = mailedPath(OWNER, "verify-email");
    const login = new URL((await laptop.get(link)).headers.get("location") ?? "", t.url("/"));
    const redirectTo = login.searchParams.get("redirectTo") ?? "";
    expect(redirectTo).toBe(link);

    const signedIn = await laptop.post("/login?mode=email", {
      intent: "email-sign-in",
      email: OWNER,
      password: "monsoon-chai-1987",
      redirectTo,
    });
    expect(signedIn.headers.get("location")).toBe(link);
    const confirmed = await laptop.get(link);
    expect(confirmed.headers.get("location")).toBe("/login?notice=email-verified");
    expect((await laptop.get("/login?notice=email-verified")).headers.get("location")).toBe("/");
    expect(laptop.toast()).toEqual({ title: "Success!", description: "Your e-mail address is confirmed." });
  });

  it("opened while logged in to another account says so, and confirms nothing", async () => {
    const auth = authClient(t);
    await auth.signUp({ email: OWNER, phone: "+919876543210", password: "monsoon-chai-1987" });
    await auth.signUp({ email: "ravi@example.in", phone: "+919812345678", password: "monsoon-chai-1987" });
    const ravi = pageBrowser(t);
    await ravi.post("/login", {
      intent: "email-sign-in",
      email: "ravi@example.in",
      password: "monsoon-chai-1987",
      redirectTo: "/",
    });
    const opened = await ravi.get(mailedPath(OWNER, "verify-email"));
    expect(opened.headers.get("location")).toBe("/login?notice=email-verified&error=INVALID_USER");
    await ravi.get("/login?notice=email-verified&error=INVALID_USER");
    expect(ravi.toast()).toMatchObject({
      title: "Verification Failed",
      description: "This link is for another Mandi account. Log out, then open the link again.",
    });
  });
});

describe("an address never confirmed, from Settings", () => {
  it("says so, mails a fresh link on one tap, and the link opened here confirms it", async () => {
    await authClient(t).signUp({ email: OWNER, phone: "+919876543210", password: "monsoon-chai-1987" });
    const phone = pageBrowser(t);
    await phone.post("/login", {
      intent: "email-sign-in",
      email: OWNER,
      password: "monsoon-chai-1987",
      redirectTo: "/",
    });
    t.outbox.clear();
    expect(visibleText(await (await phone.get("/settings")).text())).toContain(
      "Your e-mail address is not confirmed yet.",
    );

    await phone.post("/settings", { intent: "confirm-email" });
    expect(phone.toast()).toMatchObject({
      title: "Success!",
      description: `We sent a link to ${OWNER}. Open it on this device, logged in, to confirm the address.`,
    });
    const confirmed = await phone.get(mailedPath(OWNER, "verify-email"));
    expect(confirmed.headers.get("location")).toBe("/settings?notice=email-confirmed");
    await phone.get("/settings?notice=email-confirmed");
    expect(phone.toast()).toEqual({ title: "Success!", description: "Your e-mail address is confirmed." });
    expect(visibleText(await (await phone.get("/settings")).text())).not.toContain(
      "Your e-mail address is not confirmed yet.",
    );
  });
});

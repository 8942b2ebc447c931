import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { authClient } from "~/tests/support/auth-requests";
import { createTestApp, type TestContext } from "~/tests/support/test-app";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";

let database: Database;
let t: TestContext;
let auth: ReturnType<typeof authClient>;

beforeEach(async () => {
  database = await getTestDatabase();
  await resetDatabase(database);
  t = await createTestApp(database);
  auth = authClient(t);
});
afterEach(() => t.close());

describe("sign-in", () => {
  it("gives the same answer for a wrong password and an unknown e-mail", async () => {
    await auth.signUp({ email: "asha@example.in", phone: "+919876543210", password: "monsoon-chai-1987" });
    const wrong = await auth.post("/sign-in/email", {
      email: "asha@example.in",
      password: "monsoon-chai-1988",
    });
    const unknown = await auth.post("/sign-in/email", {
      email: "nobody@example.in",
      password: "monsoon-chai-1988",
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    const right = await auth.post("/sign-in/email", {
      email: "ASHA@example.in",
      password: "monsoon-chai-1987",
    });
    expect(right.status).toBe(200);
    expect(right.headers.get("set-cookie")).toMatch(/^mandi\.session_token=[^;]+;.*HttpOnly; SameSite=Lax/);
    const byPhone = await auth.post("/sign-in/phone-number", {
      phoneNumber: "98765 43210",
      password: "monsoon-chai-1987",
    });
    expect(byPhone.status).toBe(200);
  });

  it("stops guessing at one account after 10 tries, even with the right password", async () => {
    await auth.signUp({ email: "asha@example.in", phone: "+919876543210", password: "monsoon-chai-1987" });
    for (let i = 0; i < 10; i++) {
      const res = await auth.post("/sign-in/email", {
        email: "asha@example.in",
        password: `wrong-${i}-password`,
      });
      expect(res.status).toBe(401);
    }
    const blocked = await auth.post("/sign-in/email", {
      email: "asha@example.in",
      password: "monsoon-chai-1987",
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe("Too many attempts, try again in 15 minutes.");
  });

  it("stops one client address after 20 sign-in attempts", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push(
        (await auth.post("/sign-in/email", { email: `p${i}@example.in`, password: "whatever-123" })).status,
      );
    }
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe("forgot password", () => {
  it("resets by e-mail link, refuses a common password and signs out every session", async () => {
    const { token } = await auth.signUp({
      email: "asha@example.in",
      phone: "+919876543210",
      password: "monsoon-chai-1987",
    });
    const asked = await auth.post("/request-password-reset", {
      email: "asha@example.in",
      redirectTo: "/login?mode=reset",
    });
    expect(asked.status).toBe(200);
    const mail = t.outbox
      .list()
      .filter((e) => e.channel === "email")
      .at(-1);
    const link = /(http\S+reset-password\S+)/.exec(mail?.body ?? "")?.[1] ?? "";
    const opened = await t.app.request(link);
    expect(opened.status).toBe(302);
    const resetToken = new URL(opened.headers.get("location") ?? "", t.url("/")).searchParams.get("token");
    expect(resetToken).toBeTruthy();

    const common = await auth.post("/reset-password", { token: resetToken, newPassword: "password1" });
    expect(common.status).toBe(400);
    const done = await auth.post("/reset-password", { token: resetToken, newPassword: "new-monsoon-2024" });
    expect(done.status).toBe(200);

    const me = await t.app.request(t.url("/api/auth/get-session"), {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await me.json()).toBeNull();
    expect(
      (await auth.post("/sign-in/email", { email: "asha@example.in", password: "monsoon-chai-1987" })).status,
    ).toBe(401);
    expect(
      (await auth.post("/sign-in/email", { email: "asha@example.in", password: "new-monsoon-2024" })).status,
    ).toBe(200);
  });

  it("resets by SMS code and signs out every session", async () => {
    const { token } = await auth.signUp({
      email: "asha@example.in",
      phone: "+919876543210",
      password: "monsoon-chai-1987",
    });
    // The sign-up's code counts against the number's one-per-minute budget: start the reset on fresh counters.
    await t.close();
    t = await createTestApp(database);
    auth = authClient(t);
    const asked = await auth.post("/phone-number/request-password-reset", { phoneNumber: "98765 43210" });
    expect(asked.status).toBe(200);
    const otp = auth.lastCode("+919876543210");
    const done = await auth.post("/phone-number/reset-password", {
      phoneNumber: "+91 98765 43210",
      otp,
      newPassword: "new-monsoon-2024",
    });
    expect(done.status).toBe(200);
    const me = await t.app.request(t.url("/api/auth/get-session"), {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await me.json()).toBeNull();
    const signIn = await auth.post("/sign-in/phone-number", {
      phoneNumber: "9876543210",
      password: "new-monsoon-2024",
    });
    expect(signIn.status).toBe(200);
  });
});

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Database } from "~/db/client.server";
import { authClient } from "~/tests/support/auth-requests";
import { pageBrowser, visibleText } from "~/tests/support/page-browser";
import { createTestApp, type TestContext } from "~/tests/support/test-app";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";

// Settings and the session as a browser without JavaScript uses them: plain form posts, redirects, cookies.
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
afterEach(() => vi.useRealTimers());

const browser = () => pageBrowser(t);

describe("settings without JavaScript", () => {
  async function signedIn() {
    await authClient(t).signUp({
      email: "asha@example.in",
      phone: "+919876543210",
      password: "monsoon-chai-1987",
    });
    const b = browser();
    await b.post("/login", {
      intent: "email-sign-in",
      email: "asha@example.in",
      password: "monsoon-chai-1987",
    });
    return b;
  }

  it("saves notification preferences", async () => {
    const b = await signedIn();
    const before = await (await b.get("/settings")).text();
    expect(before).toMatch(/name="newMessages" checked=""/);
    expect(before).not.toMatch(/name="promotionalEmails" checked=""/);
    const saved = await b.post("/settings", { intent: "preferences", promotionalEmails: "on" });
    expect(saved.status).toBe(302);
    expect(b.toast()).toMatchObject({ title: "Preferences Saved!" });
    const after = await (await b.get("/settings")).text();
    expect(after).not.toMatch(/name="newMessages" checked=""/);
    expect(after).toMatch(/name="promotionalEmails" checked=""/);
  });

  it("answers a switch sent with a value the form never sends with 400, under that switch (issue 25 §7)", async () => {
    const b = await signedIn();
    for (const value of ["yes", "off", "1", "x".repeat(100_000)]) {
      const res = await b.post("/settings", { intent: "preferences", newMessages: value });
      expect(res.status, value.slice(0, 10)).toBe(400);
      const html = await res.text();
      expect(html).toMatch(
        /<input[^>]*name="newMessages"[^>]*aria-invalid="true"|<input[^>]*aria-invalid="true"[^>]*name="newMessages"/,
      );
    }
    // Nothing was saved: New Messages is still on.
    expect(await (await b.get("/settings")).text()).toMatch(/name="newMessages" checked=""/);
  });

  it("refuses a wrong current password, then changes it", async () => {
    const b = await signedIn();
    const wrong = await b.post("/settings", {
      intent: "password",
      currentPassword: "not-my-password",
      newPassword: "new-monsoon-2024",
      confirmPassword: "new-monsoon-2024",
    });
    expect(visibleText(await wrong.text())).toContain("Your current password is not right.");
    const ok = await b.post("/settings", {
      intent: "password",
      currentPassword: "monsoon-chai-1987",
      newPassword: "new-monsoon-2024",
      confirmPassword: "new-monsoon-2024",
    });
    expect(ok.status).toBe(302);
    expect(b.toast()).toMatchObject({ title: "Password Changed!" });
  });

  it("turns a photo over 10 MB away before reading it", async () => {
    const b = await signedIn();
    const form = new FormData();
    form.set("intent", "account");
    form.set("fullName", "Asha");
    form.set(
      "photo",
      new Blob([new Uint8Array(10 * 1024 * 1024 + 200_000)], { type: "image/jpeg" }),
      "big.jpg",
    );
    const res = await t.app.request(t.url("/settings"), {
      method: "POST",
      headers: { cookie: [...b.jar].map(([k, v]) => `${k}=${v}`).join("; ") },
      body: form,
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("set-cookie")).toContain("mandi_toast=");
  });
});

describe("the session on pages", () => {
  it("is refreshed by a page visit a day later, with a new cookie", async () => {
    await authClient(t).signUp({
      email: "asha@example.in",
      phone: "+919876543210",
      password: "monsoon-chai-1987",
    });
    const b = browser();
    await b.post("/login", {
      intent: "email-sign-in",
      email: "asha@example.in",
      password: "monsoon-chai-1987",
    });
    const before = b.jar.get("mandi.session_token");
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 2 * 86_400_000 });
    const res = await b.get("/profile");
    expect(res.status).toBe(200);
    const refreshed = res.headers.getSetCookie().find((c) => c.startsWith("mandi.session_token="));
    expect(refreshed).toContain("Max-Age=2592000");
    expect(refreshed).toContain("HttpOnly");
    expect(b.jar.get("mandi.session_token")).toBe(before);
  });
});

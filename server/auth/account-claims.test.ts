import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Database } from "~/db/client.server";
import { users } from "~/db/schema";
import { createTestApp, type TestContext } from "~/tests/support/test-app";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";
import { accountActions } from "./account-claims.test-helper";

// Issue 25 §4: nobody can pre-claim another person's account (or an admin's) by signing up with their address.
let database: Database;
let t: TestContext;
let a: ReturnType<typeof accountActions>;
const env = { AUTH_SECRET: "account-claims-secret-0123456789abcdef", ADMIN_EMAILS: "boss@example.in" };

const OWNER = "asha@example.in";
const OWNER_PHONE = "+919876543210";
const ATTACKER_PHONE = "+919812345678";
const ATTACKER_PASSWORD = "mallory-owns-2024";
const NEW_PASSWORD = "asha-takes-it-back-1987";

beforeEach(async () => {
  database = await getTestDatabase();
  await resetDatabase(database);
  t = await createTestApp(database, { env });
  a = accountActions(t);
});
afterEach(async () => {
  vi.useRealTimers();
  await t.close();
});

/** Moves the clock on (past the one-code-a-minute limit) and restarts the server on the same database. */
async function later(seconds: number) {
  vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + seconds * 1000 });
  await t.close();
  t = await createTestApp(database, { env });
  a = accountActions(t);
}

describe("an account made with someone else's e-mail", () => {
  it("is the owner's alone once recovered by an e-mailed link: the attacker's phone, sessions and password are gone", async () => {
    const attacker = await a.signUp({ email: OWNER, phone: ATTACKER_PHONE, password: ATTACKER_PASSWORD });
    const refused = await a.auth.post("/sign-up/email", {
      name: "Asha",
      email: OWNER,
      password: NEW_PASSWORD,
      phoneNumber: OWNER_PHONE,
    });
    expect(refused.status).toBe(422);

    expect((await a.resetByLink(OWNER, NEW_PASSWORD)).status).toBe(200);
    const owner = await a.signInWithEmail(OWNER, NEW_PASSWORD);
    expect(owner.status).toBe(200);
    // The owner also opens the confirmation link of the sign-up they never made, signed in.
    await a.open(a.mailedLink(OWNER, "verify-email"), owner.cookie);
    const mine = await a.me(owner.cookie);
    expect(mine.user).toMatchObject({ email: OWNER, emailVerified: true, phoneNumber: null });
    expect((await a.me(attacker.cookie)).status).toBe(401);

    await later(61);
    const code = await a.signInWithPhoneCode(ATTACKER_PHONE);
    expect(code.userId).not.toBe(owner.userId);
    expect((await a.me(code.cookie)).user?.email).not.toBe(OWNER);
    expect((await a.signInWithEmail(OWNER, ATTACKER_PASSWORD)).status).toBe(401);
    const byPhone = await a.auth.post("/sign-in/phone-number", {
      phoneNumber: ATTACKER_PHONE,
      password: ATTACKER_PASSWORD,
    });
    expect(byPhone.status).toBe(401);
    expect((await a.me(owner.cookie)).user).toMatchObject({ email: OWNER, phoneNumber: null });
  });

  it("keeps no phone the attacker's sign-up was still waiting for", async () => {
    const pending = await a.auth.post("/sign-up/email", {
      name: "Mallory",
      email: OWNER,
      password: ATTACKER_PASSWORD,
      phoneNumber: ATTACKER_PHONE,
    });
    expect(pending.status).toBe(200);
    expect((await a.resetByLink(OWNER, NEW_PASSWORD)).status).toBe(200);

    await later(61);
    await a.auth.post("/phone-number/send-otp", { phoneNumber: ATTACKER_PHONE });
    const completed = await a.auth.post("/sign-up/verify-phone", {
      phoneNumber: ATTACKER_PHONE,
      code: a.auth.lastCode(ATTACKER_PHONE),
      email: OWNER,
    });
    expect(completed.status).toBe(400);
    expect(completed.headers.get("set-cookie")).toBeNull();
    const owner = await a.signInWithEmail(OWNER, NEW_PASSWORD);
    expect((await a.me(owner.cookie)).user).toMatchObject({ email: OWNER, phoneNumber: null });
  });

  it("is not confirmed by the owner opening its confirmation link: they are asked to log in", async () => {
    const attacker = await a.signUp({ email: OWNER, phone: ATTACKER_PHONE, password: ATTACKER_PASSWORD });
    const opened = await a.open(a.mailedLink(OWNER, "verify-email"));
    expect(opened.status).toBe(302);
    const next = new URL(opened.location, "http://x");
    expect(next.pathname).toBe("/login");
    expect(next.searchParams.get("confirm")).toBe("email");
    expect(next.searchParams.get("redirectTo")).toMatch(/^\/api\/auth\/verify-email\?token=/);
    expect((await a.me(attacker.cookie)).user).toMatchObject({ email: OWNER, emailVerified: false });
  });

  it("with an address in ADMIN_EMAILS: the attacker never moderates, the real admin does once they recover it", async () => {
    const attacker = await a.signUp({
      email: "boss@example.in",
      phone: ATTACKER_PHONE,
      password: ATTACKER_PASSWORD,
    });
    await a.open(a.mailedLink("boss@example.in", "verify-email"));
    expect(await a.seesModeration(attacker.cookie)).toBe(false);

    expect((await a.resetByLink("boss@example.in", NEW_PASSWORD)).status).toBe(200);
    const boss = await a.signInWithEmail("boss@example.in", NEW_PASSWORD);
    expect(await a.seesModeration(boss.cookie)).toBe(true);

    await later(61);
    const code = await a.signInWithPhoneCode(ATTACKER_PHONE);
    expect(await a.seesModeration(code.cookie)).toBe(false);
  });
});

describe("neighbours of the same hole", () => {
  it("a new address one account asks for is not confirmed by its owner clicking the link", async () => {
    const attacker = await a.signUp({
      email: "mallory@example.in",
      phone: ATTACKER_PHONE,
      password: ATTACKER_PASSWORD,
    });
    await a.open(a.mailedLink("mallory@example.in", "verify-email"), attacker.cookie);
    const asked = await a.auth.post(
      "/change-email",
      { newEmail: "boss@example.in", callbackURL: "/settings?notice=email-changed" },
      { cookie: attacker.cookie },
    );
    expect(asked.status).toBe(200);

    const opened = await a.open(a.mailedLink("boss@example.in", "verify-email"));
    expect(new URL(opened.location, "http://x").pathname).toBe("/login");
    expect((await a.me(attacker.cookie)).user?.email).toBe("mallory@example.in");
    expect(await a.seesModeration(attacker.cookie)).toBe(false);
  });

  it("no request sets the confirmation itself", async () => {
    const created = await a.auth.post("/sign-up/email", {
      name: "Mallory",
      email: "boss@example.in",
      password: ATTACKER_PASSWORD,
      phoneNumber: ATTACKER_PHONE,
      emailConfirmedAt: "2024-01-01T00:00:00.000Z",
    });
    expect(created.status).not.toBe(200);
    const attacker = await a.signUp({
      email: "boss@example.in",
      phone: ATTACKER_PHONE,
      password: ATTACKER_PASSWORD,
    });
    await a.auth.post(
      "/update-user",
      { emailConfirmedAt: "2024-01-01T00:00:00.000Z", emailVerified: true },
      { cookie: attacker.cookie },
    );
    expect(await a.seesModeration(attacker.cookie)).toBe(false);
  });

  it("a sign-up cannot take the hidden address of a member who joined with a phone", async () => {
    const taken = await a.auth.post("/sign-up/email", {
      name: "Mallory",
      email: "919876543210@phone.mandi.invalid",
      password: ATTACKER_PASSWORD,
    });
    expect(taken.status).toBe(400);
    const joined = await a.signInWithPhoneCode(OWNER_PHONE);
    expect(joined.status).toBe(200);
    expect((await a.me(joined.cookie)).user).toMatchObject({ email: null, phoneNumber: OWNER_PHONE });
  });
});

describe("a member who signs up with their own e-mail", () => {
  it("confirms it by opening the link signed in, and keeps their phone and session (an admin moderates)", async () => {
    const boss = await a.signUp({ email: "boss@example.in", phone: OWNER_PHONE, password: NEW_PASSWORD });
    expect(await a.seesModeration(boss.cookie)).toBe(false);
    const opened = await a.open(a.mailedLink("boss@example.in", "verify-email"), boss.cookie);
    expect(opened).toEqual({ status: 302, location: "/login?notice=email-verified" });
    expect((await a.me(boss.cookie)).user).toMatchObject({ emailVerified: true, phoneNumber: OWNER_PHONE });
    expect(await a.seesModeration(boss.cookie)).toBe(true);

    await later(61);
    const code = await a.signInWithPhoneCode(OWNER_PHONE);
    expect(code.userId).toBe(boss.userId);
    expect(await a.seesModeration(code.cookie)).toBe(true);
  });

  it("verified before confirmations were recorded: a fresh link asked for signed in confirms it", async () => {
    const boss = await a.signUp({ email: "boss@example.in", phone: OWNER_PHONE, password: NEW_PASSWORD });
    await database.db.update(users).set({ emailVerified: true }).where(eq(users.id, boss.userId));
    expect(await a.seesModeration(boss.cookie)).toBe(false);
    const before = t.outbox.list().length;
    const asked = await a.auth.post(
      "/send-verification-email",
      { email: "boss@example.in", callbackURL: "/login?notice=email-verified" },
      { cookie: boss.cookie },
    );
    expect(asked.status).toBe(200);
    expect(t.outbox.list().length).toBe(before + 1);
    await a.open(a.mailedLink("boss@example.in", "verify-email"), boss.cookie);
    expect(await a.seesModeration(boss.cookie)).toBe(true);
  });

  it("an old link, opened again anywhere, sends the browser nowhere but Mandi", async () => {
    const asha = await a.signUp({ email: OWNER, phone: OWNER_PHONE, password: NEW_PASSWORD });
    const link = new URL(a.mailedLink(OWNER, "verify-email"));
    await a.open(link.href, asha.cookie);
    for (const callbackURL of ["https://evil.example/x", "//evil.example/x", "/\\evil.example/x"]) {
      link.searchParams.set("callbackURL", callbackURL);
      const { location } = await a.open(link.href);
      expect(location, callbackURL).not.toMatch(/^([a-z]+:|\/\/|\/\\)/i);
    }
  });

  it("opening the link in another browser: log in there, and the same link confirms", async () => {
    const asha = await a.signUp({ email: OWNER, phone: OWNER_PHONE, password: NEW_PASSWORD });
    const opened = await a.open(a.mailedLink(OWNER, "verify-email"));
    const resume = new URL(opened.location, "http://x").searchParams.get("redirectTo") ?? "";
    const there = await a.signInWithEmail(OWNER, NEW_PASSWORD);
    const confirmed = await a.open(t.url(resume), there.cookie);
    expect(confirmed).toEqual({ status: 302, location: "/login?notice=email-verified" });
    expect((await a.me(asha.cookie)).user).toMatchObject({ emailVerified: true, phoneNumber: OWNER_PHONE });
  });
});

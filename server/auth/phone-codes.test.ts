import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createMemoryRateLimiter } from "~/adapters/rate-limit/memory-rate-limiter";
import type { Database } from "~/db/client.server";
import { authClient } from "~/tests/support/auth-requests";
import { createTestApp, type TestContext } from "~/tests/support/test-app";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";

let database: Database;
let t: TestContext;
let auth: ReturnType<typeof authClient>;
const PHONE = "+919876543210";

beforeEach(async () => {
  database = await getTestDatabase();
  await resetDatabase(database);
  // A new app per test: fresh rate-limit counters (in-process requests all come from 127.0.0.1).
  t = await createTestApp(database);
  auth = authClient(t);
});
afterEach(async () => {
  vi.useRealTimers();
  await t.close();
});
afterAll(() => vi.useRealTimers());

async function storedCode(identifier: string) {
  const context = await t.auth.$context;
  return context.internalAdapter.findVerificationValue(identifier);
}

describe("phone codes", () => {
  it("texts a 6-digit code and keeps only its hash", async () => {
    const sent = await auth.post("/phone-number/send-otp", { phoneNumber: "98765 43210" });
    expect(sent.status).toBe(200);
    const code = auth.lastCode(PHONE);
    expect(code).toMatch(/^\d{6}$/);
    const stored = await storedCode(`phone-number-otp-${PHONE}`);
    expect(stored?.value).toMatch(/^h\$[\w-]+:0$/);
    expect(stored?.value).not.toContain(code);
    expect(stored?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 9 * 60_000);
    expect(stored?.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 10 * 60_000);
  });

  it("treats 98765 43210, 09876543210 and +91 98765 43210 as one person", async () => {
    await auth.post("/phone-number/send-otp", { phoneNumber: "98765 43210" });
    const first = await auth.post("/phone-number/verify", {
      phoneNumber: "09876543210",
      code: auth.lastCode(PHONE),
    });
    expect(first.status).toBe(200);
    expect(first.body.user.phoneNumber).toBe(PHONE);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 61_000 });
    await t.close();
    t = await createTestApp(database);
    auth = authClient(t);
    await auth.post("/phone-number/send-otp", { phoneNumber: "+91 98765 43210" });
    const again = await auth.post("/phone-number/verify", {
      phoneNumber: "98765-43210",
      code: auth.lastCode(PHONE),
    });
    expect(again.body.user.id).toBe(first.body.user.id);
  });

  it("refuses a number that is not a phone number before storing anything", async () => {
    const res = await auth.post("/phone-number/send-otp", { phoneNumber: "12345" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Please enter a valid phone number, e.g. +91 98765 43210.");
    expect(t.outbox.list()).toEqual([]);
  });

  it("lets a code expire after 10 minutes", async () => {
    await auth.post("/phone-number/send-otp", { phoneNumber: PHONE });
    const code = auth.lastCode(PHONE);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 10 * 60_000 + 1_000 });
    const res = await auth.post("/phone-number/verify", { phoneNumber: PHONE, code });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("OTP_EXPIRED");
  });

  it("allows 3 wrong tries per code, then even the right code needs a new one", async () => {
    await auth.post("/phone-number/send-otp", { phoneNumber: PHONE });
    const code = auth.lastCode(PHONE);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 3; i++) {
      const res = await auth.post("/phone-number/verify", { phoneNumber: PHONE, code: wrong });
      expect(res.body.code).toBe("INVALID_OTP");
    }
    const blocked = await auth.post("/phone-number/verify", { phoneNumber: PHONE, code });
    expect(blocked.status).toBe(403);
    expect(blocked.body.code).toBe("TOO_MANY_ATTEMPTS");
    const gone = await auth.post("/phone-number/verify", { phoneNumber: PHONE, code });
    expect(gone.body.code).toBe("OTP_NOT_FOUND");
  });

  it("sends at most one code per 60 seconds to a number", async () => {
    expect((await auth.post("/phone-number/send-otp", { phoneNumber: PHONE })).status).toBe(200);
    const again = await auth.post("/phone-number/send-otp", { phoneNumber: "98765 43210" });
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(/^Too many attempts, try again in (\d+ seconds|1 minute)\.$/);
    expect(Number(again.headers.get("retry-after"))).toBeGreaterThan(50);
    expect(t.outbox.list().filter((e) => e.channel === "sms")).toHaveLength(1);
  });

  it("sends at most 5 codes an hour to a number", async () => {
    let now = Date.now();
    vi.useFakeTimers({ toFake: ["Date"], now });
    await t.close();
    t = await createTestApp(database, { rateLimiter: createMemoryRateLimiter({ scale: 1, now: () => now }) });
    auth = authClient(t);
    for (let i = 0; i < 5; i++) {
      expect((await auth.post("/phone-number/send-otp", { phoneNumber: PHONE })).status).toBe(200);
      now += 61_000;
      vi.setSystemTime(now);
    }
    const sixth = await auth.post("/phone-number/send-otp", { phoneNumber: PHONE });
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe("Too many attempts, try again in 55 minutes.");
  });

  it("never takes a stored hash for a code: a dump of the codes opens nothing", async () => {
    await auth.post("/phone-number/send-otp", { phoneNumber: PHONE });
    const stored = (await storedCode(`phone-number-otp-${PHONE}`))?.value ?? "";
    const hash = stored.slice(0, stored.lastIndexOf(":"));
    expect(hash).toMatch(/^h\$[\w-]{20,}$/);
    for (const path of ["/phone-number/verify", "/sign-up/verify-phone"]) {
      const res = await auth.post(path, { phoneNumber: PHONE, code: hash });
      expect(res.status, path).toBe(400);
      expect(res.headers.get("set-cookie"), path).toBeNull();
    }
    const real = await auth.post("/phone-number/verify", { phoneNumber: PHONE, code: auth.lastCode(PHONE) });
    expect(real.status).toBe(200);

    // The sign-in code counts against the number's one-per-minute budget: ask for the reset on fresh counters.
    await t.close();
    t = await createTestApp(database);
    auth = authClient(t);
    expect((await auth.post("/phone-number/request-password-reset", { phoneNumber: PHONE })).status).toBe(
      200,
    );
    const reset = (await storedCode(`phone-number-reset-${PHONE}`))?.value ?? "";
    const resetHash = reset.slice(0, reset.lastIndexOf(":"));
    expect(resetHash).toMatch(/^h\$/);
    const refused = await auth.post("/phone-number/reset-password", {
      phoneNumber: PHONE,
      otp: resetHash,
      newPassword: "monsoon-chai-1987",
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe("INVALID_OTP");
  });

  it("limits how many codes one client address can ask for", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const phone = `+9198765432${String(i).padStart(2, "0")}`;
      statuses.push((await auth.post("/phone-number/send-otp", { phoneNumber: phone })).status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

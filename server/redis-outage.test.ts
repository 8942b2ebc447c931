import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "~/db/client.server";
import { jpeg } from "~/domain/media/test-images.test-helper";
import { authClient } from "~/tests/support/auth-requests";
import { type CuttableProxy, startCuttableProxy } from "~/tests/support/cuttable-proxy";
import { createTestApp, type TestContext } from "~/tests/support/test-app";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";
import { createLogger } from "./logger";

/**
 * Redis goes away under a running app (a proxy in front of TEST_REDIS_URL is cut, so the shared Redis itself
 * carries on) and comes back. What a member would notice: nothing — signing in with a password or a code, their
 * session, search, posting and signing out all keep working on the database — and a session signed out meanwhile
 * stays signed out once Redis, still holding it in its cache, is back.
 */
const redisUrl = process.env.TEST_REDIS_URL;
const lines: { msg: string }[] = [];
const logger = createLogger("info", { write: (line: string) => void lines.push(JSON.parse(line)) });
const said = (start: string) => lines.filter((line) => line.msg.startsWith(start)).length;

describe.skipIf(!redisUrl)("Redis goes away and comes back (needs TEST_REDIS_URL)", () => {
  let database: Database;
  let proxy: CuttableProxy;
  let t: TestContext;
  beforeAll(async () => {
    database = await getTestDatabase();
    await resetDatabase(database);
    const redis = new URL(redisUrl ?? "");
    proxy = await startCuttableProxy({ host: redis.hostname, port: Number(redis.port || 6379) });
    t = await createTestApp(database, { redisUrl: proxy.url("redis"), logger });
  });
  afterAll(async () => {
    await t?.close();
    await proxy?.close();
  });

  const cookieOf = (res: { headers: Headers }) =>
    res.headers
      .getSetCookie()
      .find((c) => c.startsWith("mandi.session_token="))
      ?.split(";")[0] ?? "";
  const sessionUser = async (cookie: string) => {
    const res = await t.app.request(t.url("/api/auth/get-session"), { headers: { cookie } });
    return ((await res.json()) as { user?: { email: string } } | null)?.user?.email ?? null;
  };

  it("keeps sign-in, codes, sessions, search, posting and sign-out working, says so once, and drops stale sessions after", async () => {
    const auth = authClient(t);
    const phone = "+919876543210";
    const member = await auth.signUp({ email: "asha@example.in", phone, password: "monsoon-chai-1987" });
    const signIn = () =>
      auth.post("/sign-in/email", { email: "asha@example.in", password: "monsoon-chai-1987" });
    const before = cookieOf(await signIn());
    expect(await sessionUser(before)).toBe("asha@example.in");

    await proxy.cut();
    await vi.waitFor(() => expect(said("Redis unreachable")).toBe(2));

    // A password sign-in, and the session it gives, on the database alone.
    const during = await signIn();
    expect(during.status).toBe(200);
    const duringCookie = cookieOf(during);
    expect(await sessionUser(duringCookie)).toBe("asha@example.in");
    // The session cached in Redis before the outage is read from the database meanwhile.
    expect(await sessionUser(before)).toBe("asha@example.in");
    // "Continue with Phone": the code is kept in the database too.
    expect((await auth.post("/phone-number/send-otp", { phoneNumber: phone })).status).toBe(200);
    const byCode = await auth.post("/phone-number/verify", {
      phoneNumber: phone,
      code: auth.lastCode(phone),
    });
    expect(byCode.status).toBe(200);
    expect(byCode.body.user.id).toBe(member.userId);
    // Search and posting (both rate limited: counted in this process meanwhile).
    expect((await t.app.request(t.url("/api/v1/listings?q=sofa"))).status).toBe(200);
    const bearer = { authorization: `Bearer ${member.token}` };
    const form = new FormData();
    form.append("photo", new File([new Uint8Array(await jpeg())], "sofa.jpg", { type: "image/jpeg" }));
    const upload = await t.app.request(t.url("/api/v1/photos"), {
      method: "POST",
      headers: bearer,
      body: form,
    });
    expect(upload.status).toBe(201);
    const { photo } = (await upload.json()) as { photo: { storageKey: string } };
    const posted = await t.app.request(t.url("/api/v1/listings"), {
      method: "POST",
      headers: { ...bearer, "content-type": "application/json" },
      body: JSON.stringify({
        category: "furniture",
        subcategory: "sofa-dining",
        title: "Grey three-seater sofa",
        description: "Fabric sofa, two years old, no stains.",
        price: 12000,
        photos: [photo.storageKey],
        city: "Mumbai",
        sellerName: "Asha",
        sellerPhone: "98765 43210",
      }),
    });
    expect(posted.status).toBe(201);
    // Signing out the session Redis still caches (it cannot be told).
    const out = await auth.post("/sign-out", {}, { cookie: before });
    expect(out.status).toBe(200);
    expect(await sessionUser(before)).toBeNull();
    // Said once per fallback, however many requests went by.
    expect(said("Redis unreachable: rate limits")).toBe(1);
    expect(said("Redis unreachable: sessions")).toBe(1);

    await proxy.restore();
    await vi.waitFor(() => expect(said("Redis is back: dropped")).toBe(1), { timeout: 10_000 });
    expect(said("Redis is back: rate limits")).toBe(1);
    // The stale cached session is gone with the cache: signed out stays signed out.
    expect(await sessionUser(before)).toBeNull();
    expect(await sessionUser(duringCookie)).toBe("asha@example.in");
    const after = await signIn();
    expect(after.status).toBe(200);
    expect(await sessionUser(cookieOf(after))).toBe("asha@example.in");
  });
});

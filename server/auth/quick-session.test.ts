import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Database } from "~/db/client.server";
import { sessions } from "~/db/schema";
import { SESSION_UPDATE_AGE_SECONDS } from "~/domain/accounts/account-limits";
import { authClient } from "~/tests/support/auth-requests";
import { createTestApp, type TestContext } from "~/tests/support/test-app";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";
import { readSessionUser } from "./quick-session";

// The one-query session read of the API and the WebSocket upgrade accepts what better-auth accepts (a signed
// bearer token, the raw session token, the signed cookie) and nothing else, and hands a session due for its
// sliding refresh to better-auth.

let database: Database;
let t: TestContext;
let member: { token: string; userId: string };

beforeEach(async () => {
  database = await getTestDatabase();
  await resetDatabase(database);
  t = await createTestApp(database, { rateLimitScale: 100 });
  member = await authClient(t).signUp({
    name: "Meera Rao",
    email: "meera@example.in",
    phone: "+919812300001",
  });
});
afterEach(() => t.close());

const read = (headers: Record<string, string>) =>
  readSessionUser({ auth: t.auth, db: database.db }, new Headers(headers), "203.0.113.9");

async function rawToken() {
  const [row] = await database.db.select().from(sessions).where(eq(sessions.userId, member.userId));
  if (!row) throw new Error("no session");
  return row.token;
}

describe("readSessionUser", () => {
  it("knows the member by a signed bearer token, the raw token, and the signed session cookie", async () => {
    const bySigned = await read({ authorization: `Bearer ${member.token}` });
    expect(bySigned).toMatchObject({ id: member.userId, name: "Meera Rao", email: "meera@example.in" });
    expect(bySigned?.phoneNumber).toBe("+919812300001");
    expect(await read({ authorization: `bearer ${await rawToken()}` })).toMatchObject({ id: member.userId });
    expect(await read({ cookie: `other=1; mandi.session_token=${member.token}` })).toMatchObject({
      id: member.userId,
    });
    expect(await read({ cookie: `__Secure-mandi.session_token=${member.token}` })).toMatchObject({
      id: member.userId,
    });
  });

  it("refuses a forged signature, an unknown token, no token, an expired and a revoked session", async () => {
    const token = decodeURIComponent(member.token);
    const forged = `${token.slice(0, token.lastIndexOf(".") + 1)}${Buffer.alloc(32, 7).toString("base64")}`;
    expect(await read({ authorization: `Bearer ${forged}` })).toBeNull();
    expect(await read({ cookie: `mandi.session_token=${encodeURIComponent(forged)}` })).toBeNull();
    expect(await read({ authorization: "Bearer not-a-session" })).toBeNull();
    expect(await read({ authorization: "Bearer " })).toBeNull();
    expect(await read({})).toBeNull();

    await database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(await read({ authorization: `Bearer ${member.token}` })).toBeNull();
    await database.db.update(sessions).set({ expiresAt: new Date(Date.now() + 3_600_000) });
    expect(await read({ authorization: `Bearer ${member.token}` })).toMatchObject({ id: member.userId });
    await database.db.delete(sessions);
    expect(await read({ authorization: `Bearer ${member.token}` })).toBeNull();
  });

  it("lets better-auth slide a session due for its refresh forward", async () => {
    const expiry = async () => (await database.db.select().from(sessions))[0]?.expiresAt.getTime() ?? 0;
    const first = await expiry();
    // A day and a minute later (the session lives in Redis too when REDIS_URL is set: the clock moves, not the row).
    const later = Date.now() + (SESSION_UPDATE_AGE_SECONDS + 60) * 1000;
    vi.useFakeTimers({ toFake: ["Date"], now: later });
    try {
      expect(await read({ authorization: `Bearer ${member.token}` })).toMatchObject({ id: member.userId });
      expect(await expiry()).toBeGreaterThan(first + SESSION_UPDATE_AGE_SECONDS * 1000);
      // Past its expiry the session is refused.
      vi.setSystemTime((await expiry()) + 1000);
      expect(await read({ authorization: `Bearer ${member.token}` })).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

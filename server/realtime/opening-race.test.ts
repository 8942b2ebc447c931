import { eq } from "drizzle-orm";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { sessions } from "~/db/schema";
import * as quickSession from "~/server/auth/quick-session";
import { createTestApp, type TestContext } from "~/tests/support/test-app";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";
import { memberWithTwoSessions, storedToken } from "./session-ends.test-helper";
import { closedWithin, listenWithSockets, settle } from "./socket-harness.test-helper";

// The socket's session is read before the socket joins the hub; a session that ends in between is announced on the
// bus while the hub cannot yet name the socket. This file replaces the read with one that lets the session end (and
// the bus say so) right after it was found good: exactly that moment, on any database.
vi.mock("~/server/auth/quick-session", async (importOriginal) => {
  const original = await importOriginal<typeof quickSession>();
  return { ...original, readSessionUser: vi.fn(original.readSessionUser) };
});

let t: TestContext;
let sockets: Awaited<ReturnType<typeof listenWithSockets>>;

beforeEach(async () => {
  const database = await getTestDatabase();
  await resetDatabase(database);
  t = await createTestApp(database, { rateLimitScale: 100 });
  sockets = await listenWithSockets(t);
});
afterEach(async () => {
  await sockets.close();
  await t.close();
});

it("a session that ends while its socket is being opened closes that socket as it joins", async () => {
  const member = await memberWithTwoSessions(t, {
    name: "Asha Buyer",
    email: "asha@example.in",
    phone: "+919876543210",
  });
  const read = vi.mocked(quickSession.readSessionUser);
  const original = read.getMockImplementation();
  if (!original) throw new Error("readSessionUser is not wrapped");
  read.mockImplementationOnce(async (...args) => {
    const user = await original(...args);
    // Signed out on another instance: the row goes, then the bus asks for a check of the member's sockets.
    await t.services.db.delete(sessions).where(eq(sessions.token, storedToken(member.other)));
    await t.services.realtime.recheck([member.userId]);
    return user;
  });

  const ended = await sockets.connect(member.other);
  expect((await closedWithin(ended, 1_000)).code).toBe(4401);

  const own = await sockets.connect(member.own);
  await settle(own);
  expect(own.ws.readyState).toBe(own.ws.OPEN);
});

import { eq } from "drizzle-orm";
import pg from "pg";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createMemoryPubSub } from "~/adapters/pubsub/memory-pubsub";
import { createPostgresPubSub } from "~/adapters/pubsub/postgres-pubsub";
import type { PubSub } from "~/adapters/pubsub/pubsub";
import { createRedisPubSub } from "~/adapters/pubsub/redis-pubsub";
import type { Database } from "~/db/client.server";
import { messages, sessions, users } from "~/db/schema";
import { insertListing } from "~/domain/listings/listing-fixtures.test-helper";
import { authClient } from "~/tests/support/auth-requests";
import { createTestApp, type TestContext } from "~/tests/support/test-app";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";
import {
  ADMIN_EMAIL,
  bearerApi,
  confirmAdmin,
  memberWithTwoSessions,
  SESSION_ENDS,
  storedToken,
  type TwoSessionMember,
} from "./session-ends.test-helper";
import { closedWithin, listenWithSockets, type SocketClient, settle } from "./socket-harness.test-helper";

/**
 * Issue 25 §2: a chat socket lives no longer than the session that opened it. Two Mandi instances on one
 * database, their realtime fan-out over one transport (in process, and Redis / PostgreSQL LISTEN/NOTIFY when
 * TEST_REDIS_URL / TEST_DATABASE_URL point at one): a session ended on one instance closes its socket on the
 * other within a second, and that socket hears nothing more.
 */

const AUTH_SECRET = "session-sockets-test-secret-0123456789abcdef";
const cleanups: (() => Promise<void>)[] = [];
let database: Database;

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function instance(pubsub: PubSub, limits = {}) {
  const t = await createTestApp(database, {
    env: { ADMIN_EMAILS: ADMIN_EMAIL, AUTH_SECRET },
    rateLimitScale: 100,
    pubsub,
  });
  const sockets = await listenWithSockets(t, limits);
  cleanups.push(async () => {
    await sockets.close();
    await t.close();
  });
  return { t, ...sockets };
}

/** The admin, a member signed in twice (the buyer of a conversation) and the seller they talk to. */
async function people(t: TestContext) {
  const auth = authClient(t);
  const admin = await auth.signUp({ name: "Moderator", email: ADMIN_EMAIL, phone: "+919800000011" });
  await confirmAdmin(database.db, admin.userId);
  const seller = await auth.signUp({ name: "Ravi Seller", email: "ravi@example.in", phone: "+919812345678" });
  const member = await memberWithTwoSessions(t, {
    name: "Asha Buyer",
    email: "asha@example.in",
    phone: "+919876543210",
  });
  const listingId = await insertListing(database.db, {
    title: "Royal Enfield Classic",
    userId: seller.userId,
  });
  const started = await bearerApi(t, "POST", "/conversations", member.own, {
    listingId,
    subject: "Royal Enfield Classic",
    body: "Is it still available?",
  });
  expect(started.status).toBe(201);
  return { admin, seller, member, conversationId: started.body.conversationId as number };
}

const messagesAfterClose = (client: SocketClient, at: number) =>
  client.frames.slice(at).filter((f) => f.t === "message" || f.t === "notification");

function acrossInstances(transport: string, pair: () => Promise<[PubSub, PubSub]>) {
  describe(`two instances, fan-out ${transport}`, () => {
    let one: Awaited<ReturnType<typeof instance>>;
    let two: Awaited<ReturnType<typeof instance>>;
    let cast: Awaited<ReturnType<typeof people>>;

    beforeEach(async () => {
      database = await getTestDatabase();
      await resetDatabase(database);
      const [a, b] = await pair();
      one = await instance(a);
      two = await instance(b);
      cast = await people(one.t);
    });

    for (const way of SESSION_ENDS) {
      it(`${way.name} on one instance closes the ended session's socket on the other within a second`, async () => {
        const { member, seller, conversationId } = cast;
        const stolen = await two.connect(member.other);
        const own = await two.connect(member.own);
        const framesBefore = stolen.frames.length;

        await way.end(one.t, member, cast.admin.token);
        expect((await closedWithin(stolen, 1_000)).code).toBe(4401);

        // What the seller writes next reaches the member's own screen when it survives, never the ended one.
        const sent = await bearerApi(
          one.t,
          "POST",
          `/conversations/${conversationId}/messages`,
          seller.token,
          {
            body: "Come at 5",
          },
        );
        if (way.ownSurvives) {
          expect(sent.status).toBe(201);
          await own.next((f) => f.t === "message" && f.message.body === "Come at 5");
          expect(own.ws.readyState).toBe(own.ws.OPEN);
        } else {
          expect((await closedWithin(own, 1_000)).code).toBe(4401);
        }
        expect(messagesAfterClose(stolen, framesBefore)).toEqual([]);
      });
    }

    it("a socket of a banned member sends nothing more: closed, nothing stored, nothing delivered", async () => {
      const { member, seller, conversationId } = cast;
      const sellerScreen = await one.connect(seller.token);
      const banned = await two.connect(member.other);
      await settle(banned);
      await SESSION_ENDS.find((w) => w.name === "ban")?.end(one.t, member, cast.admin.token);
      banned.send({ t: "send", c: conversationId, id: "after-ban-0001", body: "pay advance to upi" });
      expect((await closedWithin(banned, 1_000)).code).toBe(4401);
      await settle(sellerScreen);
      expect(banned.frames.filter((f) => f.t === "ack")).toEqual([]);
      expect(sellerScreen.frames.filter((f) => f.t === "message")).toEqual([]);
      const stored = await database.db.select().from(messages).where(eq(messages.senderId, member.userId));
      expect(stored.map((m) => m.body)).toEqual(["Is it still available?"]);
    });
  });
}

acrossInstances("in process", async () => {
  const shared = createMemoryPubSub();
  return [shared, shared];
});

const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) {
  acrossInstances("over Redis", async () => {
    const pair: [PubSub, PubSub] = [
      createRedisPubSub({ url: redisUrl }),
      createRedisPubSub({ url: redisUrl }),
    ];
    cleanups.push(async () => {
      for (const p of pair) await p.close();
    });
    return pair;
  });
}

const postgresUrl = process.env.TEST_DATABASE_URL;
if (postgresUrl) {
  acrossInstances("over PostgreSQL LISTEN/NOTIFY", async () => {
    const pool = new pg.Pool({ connectionString: postgresUrl, max: 2 });
    const make = () =>
      createPostgresPubSub({ url: postgresUrl, notify: (text, values) => pool.query(text, values) });
    const pair: [PubSub, PubSub] = [make(), make()];
    cleanups.push(async () => {
      for (const p of pair) await p.close();
      await pool.end();
    });
    return pair;
  });
}

describe("a session ended behind the server's back (no event)", () => {
  let one: Awaited<ReturnType<typeof instance>>;
  let cast: Awaited<ReturnType<typeof people>>;
  let member: TwoSessionMember;

  beforeEach(async () => {
    database = await getTestDatabase();
    await resetDatabase(database);
    // Confirmed sessions are trusted for 300 ms here instead of a minute.
    one = await instance(createMemoryPubSub(), { sessionConfirmMs: 300 });
    cast = await people(one.t);
    member = cast.member;
  });

  const sendAfterConfirmation = async (screen: SocketClient, id: string) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    screen.send({ t: "send", c: cast.conversationId, id, body: "pay advance to upi 98765@upi" });
    return screen.next((f) => f.t === "nack" && f.id === id);
  };

  it("refuses a send once the confirmation has passed when the session row is gone, and closes the socket", async () => {
    const screen = await one.connect(member.other);
    await database.db.delete(sessions).where(eq(sessions.token, storedToken(member.other)));
    const refused = await sendAfterConfirmation(screen, "deleted-0001");
    expect(refused.error.code).toBe("UNAUTHENTICATED");
    expect((await closedWithin(screen, 1_000)).code).toBe(4401);
    const stored = await database.db.select().from(messages).where(eq(messages.senderId, member.userId));
    expect(stored).toHaveLength(1);
  });

  it("refuses a send from a member banned straight in the database, and the other frames that act", async () => {
    const screen = await one.connect(member.own);
    const second = await one.connect(member.other);
    await database.db.update(users).set({ bannedAt: new Date() }).where(eq(users.id, member.userId));
    const refused = await sendAfterConfirmation(screen, "banned-0001");
    expect(refused.error.code).toBe("UNAUTHENTICATED");
    second.send({ t: "catchup", c: cast.conversationId, rid: "r1" });
    expect(await second.next((f) => f.rid === "r1")).toMatchObject({
      t: "error",
      error: { code: "UNAUTHENTICATED" },
    });
    expect((await closedWithin(second, 1_000)).code).toBe(4401);
    expect(second.frames.filter((f) => f.t === "messages")).toEqual([]);
  });

  it("keeps a socket whose session still holds: confirmed again, its send goes through", async () => {
    const screen = await one.connect(member.own);
    await new Promise((resolve) => setTimeout(resolve, 400));
    screen.send({ t: "send", c: cast.conversationId, id: "still-ok-0001", body: "Tomorrow at 5?" });
    expect(await screen.next((f) => f.t === "ack" && f.id === "still-ok-0001")).toBeTruthy();
    expect(screen.ws.readyState).toBe(screen.ws.OPEN);
  });
});

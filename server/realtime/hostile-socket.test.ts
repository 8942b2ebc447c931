import type { Socket } from "node:net";
import v8 from "node:v8";
import vm from "node:vm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { messages } from "~/db/schema";
import { insertListing } from "~/domain/listings/listing-fixtures.test-helper";
import { authClient } from "~/tests/support/auth-requests";
import { createTestApp, type TestContext } from "~/tests/support/test-app";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";
import { listenWithSockets, type SocketClient } from "./socket-harness.test-helper";

/**
 * Issue 25 §3: a socket cannot run the server out of memory. A hostile member opens five sockets, asks each for
 * the longest catch-up there is (200 messages of 2,000 characters, ~420 kB a reply) 19 times a second — under the
 * per-socket frame limit — and never reads a byte. Every reply used to be queued in the server's memory (the
 * issue measured +169 MB in 12 s for one socket). Now the sockets are closed and the process stays flat.
 */

const FLOOD_MS = 30_000;
const EVERY_MS = Math.ceil(1000 / 19);
const BUDGET = 50 * 1024 * 1024;
/** Past this the flood is stopped early: today's code would otherwise take the machine's memory. */
const RUNAWAY = 400 * 1024 * 1024;

// What the process holds, not the garbage it has yet to collect: the server and the client share this process, and
// a collector that has not run yet (the replies are read from the database and serialised, ~1 MB each) says nothing
// about what a never-reading socket keeps. A full collection first, then the heap and the buffers outside it.
v8.setFlagsFromString("--expose-gc");
const gc = vm.runInNewContext("gc") as () => void;
function held(): number {
  gc();
  const { heapUsed, external } = process.memoryUsage();
  return heapUsed + external;
}

let database: Database;
let t: TestContext;
let sockets: Awaited<ReturnType<typeof listenWithSockets>>;

beforeEach(async () => {
  database = await getTestDatabase();
  await resetDatabase(database);
  t = await createTestApp(database, { rateLimitScale: 100 });
  sockets = await listenWithSockets(t);
});
afterEach(async () => {
  await sockets.close();
  await t.close();
});

/** Stops reading from the socket: what the server writes stays on its side. */
const rawSocket = (client: SocketClient) => (client.ws as unknown as { _socket: Socket })._socket;

describe("a client that floods catch-ups and never reads", () => {
  it(
    "is closed, and the server holds less than 50 MB more after 30 s of it (five sockets of one account)",
    async () => {
      const auth = authClient(t);
      const seller = await auth.signUp({ name: "Ravi", email: "ravi@example.in", phone: "+919812345678" });
      const hostile = await auth.signUp({ name: "Mallory", email: "mal@example.in", phone: "+919876543210" });
      const listingId = await insertListing(database.db, { title: "Royal Enfield", userId: seller.userId });
      const res = await t.app.request(t.url("/api/v1/conversations"), {
        method: "POST",
        headers: { authorization: `Bearer ${hostile.token}`, "content-type": "application/json" },
        body: JSON.stringify({ listingId, subject: "Royal Enfield", body: "Hello" }),
      });
      const { conversationId } = (await res.json()) as { conversationId: number };
      const [first] = await database.db.select({ id: messages.id }).from(messages);
      await database.db.insert(messages).values(
        Array.from({ length: 200 }, (_, i) => ({
          conversationId,
          senderId: i % 2 ? seller.userId : hostile.userId,
          body: `${i} ${"अ".repeat(1_990)}`,
        })),
      );

      const clients = await Promise.all(Array.from({ length: 5 }, () => sockets.connect(hostile.token)));
      for (const client of clients) rawSocket(client).pause();
      const catchup = JSON.stringify({ t: "catchup", c: conversationId, after: first?.id, rid: "x" });
      const start = held();
      const startRss = process.memoryUsage().rss;
      const began = Date.now();
      while (Date.now() - began < FLOOD_MS) {
        for (const client of clients) {
          if (client.ws.readyState === client.ws.OPEN && !rawSocket(client).destroyed)
            client.ws.send(catchup);
        }
        await new Promise((resolve) => setTimeout(resolve, EVERY_MS));
        if (process.memoryUsage().rss - startRss > RUNAWAY) break;
      }
      expect((held() - start) / 1024 / 1024, "MB the flood left the process holding").toBeLessThan(
        BUDGET / 1024 / 1024,
      );

      // Reading again, each socket finds it was closed by the server (its reason, or cut once it fell behind).
      for (const client of clients) rawSocket(client).resume();
      const codes = await Promise.all(
        clients.map((client) =>
          Promise.race([
            client.closed.then((closed) => closed.code),
            new Promise<string>((resolve) => setTimeout(() => resolve("still open"), 10_000).unref()),
          ]),
        ),
      );
      for (const code of codes) expect([1008, 1013, 1006]).toContain(code);
    },
    FLOOD_MS + 60_000,
  );
});

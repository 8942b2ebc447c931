import "~/tests/support/production-react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { startConversation } from "~/domain/chat/start-conversation.server";
import { insertListing } from "~/domain/listings/listing-fixtures.test-helper";
import { authClient } from "~/tests/support/auth-requests";
import { hostileStrings } from "~/tests/support/hostile-strings";
import { createTestApp, type TestContext } from "~/tests/support/test-app";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";
import { longestHold } from "~/tests/support/thread-cpu";

// Issue 25 §1: no request blocks the event loop more than 50 ms, whatever one member sends. The worst texts we know
// (the attacks recheck found on the old patterns, long runs, mixed scripts), 100 kB and 1 MB in a body and ten
// times a field's limit in an address, go to every place a member's text is read: the chat's page action, its
// scripts' fallback and controls, the chat API, a new conversation, search, place search, sign-up and sign-in, and
// a listing post. The longest block is measured by a 1 ms timer probe (longestBlock), best of 3 attempts (a busy
// machine or a collection can stall one attempt; a pattern that backtracks stalls every one), with React's production
// build as `npm start` runs it. Before the fix a 100 kB chat post to the conversation page held the process for
// seconds.

const BUDGET_MS = 50;
// In the order the old patterns were slowest last: before the fix, one letter took seconds and the army rule hours.
const SHAPES = [
  "one letter",
  "random (seed 25)",
  "spaced letters",
  "phone rule (recheck)",
  "e-mail rule (recheck)",
  "army rule (recheck)",
];
const texts = (length: number) => hostileStrings(length).filter((hostile) => SHAPES.includes(hostile.name));
const BODY_TEXTS = [...texts(100_000), ...texts(1_000_000)];

let database: Database;
let t: TestContext;
let seller: { userId: string; cookie: string };
let buyer: { userId: string; cookie: string; bearer: string };
let adId: number;
let chatId: number;

beforeAll(async () => {
  database = await getTestDatabase();
  await resetDatabase(database);
  t = await createTestApp(database, { pages: true, rateLimitScale: 100_000 });
  seller = await signedIn("Asha", "asha@example.in", "+919876543210");
  buyer = await signedIn("Ravi", "ravi@example.in", "+919812345678");
  adId = await insertListing(database.db, { title: "Honda Activa", price: 14000, userId: seller.userId });
  const started = await startConversation(t.services, {
    userId: buyer.userId,
    form: { listingId: adId, subject: "Honda Activa", body: "Hello, is the scooter still there?" },
  });
  chatId = started.conversationId;
}, 180_000);
afterAll(() => t?.close());

async function signedIn(name: string, email: string, phone: string) {
  const auth = authClient(t);
  const { userId, password, token } = await auth.signUp({ name, email, phone });
  const res = await auth.post("/sign-in/email", { email, password });
  const cookie = /mandi\.session_token=[^;]+/.exec(res.headers.get("set-cookie") ?? "")?.[0];
  if (!cookie) throw new Error("no session cookie");
  return { userId, cookie, bearer: token };
}

const origin = () => new URL(t.url("/")).origin;

// Each request is made whole (its body encoded to bytes, the Request built around them) before it is measured:
// encoding a megabyte, and copying tens of them into a Request (~115 ms for 36 MB), is the client's work.
const encoder = new TextEncoder();
type Send = () => Request;

function form(path: string, fields: Record<string, string>, cookie = buyer.cookie): Send {
  const init = {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin(), Cookie: cookie },
    body: encoder.encode(new URLSearchParams(fields).toString()),
  };
  return () => new Request(t.url(path), init);
}

function json(path: string, body: unknown, bearer: string | null = buyer.bearer): Send {
  const init = {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Origin: origin(),
      ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
    },
    body: encoder.encode(JSON.stringify(body)),
  };
  return () => new Request(t.url(path), init);
}

function get(path: string, cookie = buyer.cookie): Send {
  return () => new Request(t.url(path), { headers: { Cookie: cookie } });
}

/** The longest the event loop was held while one request was answered and its body read (longestHold). */
async function longestBlock(send: Send): Promise<{ ms: number; status: number }> {
  let status = 0;
  const request = send();
  const ms = await longestHold(async () => {
    const res = await t.app.request(request);
    await res.arrayBuffer();
    status = res.status;
  });
  return { ms, status };
}

async function bestOfThree(send: Send, budget: number): Promise<{ ms: number; status: number }> {
  let best = await longestBlock(send);
  for (let attempt = 1; attempt < 3 && best.ms >= budget; attempt++) {
    const next = await longestBlock(send);
    if (next.ms < best.ms) best = next;
  }
  return best;
}

// PGlite runs every query on the event loop (a conversation page's take 40–70 ms of CPU on a busy test machine,
// whatever the text): there, what a hostile text adds over an ordinary one of the same length on the same request
// is held under 50 ms. On PostgreSQL, the request's whole hold is.
const ON_PGLITE = process.env.TEST_DB_KIND !== "postgres";
const ordinaryLike = (text: string) =>
  "Is it still available? ".repeat(text.length / 23 + 1).slice(0, text.length);

/** Every hostile text through `request`, after one ordinary request has warmed the path up. */
async function expectWithinBudget(
  request: (text: string) => Send,
  hostile: { name: string; text: string }[] = BODY_TEXTS,
) {
  await (await t.app.request(request("Is it still available?")())).arrayBuffer();
  const over: string[] = [];
  for (const { name, text } of hostile) {
    const base = ON_PGLITE ? (await bestOfThree(request(ordinaryLike(text)), BUDGET_MS)).ms : 0;
    const { ms, status } = await bestOfThree(request(text), base + BUDGET_MS);
    if (ms >= base + BUDGET_MS || status >= 500) {
      const ordinary = ON_PGLITE ? ` (an ordinary text: ${base.toFixed(1)} ms)` : "";
      over.push(`${name} (${text.length} chars): ${ms.toFixed(1)} ms${ordinary}, ${status}`);
      // Ten times over is no noise: the next, harder text could hold the process for hours.
      if (ms > 10 * (base + BUDGET_MS)) break;
    }
  }
  expect(over).toEqual([]);
}

const clientId = () => `budget-${Math.random().toString(36).slice(2, 12)}`;
/** Ten times a search field's limit (200), and the longest address a Node server reads (16 kB of header). */
const QUERY_TEXTS = [...texts(2_000), ...texts(16_000 / 3)];
const PLACE_TEXTS = [...texts(800), ...texts(16_000 / 3)];
const q = (text: string) => encodeURIComponent(text);

describe("no request holds the event loop for 50 ms", () => {
  it("a chat message posted to the conversation page (no JavaScript)", async () => {
    await expectWithinBudget((body) => form(`/messages/${chatId}`, { body, clientId: clientId() }));
  }, 300_000);

  it("a chat message posted to the scripts' fallback and to the chat API", async () => {
    await expectWithinBudget((body) =>
      form(`/messages/${chatId}/send`, { body, clientId: clientId(), enhanced: "1" }),
    );
    await expectWithinBudget((body) => json(`/api/v1/conversations/${chatId}/messages`, { body }));
  }, 300_000);

  it("the conversation's controls: a quick reply, a report, an offer", async () => {
    await expectWithinBudget((body) => form(`/messages/${chatId}/act`, { intent: "quick", body }));
    await expectWithinBudget((details) =>
      form(`/messages/${chatId}/act`, { intent: "report", reason: "Other", details }),
    );
    await expectWithinBudget((amount) => form(`/messages/${chatId}/act`, { intent: "offer", amount }));
  }, 300_000);

  it("a new conversation, from its page and the API", async () => {
    await expectWithinBudget((text) =>
      form("/messages/new", { to: "asha@example.in", subject: text, body: text, clientId: clientId() }),
    );
    await expectWithinBudget((text) =>
      json("/api/v1/conversations", { listingId: adId, subject: text, body: text, clientId: clientId() }),
    );
  }, 300_000);

  it("search and place search, ten times a field's limit in the address", async () => {
    await expectWithinBudget((text) => get(`/products?q=${q(text)}`), QUERY_TEXTS);
    await expectWithinBudget((text) => get(`/api/v1/listings?q=${q(text)}`), QUERY_TEXTS);
    await expectWithinBudget((text) => get(`/location?q=${q(text)}`), PLACE_TEXTS);
    await expectWithinBudget((text) => get(`/api/v1/geo/search?q=${q(text)}`), PLACE_TEXTS);
  }, 300_000);

  it("sign-up and sign-in fields", async () => {
    await expectWithinBudget((text) =>
      form(
        "/signup",
        { intent: "details", fullName: text, email: text, password: text, phone: text, redirectTo: "/" },
        "",
      ),
    );
    await expectWithinBudget((text) =>
      form("/login", { intent: "email-sign-in", email: text, password: text, redirectTo: "/" }, ""),
    );
    await expectWithinBudget((text) =>
      json("/api/auth/sign-up/email", { name: text, email: text, password: text, phoneNumber: text }, null),
    );
  }, 300_000);

  it("a listing post, from the sell form and the API", async () => {
    await expectWithinBudget((text) =>
      form(
        "/sell",
        {
          category: "cars",
          subcategory: "sedans",
          title: text,
          description: text,
          condition: "used",
          step: "0",
          intent: "next",
        },
        seller.cookie,
      ),
    );
    await expectWithinBudget((text) =>
      json(
        "/api/v1/listings",
        {
          category: "cars",
          subcategory: "sedans",
          title: text,
          description: text,
          condition: "used",
          price: 450000,
          city: "Pune",
          photos: [],
        },
        buyer.bearer,
      ),
    );
  }, 300_000);
});

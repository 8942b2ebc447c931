import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createMemoryRateLimiter } from "~/adapters/rate-limit/memory-rate-limiter";
import type { RateLimiter } from "~/adapters/rate-limit/rate-limiter";
import type { Database } from "~/db/client.server";
import { conversations, listings, messages, userBlocks, userReports, users } from "~/db/schema";
import { insertListing } from "~/domain/listings/listing-fixtures.test-helper";
import { authClient } from "~/tests/support/auth-requests";
import { createTestApp, type TestContext } from "~/tests/support/test-app";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";

/**
 * /api/v1/conversations…: what a participant can do, and that nobody else learns anything — another member gets
 * the 404 an unknown id gets, a visitor 401 — and that bad input is a 4xx JSON error, never a 500.
 */

let database: Database;
let t: TestContext;
type Member = { token: string; userId: string };
let seller: Member;
let buyer: Member;
let stranger: Member;
let listingId: number;

/** The chat's limits, tight in the rate-limit test alone (sign-up and the rest never get in the way). */
let tightChat = false;
function chatLimiter(): RateLimiter {
  const tight = createMemoryRateLimiter({ scale: 0.1 });
  const loose = createMemoryRateLimiter({ scale: 100 });
  return {
    hit: (key, rule) => (tightChat && key.startsWith("chat-") ? tight : loose).hit(key, rule),
    close: async () => {},
  };
}

beforeEach(async () => {
  tightChat = false;
  database = await getTestDatabase();
  await resetDatabase(database);
  t = await createTestApp(database, { rateLimiter: chatLimiter() });
  const auth = authClient(t);
  seller = await auth.signUp({ name: "Ravi Seller", email: "ravi@example.in", phone: "+919812345678" });
  buyer = await auth.signUp({ name: "Asha Buyer", email: "asha@example.in", phone: "+919876543210" });
  stranger = await auth.signUp({ name: "Mallory", email: "mallory@example.in", phone: "+919811111111" });
  listingId = await insertListing(database.db, { title: "iPhone 13, 128 GB", userId: seller.userId });
});
afterEach(() => t.close());

// biome-ignore lint/suspicious/noExplicitAny: JSON bodies of many shapes, read field by field in assertions.
type Json = any;

async function call(
  method: string,
  path: string,
  options: { token?: string; json?: unknown; raw?: string; type?: string } = {},
): Promise<{ status: number; body: Json; headers: Headers }> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.json);
  } else if (options.raw !== undefined) {
    headers["content-type"] = options.type ?? "application/json";
    body = options.raw;
  }
  const res = await t.app.request(t.url(`/api/v1${path}`), { method, headers, body });
  const text = await res.text();
  let parsed: Json = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = text;
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

/** The buyer's first message about the ad; returns the conversation id. */
async function firstContact(body = "Is it still available?", clientId?: string): Promise<number> {
  const res = await call("POST", "/conversations", {
    token: buyer.token,
    json: { listingId, subject: "iPhone 13, 128 GB", body, ...(clientId ? { clientId } : {}) },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.conversationId;
}

function expectError(res: { status: number; body: Json }, status: number, code?: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
  if (code) expect(res.body.error.code).toBe(code);
}

describe("a conversation, through the API", () => {
  it("lets the buyer write to the seller and both carry on: inbox, detail, messages, read, offers, sold", async () => {
    const start = await call("POST", "/conversations", {
      token: buyer.token,
      json: {
        listingId,
        subject: "iPhone 13, 128 GB",
        body: "Is it still available?",
        clientId: "first-0001",
      },
    });
    expect(start.status).toBe(201);
    expect(start.body).toMatchObject({
      duplicate: false,
      message: {
        body: "Is it still available?",
        senderId: buyer.userId,
        clientId: "first-0001",
        kind: "text",
      },
    });
    const id: number = start.body.conversationId;

    // Contacting again reopens the same conversation.
    const again = await call("POST", "/conversations", {
      token: buyer.token,
      json: { listingId, subject: "iPhone 13, 128 GB", body: "What is the lowest price?" },
    });
    expect(again.status).toBe(201);
    expect(again.body.conversationId).toBe(id);

    const inbox = await call("GET", "/conversations", { token: seller.token });
    expect(inbox.status).toBe(200);
    expect(inbox.body.conversations).toEqual([
      expect.objectContaining({
        id,
        other: expect.objectContaining({ id: buyer.userId, name: "Asha Buyer" }),
        listing: expect.objectContaining({ id: listingId, title: "iPhone 13, 128 GB" }),
        lastMessage: expect.objectContaining({ body: "What is the lowest price?" }),
        unread: 2,
      }),
    ]);
    expect(
      (await call("GET", "/conversations?q=lowest", { token: seller.token })).body.conversations,
    ).toHaveLength(1);
    expect((await call("GET", "/conversations?q=sofa", { token: seller.token })).body.conversations).toEqual(
      [],
    );
    expect((await call("GET", "/conversations", { token: stranger.token })).body.conversations).toEqual([]);

    const detail = await call("GET", `/conversations/${id}`, { token: seller.token });
    expect(detail.status).toBe(200);
    expect(detail.body.conversation).toMatchObject({
      id,
      role: "seller",
      canMarkSold: true,
      canOffer: false,
    });
    expect(
      (await call("GET", `/conversations/${id}`, { token: buyer.token })).body.conversation,
    ).toMatchObject({
      role: "buyer",
      canOffer: true,
    });

    const reply = await call("POST", `/conversations/${id}/messages`, {
      token: seller.token,
      json: { body: "Yes, it is. Come on Saturday.", clientId: "reply-0001" },
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      duplicate: false,
      message: { senderId: seller.userId, warnings: [] },
    });

    const page = await call("GET", `/conversations/${id}/messages`, { token: buyer.token });
    expect(page.status).toBe(200);
    expect(page.body.hasOlder).toBe(false);
    expect(page.body.messages.map((m: Json) => m.body)).toEqual([
      "Is it still available?",
      "What is the lowest price?",
      "Yes, it is. Come on Saturday.",
    ]);
    const [firstId] = page.body.messages.map((m: Json) => m.id);
    const after = await call("GET", `/conversations/${id}/messages?after=${firstId}`, { token: buyer.token });
    expect(after.body.messages).toHaveLength(2);
    const before = await call("GET", `/conversations/${id}/messages?before=${reply.body.message.id}`, {
      token: buyer.token,
    });
    expect(before.body.messages).toHaveLength(2);

    const read = await call("POST", `/conversations/${id}/read`, { token: seller.token });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ unread: 0 });
    const readJson = await call("POST", `/conversations/${id}/read`, { token: buyer.token, json: {} });
    expect(readJson.status).toBe(200);

    const offered = await call("POST", `/conversations/${id}/offers`, {
      token: buyer.token,
      json: { amount: 40000 },
    });
    expect(offered.status).toBe(201);
    const offerId: number = offered.body.message.offer.id;
    expect(offered.body.message.offer).toMatchObject({
      amount: 40000,
      status: "pending",
      fromUserId: buyer.userId,
    });
    expectError(
      await call("POST", `/conversations/${id}/offers`, { token: buyer.token, json: { amount: 41000 } }),
      409,
    );
    expectError(
      await call("POST", `/conversations/${id}/offers/${offerId}/answer`, {
        token: buyer.token,
        json: { answer: "accept" },
      }),
      403,
    );
    const countered = await call("POST", `/conversations/${id}/offers/${offerId}/answer`, {
      token: seller.token,
      json: { answer: "counter", amount: 45000 },
    });
    expect(countered.status).toBe(200);
    const counterId: number = countered.body.message.offer.id;
    const accepted = await call("POST", `/conversations/${id}/offers/${counterId}/answer`, {
      token: buyer.token,
      json: { answer: "accept" },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.message.offer).toMatchObject({ amount: 45000, status: "accepted" });
    expectError(
      await call("POST", `/conversations/${id}/offers/${counterId}/answer`, {
        token: seller.token,
        json: { answer: "decline" },
      }),
      409,
    );

    expectError(await call("POST", `/conversations/${id}/sold`, { token: buyer.token }), 403);
    const sold = await call("POST", `/conversations/${id}/sold`, { token: seller.token });
    expect(sold.status).toBe(200);
    const [ad] = await database.db.select().from(listings).where(eq(listings.id, listingId));
    expect(ad?.status).toBe("sold");
  });

  it("blocks and unblocks the other member, and takes one report", async () => {
    const id = await firstContact();
    const blocked = await call("PUT", `/conversations/${id}/block`, { token: seller.token });
    expect(blocked).toMatchObject({ status: 200, body: { blocked: true } });
    expect(await database.db.select().from(userBlocks)).toHaveLength(1);
    // The buyer is not told: their send succeeds, and the seller never sees it.
    const hidden = await call("POST", `/conversations/${id}/messages`, {
      token: buyer.token,
      json: { body: "Hello??" },
    });
    expect(hidden.status).toBe(201);
    const sellerView = await call("GET", `/conversations/${id}/messages`, { token: seller.token });
    expect(sellerView.body.messages.map((m: Json) => m.body)).toEqual(["Is it still available?"]);
    const unblocked = await call("DELETE", `/conversations/${id}/block`, { token: seller.token });
    expect(unblocked).toMatchObject({ status: 200, body: { blocked: false } });

    const report = { reason: "Fraud or scam", details: "Asked for my OTP" };
    const first = await call("POST", `/conversations/${id}/report`, { token: seller.token, json: report });
    expect(first).toMatchObject({ status: 200, body: { alreadyReported: false } });
    const second = await call("POST", `/conversations/${id}/report`, { token: seller.token, json: report });
    expect(second).toMatchObject({ status: 200, body: { alreadyReported: true } });
    expect(await database.db.select().from(userReports)).toHaveLength(1);
    expectError(
      await call("POST", `/conversations/${id}/report`, { token: seller.token, json: { reason: "Because" } }),
      422,
      "VALIDATION",
    );
  });

  it("shows the scam shield's warning with the message, and still delivers it", async () => {
    const id = await firstContact();
    const res = await call("POST", `/conversations/${id}/messages`, {
      token: seller.token,
      json: { body: "Main army mein hoon, pehle advance bhejo. OTP batao" },
    });
    expect(res.status).toBe(201);
    expect(res.body.message.warnings).toEqual(["pin-otp", "advance-payment", "army-out-of-station"]);
    const page = await call("GET", `/conversations/${id}/messages`, { token: buyer.token });
    expect(page.body.messages.at(-1).warnings).toEqual(["pin-otp", "advance-payment", "army-out-of-station"]);
  });

  it("stores a retried send once, however it is retried", async () => {
    const id = await firstContact("Hi", "start-00000001");
    // The first message retried: the same conversation and message, 200 and duplicate.
    const retriedStart = await call("POST", "/conversations", {
      token: buyer.token,
      json: { listingId, subject: "iPhone 13, 128 GB", body: "Hi", clientId: "start-00000001" },
    });
    expect(retriedStart.status).toBe(200);
    expect(retriedStart.body).toMatchObject({ conversationId: id, duplicate: true });

    const send = () =>
      call("POST", `/conversations/${id}/messages`, {
        token: seller.token,
        json: { body: "Yes, available", clientId: "retry-00000001" },
      });
    const first = await send();
    const second = await send();
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ duplicate: true, message: { id: first.body.message.id } });
    // Sent twice at the same moment (a flaky network retrying at once).
    const together = await Promise.all(
      [1, 2, 3].map(() =>
        call("POST", `/conversations/${id}/messages`, {
          token: seller.token,
          json: { body: "Price is 45000", clientId: "retry-00000002" },
        }),
      ),
    );
    expect(together.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(together.map((r) => r.body.message.id)).size).toBe(1);

    const stored = await database.db.select().from(messages).where(eq(messages.conversationId, id));
    expect(stored.map((m) => m.body).sort()).toEqual(["Hi", "Price is 45000", "Yes, available"]);
    // The buyer has exactly two unread messages, not one per try.
    const inbox = await call("GET", "/conversations", { token: buyer.token });
    expect(inbox.body.conversations[0].unread).toBe(2);
    // A client id is the sender's own: the other side may use the same one.
    const theirs = await call("POST", `/conversations/${id}/messages`, {
      token: buyer.token,
      json: { body: "Great", clientId: "retry-00000001" },
    });
    expect(theirs.status).toBe(201);
  });
});

describe("nobody but the two members", () => {
  it("answers another member 404 on every route of the conversation, and tells them nothing", async () => {
    const id = await firstContact();
    const offered = await call("POST", `/conversations/${id}/offers`, {
      token: buyer.token,
      json: { amount: 40000 },
    });
    const offerId: number = offered.body.message.offer.id;
    const before = await database.db.select().from(messages);

    const tries: [string, string, unknown?][] = [
      ["GET", `/conversations/${id}`],
      ["GET", `/conversations/${id}/messages`],
      ["GET", `/conversations/${id}/messages?after=1`],
      ["POST", `/conversations/${id}/messages`, { body: "Let me in", clientId: "intruder-0001" }],
      ["POST", `/conversations/${id}/read`, {}],
      ["POST", `/conversations/${id}/offers`, { amount: 100 }],
      ["POST", `/conversations/${id}/offers/${offerId}/answer`, { answer: "accept", reserve: true }],
      ["POST", `/conversations/${id}/offers/${offerId}/answer`, { answer: "counter", amount: 5 }],
      ["POST", `/conversations/${id}/sold`],
      ["PUT", `/conversations/${id}/block`],
      ["DELETE", `/conversations/${id}/block`],
      ["POST", `/conversations/${id}/report`, { reason: "Other", details: "Let me in" }],
    ];
    for (const [method, path, json] of tries) {
      for (const target of [path, path.replace(`/conversations/${id}`, "/conversations/987654")]) {
        const res = await call(method, target, { token: stranger.token, json });
        expect(res.status, `${method} ${target}`).toBe(404);
        expect(res.body).toEqual({ error: { code: "NOT_FOUND", message: expect.any(String) } });
        expect(JSON.stringify(res.body)).not.toMatch(/iPhone|Asha|Ravi|available/);
      }
    }
    // A photo from a stranger is refused the same way, before anything is stored.
    const form = new FormData();
    form.append(
      "photo",
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "x.png", { type: "image/png" }),
    );
    const photo = await t.app.request(t.url(`/api/v1/conversations/${id}/photos`), {
      method: "POST",
      headers: { authorization: `Bearer ${stranger.token}` },
      body: form,
    });
    expect(photo.status).toBe(404);

    // Nothing changed.
    expect(await database.db.select().from(messages)).toHaveLength(before.length);
    expect(await database.db.select().from(userBlocks)).toEqual([]);
    expect(await database.db.select().from(userReports)).toEqual([]);
    const [ad] = await database.db.select().from(listings).where(eq(listings.id, listingId));
    expect(ad?.status).toBe("active");
    const [conversation] = await database.db.select().from(conversations);
    expect(conversation?.sellerUnread).toBe(2);
  });

  it("answers a visitor 401 on every route, before looking at the input", async () => {
    const id = await firstContact();
    const routes: [string, string][] = [
      ["GET", "/conversations"],
      ["POST", "/conversations"],
      ["GET", `/conversations/${id}`],
      ["GET", `/conversations/${id}/messages`],
      ["POST", `/conversations/${id}/messages`],
      ["POST", `/conversations/${id}/photos`],
      ["POST", `/conversations/${id}/read`],
      ["POST", `/conversations/${id}/offers`],
      ["POST", `/conversations/${id}/offers/1/answer`],
      ["POST", `/conversations/${id}/sold`],
      ["PUT", `/conversations/${id}/block`],
      ["DELETE", `/conversations/${id}/block`],
      ["POST", `/conversations/${id}/report`],
      ["GET", "/conversations/abc"],
      ["POST", "/conversations/abc/messages"],
    ];
    for (const [method, path] of routes) {
      const res = await call(method, path, method === "GET" ? {} : { raw: "{not json" });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body.error.code).toBe("UNAUTHENTICATED");
    }
    const forged = await call("GET", "/conversations", { token: "not-a-real-token" });
    expect(forged.status).toBe(401);
  });
});

describe("bad input", () => {
  it("is a 4xx JSON error with a code and a message, never a 500", async () => {
    const id = await firstContact();
    const token = buyer.token;
    const long = "a".repeat(2001);

    const tooLong = await call("POST", `/conversations/${id}/messages`, { token, json: { body: long } });
    expectError(tooLong, 422, "VALIDATION");
    expect(tooLong.body.error.fields.body).toBe("A message can be at most 2,000 characters.");
    expect(
      (await call("POST", `/conversations/${id}/messages`, { token, json: { body: "a".repeat(2000) } }))
        .status,
    ).toBe(201);
    expectError(
      await call("POST", `/conversations/${id}/messages`, { token, json: { body: "   " } }),
      422,
      "VALIDATION",
    );
    expectError(await call("POST", `/conversations/${id}/messages`, { token, json: {} }), 422, "VALIDATION");
    expectError(await call("POST", `/conversations/${id}/messages`, { token, json: { body: 42 } }), 422);
    expectError(await call("POST", `/conversations/${id}/messages`, { token, json: [] }), 422);
    expectError(await call("POST", `/conversations/${id}/messages`, { token, json: null }), 422);
    expectError(
      await call("POST", `/conversations/${id}/messages`, { token, json: { body: "hi", clientId: "x" } }),
      422,
      "VALIDATION",
    );
    // No body at all, a body that is not JSON, JSON that does not parse.
    expectError(await call("POST", `/conversations/${id}/messages`, { token }), 415);
    expectError(await call("POST", `/conversations/${id}/messages`, { token, raw: "" }), 400);
    expectError(
      await call("POST", `/conversations/${id}/messages`, { token, raw: '{"body": "hi"' }),
      400,
      "BAD_REQUEST",
    );
    expectError(
      await call("POST", `/conversations/${id}/messages`, {
        token,
        raw: "body=hi",
        type: "application/x-www-form-urlencoded",
      }),
      415,
      "UNSUPPORTED_MEDIA_TYPE",
    );
    expectError(await call("POST", "/conversations", { token, raw: "{" }), 400);
    expectError(await call("POST", "/conversations", { token, json: {} }), 422);
    expectError(
      await call("POST", "/conversations", { token, json: { listingId, subject: "x", body: long } }),
      422,
    );
    expectError(await call("POST", `/conversations/${id}/read`, { token, raw: "{" }), 400);
    expectError(await call("POST", `/conversations/${id}/read`, { token, json: { upTo: "latest" } }), 422);
    expectError(await call("POST", `/conversations/${id}/read`, { token, json: { upTo: -3 } }), 422);

    // Ids that are not positive whole numbers.
    for (const bad of ["abc", "0", "-1", "1.5", "1e3", "99999999999999999999", "%20"]) {
      expectError(await call("GET", `/conversations/${bad}`, { token }), 422, "VALIDATION");
      expectError(await call("GET", `/conversations/${bad}/messages`, { token }), 422, "VALIDATION");
      expectError(await call("POST", `/conversations/${bad}/messages`, { token, json: { body: "hi" } }), 422);
      expectError(await call("POST", `/conversations/${bad}/sold`, { token }), 422);
      expectError(await call("PUT", `/conversations/${bad}/block`, { token }), 422);
    }
    expectError(await call("GET", `/conversations/${id}/messages?before=abc`, { token }), 422);
    expectError(await call("GET", `/conversations/${id}/messages?after=-5`, { token }), 422);
    expectError(
      await call("POST", `/conversations/${id}/offers/abc/answer`, {
        token: seller.token,
        json: { answer: "decline" },
      }),
      422,
    );
  });

  it("refuses offers that are not a whole number of rupees from ₹1 up", async () => {
    const id = await firstContact();
    const offer = (amount: unknown) =>
      call("POST", `/conversations/${id}/offers`, { token: buyer.token, json: { amount } });
    for (const amount of [
      0,
      -500,
      12.5,
      "abc",
      "",
      null,
      true,
      false,
      [5000],
      { rupees: 1 },
      1_000_000_000,
      "1,000",
    ]) {
      const res = await offer(amount);
      expectError(res, 422, "VALIDATION");
      expect(res.body.error.fields.amount, JSON.stringify(amount)).toEqual(expect.any(String));
    }
    expectError(await call("POST", `/conversations/${id}/offers`, { token: buyer.token, json: {} }), 422);
    expect(await database.db.select().from(messages)).toHaveLength(1);
    // A whole number, also as digits in a string, is an offer.
    expect((await offer("42000")).status).toBe(201);

    const { body } = await call("GET", `/conversations/${id}`, { token: seller.token });
    const offerId = body.conversation.pendingOffer.id;
    const answer = (json: unknown) =>
      call("POST", `/conversations/${id}/offers/${offerId}/answer`, { token: seller.token, json });
    expectError(await answer({ answer: "maybe" }), 422);
    expectError(await answer({}), 422);
    expectError(await answer({ answer: "counter" }), 422);
    expectError(await answer({ answer: "counter", amount: -1 }), 422);
    expectError(await answer({ answer: "accept", reserve: "false" }), 422);
    // The offer still waits.
    expect(
      (await call("GET", `/conversations/${id}`, { token: seller.token })).body.conversation.pendingOffer,
    ).toMatchObject({
      id: offerId,
      status: "pending",
    });
    const accepted = await answer({ answer: "accept", reserve: false });
    expect(accepted.status).toBe(200);
    const [ad] = await database.db.select().from(listings).where(eq(listings.id, listingId));
    expect(ad?.status).toBe("active");
  });

  it("refuses writing to one's own ad, and an ad that is gone", async () => {
    expectError(
      await call("POST", "/conversations", {
        token: seller.token,
        json: { listingId, subject: "Mine", body: "Hello me" },
      }),
      403,
    );
    expectError(
      await call("POST", "/conversations", {
        token: buyer.token,
        json: { listingId: 987654, subject: "x", body: "hi" },
      }),
      404,
    );
  });

  it("answers a message by e-mail the same whether the address is a member's, a suspended one's or nobody's", async () => {
    // Issue 25 §7: starting a conversation by e-mail must not tell who is a member, or who is suspended.
    await database.db
      .update(users)
      .set({ bannedAt: new Date(), bannedUntil: new Date(Date.now() + 7 * 86_400_000) })
      .where(eq(users.id, stranger.userId));
    const write = (to: string) =>
      call("POST", "/conversations", {
        token: buyer.token,
        json: { to, subject: "Your phones", body: "Do you have more?" },
      });
    const answers = [
      await write("nobody@example.in"),
      await write("mallory@example.in"),
      await write("RAVI@example.in"),
    ];
    for (const { status, body } of answers)
      expect({ status, body }).toEqual({ status: 202, body: { sent: true } });
    // The member got it; the writer's inbox shows nothing until they answer.
    const inbox = await call("GET", "/conversations", { token: seller.token });
    expect(inbox.body.conversations).toMatchObject([
      { kind: "direct", lastMessage: { body: "Do you have more?" } },
    ]);
    expect((await call("GET", "/conversations", { token: buyer.token })).body.conversations).toEqual([]);
    expect((await call("GET", "/conversations", { token: stranger.token })).body.conversations).toEqual([]);
  });
});

describe("rate limits", () => {
  it("limits how fast one member sends, and not the others", async () => {
    // 30 a minute at scale 0.1 is 3.
    tightChat = true;
    const id = await firstContact("Hello");
    const send = (token: string, n: number) =>
      call("POST", `/conversations/${id}/messages`, { token, json: { body: `Message ${n}` } });
    const results = [];
    for (let n = 0; n < 5; n++) results.push(await send(buyer.token, n));
    const limited = results.filter((r) => r.status === 429);
    expect(limited.length).toBeGreaterThan(0);
    const [first] = limited;
    expectError(first as { status: number; body: Json }, 429, "RATE_LIMITED");
    expect(Number(first?.headers.get("retry-after"))).toBeGreaterThan(0);
    // Writing again through "contact seller" is the same member sending: limited too.
    const reopened = await call("POST", "/conversations", {
      token: buyer.token,
      json: { listingId, subject: "iPhone 13, 128 GB", body: "Hello again" },
    });
    expectError(reopened, 429, "RATE_LIMITED");
    // The seller is not held back by the buyer's limit.
    expect((await send(seller.token, 99)).status).toBe(201);
  });
});

describe("the OpenAPI document", () => {
  it("describes every messaging and notification route", async () => {
    const res = await t.app.request(t.url("/api/v1/openapi.json"));
    expect(res.status).toBe(200);
    const doc = await res.json();
    const expected: Record<string, string[]> = {
      "/conversations": ["get", "post"],
      "/conversations/{id}": ["get"],
      "/conversations/{id}/messages": ["get", "post"],
      "/conversations/{id}/photos": ["post"],
      "/conversations/{id}/read": ["post"],
      "/conversations/{id}/offers": ["post"],
      "/conversations/{id}/offers/{offerId}/answer": ["post"],
      "/conversations/{id}/sold": ["post"],
      "/conversations/{id}/block": ["put", "delete"],
      "/conversations/{id}/report": ["post"],
      "/notifications": ["get", "delete"],
      "/notifications/{id}/read": ["post"],
      "/notifications/read-all": ["post"],
      "/notifications/{id}": ["delete"],
      "/me/counts": ["get"],
    };
    for (const [path, methods] of Object.entries(expected)) {
      for (const method of methods) {
        const op = doc.paths[path]?.[method];
        expect(op, `${method} ${path}`).toBeDefined();
        expect(op.security, `${method} ${path}`).toEqual(expect.arrayContaining([{ bearer: [] }]));
        expect(Object.keys(op.responses), `${method} ${path}`).toEqual(expect.arrayContaining(["401"]));
      }
    }
    expect(Object.keys(doc.paths["/conversations/{id}/messages"].post.responses)).toEqual(
      expect.arrayContaining(["201", "200", "404", "422", "429"]),
    );
    expect(doc.components.schemas.Message.properties.body).toBeDefined();
    expect(doc.components.schemas.Offer).toBeDefined();
    expect(doc.components.schemas.Notification).toBeDefined();
  });
});

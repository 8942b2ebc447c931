import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createManualJobQueue } from "~/adapters/jobs/manual-job-queue";
import { createMemoryRateLimiter } from "~/adapters/rate-limit/memory-rate-limiter";
import type { Database } from "~/db/client.server";
import { favorites, listings, notifications, users } from "~/db/schema";
import { recordingRealtime } from "~/tests/support/fake-services";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";
import { insertListing, insertSeller } from "../listings/listing-fixtures.test-helper";
import { noticeWords } from "../notifications/notice-text";
import { answerOffer } from "./answer-offer.server";
import { setBlocked } from "./block-user.server";
import { countUnread } from "./count-unread.server";
import { getConversation } from "./get-conversation.server";
import { listConversations } from "./list-conversations.server";
import { listMessages } from "./list-messages.server";
import { makeOffer } from "./make-offer.server";
import { markConversationRead } from "./mark-conversation-read.server";
import { markSoldInChat } from "./mark-sold-in-chat.server";
import { sendDirectMessage } from "./send-direct-message.server";
import { sendMessage } from "./send-message.server";
import { setChatPresence } from "./set-chat-presence.server";
import { startConversation } from "./start-conversation.server";

let database: Database;
let services: ReturnType<typeof makeServices>;

function makeServices() {
  return {
    db: database.db,
    rateLimiter: createMemoryRateLimiter({ scale: 100 }),
    realtime: recordingRealtime(),
    jobs: createManualJobQueue(),
  };
}

beforeAll(async () => {
  database = await getTestDatabase();
});
beforeEach(async () => {
  await resetDatabase(database);
  await insertSeller(database.db, "seller-1");
  await insertSeller(database.db, "buyer-1");
  await insertSeller(database.db, "buyer-2");
  services = makeServices();
});

async function firstContact(listingId: number, body = "Is it still available?", userId = "buyer-1") {
  return startConversation(services, {
    userId,
    form: { listingId, recipientId: "seller-1", subject: "iPhone 13", body },
  });
}

describe("starting a conversation", () => {
  it("writes to the seller about the ad, once per ad and buyer: contacting again reopens it", async () => {
    const ad = await insertListing(database.db, { title: "iPhone 13" });
    const first = await firstContact(ad);
    expect(first.message).toMatchObject({
      senderId: "buyer-1",
      body: "Is it still available?",
      kind: "text",
    });
    const again = await firstContact(ad, "What is the lowest price?");
    expect(again.conversationId).toBe(first.conversationId);

    const [inbox] = await listConversations(services, { userId: "seller-1" });
    expect(inbox).toMatchObject({
      id: first.conversationId,
      other: { id: "buyer-1", name: "Seller buyer-1" },
      listing: { id: ad, title: "iPhone 13" },
      lastMessage: { body: "What is the lowest price?" },
      unread: 2,
    });
    // The seller is told (one notification for the chat) and the e-mail of the burst is queued once.
    const notes = (
      await database.db.select().from(notifications).where(eq(notifications.userId, "seller-1"))
    ).map((n) => ({ ...n, ...noticeWords(n, "en") }));
    expect(notes.map((n) => [n.event, n.title, n.body, n.link])).toEqual([
      [
        "new-message",
        "New message from Seller buyer-1",
        "What is the lowest price?",
        `/messages?c=${first.conversationId}`,
      ],
    ]);
    expect(services.jobs.pending()).toEqual([
      { queue: "message-email", data: { userId: "seller-1" }, key: "seller-1", delaySeconds: 120 },
    ]);
    expect(await countUnread(services, { userId: "seller-1" })).toEqual({ messages: 2, notifications: 1 });
  });

  it("refuses the seller's own ad and one's own address, and checks the fields", async () => {
    const ad = await insertListing(database.db, { title: "iPhone 13" });
    await expect(
      startConversation(services, { userId: "seller-1", form: { listingId: ad, subject: "x", body: "hi" } }),
    ).rejects.toMatchObject({ code: "FORBIDDEN", message: "You cannot send a message to yourself." });
    await expect(
      sendDirectMessage(services, {
        userId: "buyer-1",
        form: { to: "Buyer-1@example.test", subject: "Hi", body: "hi" },
      }),
    ).rejects.toMatchObject({ code: "FORBIDDEN", fields: { to: { key: "server_listings_message_self" } } });
    await expect(
      sendDirectMessage(services, { userId: "buyer-1", form: { to: "", subject: "", body: "" } }),
    ).rejects.toMatchObject({
      code: "VALIDATION",
      fields: {
        to: "Please enter the e-mail of a Mandi member.",
        subject: "Please enter a subject.",
        body: "Please write a message.",
      },
    });
  });

  it("answers a message by e-mail the same way whoever the address belongs to; a member still gets it", async () => {
    await insertSeller(database.db, "banned-1");
    await database.db.update(users).set({ bannedAt: new Date() }).where(eq(users.id, "banned-1"));
    await database.db
      .update(users)
      .set({ email: "919800000009@phone.mandi.invalid" })
      .where(eq(users.id, "buyer-2"));
    const write = (to: string) =>
      sendDirectMessage(services, {
        userId: "buyer-1",
        form: { to, subject: "Your bikes", body: "Any more?" },
      });
    const answers = [
      await write("nobody@example.test"),
      await write("banned-1@example.test"),
      await write("919800000009@phone.mandi.invalid"),
      await write("SELLER-1@example.test"),
    ];
    for (const answer of answers) expect(answer).toEqual({ sent: true });
    // The writer learns nothing more from their own screens: no chat, no live event, until the member answers.
    expect(await listConversations(services, { userId: "buyer-1" })).toEqual([]);
    expect(services.realtime.events.filter((e) => e.userIds.includes("buyer-1"))).toEqual([]);
    // The member got it; the banned member and the placeholder got nothing.
    const [inbox] = await listConversations(services, { userId: "seller-1" });
    expect(inbox).toMatchObject({ kind: "direct", lastMessage: { body: "Any more?" }, unread: 1 });
    expect(await listConversations(services, { userId: "banned-1" })).toEqual([]);
    expect(await listConversations(services, { userId: "buyer-2" })).toEqual([]);
    const conversationId = inbox?.id ?? 0;
    await expect(getConversation(services, { userId: "buyer-1", conversationId })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("writes to a member by e-mail, in one conversation per pair whoever writes first", async () => {
    await sendDirectMessage(services, {
      userId: "buyer-1",
      form: { to: "SELLER-1@example.test", subject: "Your bikes", body: "Do you have more?" },
    });
    const [seen] = await listConversations(services, { userId: "seller-1" });
    const conversationId = seen?.id ?? 0;
    // The member answers (by e-mail again, or in the chat): now the writer sees the chat too.
    await sendDirectMessage(services, {
      userId: "seller-1",
      form: { to: "buyer-1@example.test", subject: "Re: bikes", body: "Yes, two more." },
    });
    const [mine] = await listConversations(services, { userId: "buyer-1" });
    expect(mine).toMatchObject({ id: conversationId, lastMessage: { body: "Yes, two more." }, unread: 1 });
    const detail = await getConversation(services, { userId: "seller-1", conversationId });
    expect(detail).toMatchObject({ kind: "direct", subject: "Your bikes", listing: null, canOffer: false });
    const { messages } = await listMessages(services, { userId: "buyer-1", conversationId });
    expect(messages.map((m) => m.body)).toEqual(["Do you have more?", "Yes, two more."]);
  });

  it("scans a new conversation's subject with its first message", async () => {
    const ad = await insertListing(database.db, { title: "iPhone 13" });
    const { message } = await startConversation(services, {
      userId: "buyer-1",
      form: { listingId: ad, subject: "Pay advance, share OTP", body: "Hello" },
    });
    expect(message.warnings).toEqual(["pin-otp", "advance-payment"]);
    await sendDirectMessage(services, {
      userId: "buyer-2",
      form: { to: "seller-1@example.test", subject: "Courier charges first", body: "Hi" },
    });
    const [direct] = await listConversations(services, { userId: "seller-1" });
    const page = await listMessages(services, { userId: "seller-1", conversationId: direct?.id ?? 0 });
    expect(page.messages[0]?.warnings).toEqual(["advance-payment"]);
  });
});

describe("sending", () => {
  it("stores a retried send once, by the sender's client id", async () => {
    const ad = await insertListing(database.db, { title: "iPhone 13" });
    const { conversationId } = await firstContact(ad);
    const send = () =>
      sendMessage(services, {
        userId: "seller-1",
        conversationId,
        message: { body: "Yes", clientId: "c-00000001" },
      });
    const first = await send();
    const retried = await send();
    expect(retried).toEqual({ message: first.message, duplicate: true });
    const { messages } = await listMessages(services, { userId: "buyer-1", conversationId });
    expect(messages.map((m) => m.body)).toEqual(["Is it still available?", "Yes"]);
    // The same client id from another member is a message of its own.
    const other = await sendMessage(services, {
      userId: "buyer-1",
      conversationId,
      message: { body: "Great", clientId: "c-00000001" },
    });
    expect(other.duplicate).toBe(false);
  });

  it("answers NOT_FOUND to anyone who is not a participant, for every read and write", async () => {
    const ad = await insertListing(database.db, { title: "iPhone 13" });
    const { conversationId } = await firstContact(ad);
    const stranger = { userId: "buyer-2", conversationId };
    const notFound = { code: "NOT_FOUND", message: "This conversation could not be found." };
    await expect(getConversation(services, stranger)).rejects.toMatchObject(notFound);
    await expect(listMessages(services, stranger)).rejects.toMatchObject(notFound);
    await expect(markConversationRead(services, stranger)).rejects.toMatchObject(notFound);
    await expect(sendMessage(services, { ...stranger, message: { body: "hi" } })).rejects.toMatchObject(
      notFound,
    );
    await expect(makeOffer(services, { ...stranger, amount: 100 })).rejects.toMatchObject(notFound);
    await expect(setBlocked(services, { ...stranger, blocked: true })).rejects.toMatchObject(notFound);
    expect(await listConversations(services, { userId: "buyer-2" })).toEqual([]);
    // And the same for an id that does not exist at all.
    await expect(
      getConversation(services, { userId: "buyer-1", conversationId: 999_999 }),
    ).rejects.toMatchObject(notFound);
  });

  it("warns both sides of a scam pattern, and still delivers the message", async () => {
    const ad = await insertListing(database.db, { title: "iPhone 13" });
    const { conversationId } = await firstContact(ad);
    const sent = await sendMessage(services, {
      userId: "seller-1",
      conversationId,
      message: { body: "I am in the army, pay 500 advance for courier charges and share the OTP" },
    });
    expect(sent.message.warnings).toEqual(["pin-otp", "advance-payment", "army-out-of-station"]);
    const { messages } = await listMessages(services, { userId: "buyer-1", conversationId });
    expect(messages.at(-1)?.warnings).toEqual(["pin-otp", "advance-payment", "army-out-of-station"]);
  });

  it("publishes a new message to both members, so their open screens show it", async () => {
    const ad = await insertListing(database.db, { title: "iPhone 13" });
    const { conversationId, message } = await firstContact(ad);
    expect(services.realtime.events).toContainEqual({
      userIds: ["buyer-1", "seller-1"],
      event: { t: "message", message },
    });
    expect(message.conversationId).toBe(conversationId);
  });
});

describe("reading", () => {
  it("pages older messages and catches up after an id, in order", async () => {
    const ad = await insertListing(database.db, { title: "iPhone 13" });
    const { conversationId } = await firstContact(ad, "m0");
    for (let i = 1; i < 40; i++) {
      await sendMessage(services, {
        userId: i % 2 ? "seller-1" : "buyer-1",
        conversationId,
        message: { body: `m${i}` },
      });
    }
    const newest = await listMessages(services, { userId: "buyer-1", conversationId });
    expect(newest.messages.map((m) => m.body)).toEqual(Array.from({ length: 30 }, (_, i) => `m${i + 10}`));
    expect(newest.hasOlder).toBe(true);
    const older = await listMessages(services, {
      userId: "buyer-1",
      conversationId,
      before: newest.messages[0]?.id,
    });
    expect(older.messages.map((m) => m.body)).toEqual(Array.from({ length: 10 }, (_, i) => `m${i}`));
    expect(older.hasOlder).toBe(false);
    const after = await listMessages(services, {
      userId: "buyer-1",
      conversationId,
      after: newest.messages[27]?.id,
    });
    expect(after.messages.map((m) => m.body)).toEqual(["m38", "m39"]);
  });

  it("reading clears the unread count and the chat's notification, and tells the other side (Seen)", async () => {
    const ad = await insertListing(database.db, { title: "iPhone 13" });
    const { conversationId, message } = await firstContact(ad);
    const read = await markConversationRead(services, { userId: "seller-1", conversationId });
    expect(read).toEqual({ lastReadId: message.id, unread: 0 });
    expect(await countUnread(services, { userId: "seller-1" })).toEqual({ messages: 0, notifications: 0 });
    expect(services.realtime.events).toContainEqual({
      userIds: ["buyer-1", "seller-1"],
      event: { t: "read", conversationId, readerId: "seller-1", lastReadId: message.id },
    });
    const buyerView = await getConversation(services, { userId: "buyer-1", conversationId });
    expect(buyerView.otherLastReadId).toBe(message.id);
  });

  it("makes no notification while the recipient has the chat open", async () => {
    const ad = await insertListing(database.db, { title: "iPhone 13" });
    const { conversationId } = await firstContact(ad);
    await database.db.delete(notifications);
    await setChatPresence(services, { socketId: "socket-1", userId: "seller-1", conversationId });
    await sendMessage(services, { userId: "buyer-1", conversationId, message: { body: "Hello?" } });
    expect(await database.db.select().from(notifications)).toEqual([]);
    await setChatPresence(services, { socketId: "socket-1", userId: "seller-1", conversationId: null });
    await sendMessage(services, { userId: "buyer-1", conversationId, message: { body: "Anyone?" } });
    expect((await database.db.select().from(notifications)).map((n) => noticeWords(n, "en").body)).toEqual([
      "Anyone?",
    ]);
  });

  it("filters the inbox by name, ad title and message text", async () => {
    const phone = await insertListing(database.db, { title: "iPhone 13" });
    const sofa = await insertListing(database.db, { title: "Leather sofa", category: "furniture" });
    await firstContact(phone, "Is the battery good?");
    await firstContact(sofa, "Can you deliver to Pune?", "buyer-2");
    const titles = async (q: string) =>
      (await listConversations(services, { userId: "seller-1", q })).map((c) => c.listing?.title);
    expect(await titles("sofa")).toEqual(["Leather sofa"]);
    expect(await titles("battery")).toEqual(["iPhone 13"]);
    expect(await titles("buyer-2")).toEqual(["Leather sofa"]);
    expect(await titles("100%")).toEqual([]);
  });
});

describe("blocking", () => {
  it("withholds the blocked member's messages from the blocker, without telling them", async () => {
    const ad = await insertListing(database.db, { title: "iPhone 13" });
    const { conversationId } = await firstContact(ad);
    await markConversationRead(services, { userId: "seller-1", conversationId });
    await setBlocked(services, { userId: "seller-1", conversationId, blocked: true });
    const before = services.realtime.events.length;
    const sent = await sendMessage(services, {
      userId: "buyer-1",
      conversationId,
      message: { body: "Hello??" },
    });
    // The buyer sees the message sent as usual; only the buyer's own screens hear of it.
    expect((await listMessages(services, { userId: "buyer-1", conversationId })).messages.at(-1)).toEqual(
      sent.message,
    );
    expect(services.realtime.events.slice(before)).toEqual([
      { userIds: ["buyer-1"], event: { t: "message", message: sent.message } },
    ]);
    const seller = await listMessages(services, { userId: "seller-1", conversationId });
    expect(seller.messages.map((m) => m.body)).toEqual(["Is it still available?"]);
    expect(await countUnread(services, { userId: "seller-1" })).toEqual({ messages: 0, notifications: 0 });
    expect(services.jobs.pending().filter((j) => j.data.userId === "seller-1")).toHaveLength(1);
  });
});

describe("offers", () => {
  it("the buyer offers, the seller counters, the buyer accepts; the seller reserves, then sells to the buyer", async () => {
    const ad = await insertListing(database.db, { title: "iPhone 13", price: 40000 });
    await database.db.insert(favorites).values({ userId: "buyer-2", listingId: ad });
    const { conversationId } = await firstContact(ad);
    const offer = await makeOffer(services, { userId: "buyer-1", conversationId, amount: "35000" });
    expect(offer.message).toMatchObject({
      kind: "offer",
      body: "Offered ₹35,000",
      offer: { amount: 35000, status: "pending" },
    });
    await expect(
      makeOffer(services, { userId: "buyer-1", conversationId, amount: 36000 }),
    ).rejects.toMatchObject({
      code: "CONFLICT",
    });
    await expect(
      answerOffer(services, {
        userId: "buyer-1",
        conversationId,
        offerId: offer.message.offer?.id ?? 0,
        answer: { answer: "accept" },
      }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    const counter = await answerOffer(services, {
      userId: "seller-1",
      conversationId,
      offerId: offer.message.offer?.id ?? 0,
      answer: { answer: "counter", amount: "38000" },
    });
    expect(counter.message.body).toBe("Countered ₹35,000 with ₹38,000");
    const seller = await getConversation(services, { userId: "seller-1", conversationId });
    expect(seller.pendingOffer).toMatchObject({ amount: 38000, fromUserId: "seller-1" });

    await answerOffer(services, {
      userId: "buyer-1",
      conversationId,
      offerId: counter.message.offer?.id ?? 0,
      answer: { answer: "accept" },
    });
    const agreed = await getConversation(services, { userId: "buyer-1", conversationId });
    expect(agreed).toMatchObject({ pendingOffer: null, offerAccepted: true, canOffer: false });
    // The price is agreed: no second offer in this chat.
    await expect(
      makeOffer(services, { userId: "buyer-1", conversationId, amount: 30000 }),
    ).rejects.toMatchObject({
      code: "CONFLICT",
      message: "Your offer was accepted: agree the rest in the chat.",
    });

    const sold = await markSoldInChat(services, { userId: "seller-1", conversationId });
    expect(sold.message.body).toBe("Marked “iPhone 13” as sold to you.");
    const [row] = await database.db
      .select({ status: listings.status })
      .from(listings)
      .where(eq(listings.id, ad));
    expect(row?.status).toBe("sold");
    const after = await getConversation(services, { userId: "seller-1", conversationId });
    expect(after).toMatchObject({ canMarkSold: false, soldToBuyerAt: expect.any(String) });
    // Whoever had saved the ad hears it sold.
    const note = (
      await database.db.select().from(notifications).where(eq(notifications.userId, "buyer-2"))
    ).map((n) => ({ ...n, ...noticeWords(n, "en") }));
    expect(note.map((n) => [n.event, n.title])).toEqual([["favorite-sold", "An ad you saved was sold"]]);
  });

  it("accepting can mark the ad Reserved", async () => {
    const ad = await insertListing(database.db, { title: "iPhone 13" });
    const { conversationId } = await firstContact(ad);
    const offer = await makeOffer(services, { userId: "buyer-1", conversationId, amount: 900 });
    await answerOffer(services, {
      userId: "seller-1",
      conversationId,
      offerId: offer.message.offer?.id ?? 0,
      answer: { answer: "accept", reserve: "on" },
    });
    const [row] = await database.db
      .select({ status: listings.status })
      .from(listings)
      .where(eq(listings.id, ad));
    expect(row?.status).toBe("reserved");
  });
});

describe("members", () => {
  it("shows a member who never gave a name as an empty name (the page says User)", async () => {
    await database.db.update(users).set({ name: "  " }).where(eq(users.id, "buyer-1"));
    const ad = await insertListing(database.db, { title: "iPhone 13" });
    await firstContact(ad);
    const [inbox] = await listConversations(services, { userId: "seller-1" });
    expect(inbox?.other.name).toBe("");
  });
});

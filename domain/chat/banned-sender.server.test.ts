import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createMemoryRateLimiter } from "~/adapters/rate-limit/memory-rate-limiter";
import type { FileStorage } from "~/adapters/storage/file-storage";
import type { Database } from "~/db/client.server";
import { conversations, listings, messages, notifications, offers, users } from "~/db/schema";
import { notifyingServices } from "~/tests/support/fake-services";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";
import { insertListing, insertSeller } from "../listings/listing-fixtures.test-helper";
import { answerOffer } from "./answer-offer.server";
import { makeOffer } from "./make-offer.server";
import { markSoldInChat } from "./mark-sold-in-chat.server";
import { sendChatPhoto } from "./send-chat-photo.server";
import { sendDirectMessage } from "./send-direct-message.server";
import { sendMessage } from "./send-message.server";
import { startConversation } from "./start-conversation.server";

// Issue 25 §2: a banned or suspended member is refused by the use-case itself, whatever carried the request (page,
// API, socket, push action), before anything is stored or anyone is told.

let database: Database;
let services: ReturnType<typeof makeServices>;

/** Storage that fails the test if a refused photo gets as far as being stored. */
const untouchedStorage = new Proxy({} as FileStorage, {
  get: () => () => {
    throw new Error("a refused sender's photo was stored");
  },
});

function makeServices() {
  return {
    db: database.db,
    rateLimiter: createMemoryRateLimiter({ scale: 100 }),
    storage: untouchedStorage,
    ...notifyingServices(),
  };
}

beforeAll(async () => {
  database = await getTestDatabase();
});
beforeEach(async () => {
  await resetDatabase(database);
  for (const id of ["seller-1", "buyer-1", "buyer-2"]) await insertSeller(database.db, id);
  services = makeServices();
});

const DAY = 86_400_000;
const ban = (id: string, until: Date | null, reason = "Asked buyers for advance payment") =>
  database.db
    .update(users)
    .set({ bannedAt: new Date(Date.now() - DAY), bannedUntil: until, banReason: reason })
    .where(eq(users.id, id));

/** Everything a refused write could have left behind. */
async function traces() {
  const [msgs, offered, chats, notes, ads] = await Promise.all([
    database.db.select({ id: messages.id }).from(messages),
    database.db.select({ id: offers.id, status: offers.status }).from(offers),
    database.db.select({ id: conversations.id, sold: conversations.soldToBuyerAt }).from(conversations),
    database.db.select({ id: notifications.id }).from(notifications),
    database.db.select({ id: listings.id, status: listings.status }).from(listings),
  ]);
  return { msgs, offered, chats, notes, ads, events: services.realtime.events.length };
}

describe("a banned or suspended member cannot write in the chat", () => {
  it("refuses every chat write of a banned seller and of a suspended buyer, with the ban notice's words", async () => {
    const ad = await insertListing(database.db, { title: "iPhone 13", price: 40000 });
    const other = await insertListing(database.db, {
      title: "Sofa",
      category: "furniture",
      userId: "buyer-2",
    });
    const { conversationId } = await startConversation(services, {
      userId: "buyer-1",
      form: { listingId: ad, subject: "iPhone 13", body: "Is it still available?" },
    });
    const offer = await makeOffer(services, { userId: "buyer-1", conversationId, amount: 35000 });
    const offerId = offer.message.offer?.id ?? 0;

    await ban("seller-1", null);
    const seller = { userId: "seller-1", conversationId };
    const before = await traces();
    const banned = {
      code: "FORBIDDEN",
      message:
        "Your account has been suspended by Mandi's moderators. Reason: Asked buyers for advance payment. If you think this is a mistake, write to us from the Contact page.",
    };
    await expect(
      sendMessage(services, { ...seller, message: { body: "Pay advance on UPI" } }),
    ).rejects.toMatchObject(banned);
    await expect(
      answerOffer(services, { ...seller, offerId, answer: { answer: "counter", amount: 39000 } }),
    ).rejects.toMatchObject(banned);
    await expect(markSoldInChat(services, seller)).rejects.toMatchObject(banned);
    await expect(
      sendChatPhoto(services, { ...seller, image: Buffer.from("not really a photo") }),
    ).rejects.toMatchObject(banned);
    await expect(
      startConversation(services, {
        userId: "seller-1",
        form: { listingId: other, subject: "Sofa", body: "Pay advance first" },
      }),
    ).rejects.toMatchObject(banned);
    await expect(
      sendDirectMessage(services, {
        userId: "seller-1",
        form: { to: "buyer-2@example.test", subject: "Hello", body: "Pay advance first" },
      }),
    ).rejects.toMatchObject(banned);
    expect(await traces()).toEqual(before);

    // A suspended buyer is refused the same way, in the suspension's words.
    await ban("seller-1", new Date(Date.now() - 1000));
    await ban("buyer-1", new Date(Date.now() + 7 * DAY), "Spam");
    const suspended = {
      code: "FORBIDDEN",
      message: expect.stringMatching(/^Your account is suspended until .+: Spam\. /),
    };
    await expect(
      sendMessage(services, { userId: "buyer-1", conversationId, message: { body: "Hello?" } }),
    ).rejects.toMatchObject(suspended);
    await expect(
      makeOffer(services, { userId: "buyer-1", conversationId, amount: 1000 }),
    ).rejects.toMatchObject(suspended);
    expect(await traces()).toEqual(before);

    // A suspension whose time has passed holds nothing back (the seller's ran out a second ago).
    await database.db.update(users).set({ bannedAt: null, bannedUntil: null }).where(eq(users.id, "buyer-1"));
    await expect(
      sendMessage(services, { userId: "seller-1", conversationId, message: { body: "Back again" } }),
    ).resolves.toMatchObject({ duplicate: false });
  });
});

import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createManualJobQueue } from "~/adapters/jobs/manual-job-queue";
import { createMemoryRateLimiter } from "~/adapters/rate-limit/memory-rate-limiter";
import type { Database } from "~/db/client.server";
import { notifications, pushSubscriptions } from "~/db/schema";
import { recordingRealtime } from "~/tests/support/fake-services";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";
import { insertListing, insertSeller } from "../listings/listing-fixtures.test-helper";
import { answerOffer } from "./answer-offer.server";
import { setBlocked } from "./block-user.server";
import { countUnread } from "./count-unread.server";
import { getConversation } from "./get-conversation.server";
import { listConversations } from "./list-conversations.server";
import { listMessages } from "./list-messages.server";
import { makeOffer } from "./make-offer.server";
import { markConversationRead } from "./mark-conversation-read.server";
import { markSoldInChat } from "./mark-sold-in-chat.server";
import { sendMessage } from "./send-message.server";
import { startConversation } from "./start-conversation.server";

// Issue 25 §6: once A blocks B, nothing B does reaches A — inbox order, unread counts, notifications, pushes,
// offers, conversation events, "Seen" — while B's own screens go on as if nothing happened.

let database: Database;
let services: ReturnType<typeof makeServices>;

function makeServices() {
  return {
    db: database.db,
    rateLimiter: createMemoryRateLimiter({ scale: 100 }),
    realtime: recordingRealtime(),
    jobs: createManualJobQueue(),
    // A push service is configured: a notice would queue a push job.
    push: { publicKey: "test-key", accepts: () => true, send: async () => 201 },
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

async function contact(listingId: number, userId: string, body = "Is it still available?") {
  const { conversationId } = await startConversation(services, {
    userId,
    form: { listingId, subject: "About the ad", body },
  });
  return conversationId;
}

/** What the blocker can observe of their own account. */
async function blockerView(userId: string, conversationId: number) {
  const [inbox, unread, notes, detail, page] = await Promise.all([
    listConversations(services, { userId }),
    countUnread(services, { userId }),
    database.db.select().from(notifications),
    getConversation(services, { userId, conversationId }),
    listMessages(services, { userId, conversationId }),
  ]);
  return {
    inbox: inbox.map((c) => [c.id, c.lastMessageAt, c.lastMessage?.body, c.unread]),
    unread,
    notes: notes.filter((n) => n.userId === userId).map((n) => [n.event, n.body, n.readAt]),
    detail: {
      pendingOffer: detail.pendingOffer,
      offerAccepted: detail.offerAccepted,
      otherLastReadId: detail.otherLastReadId,
      soldToBuyerAt: detail.soldToBuyerAt,
      lastMessageAt: detail.lastMessageAt,
    },
    messages: page.messages.map((m) => [m.id, m.body, m.offer?.status ?? null]),
    events: services.realtime.events.filter((e) => e.userIds.includes(userId)).length,
    jobs: services.jobs.pending().filter((j) => j.data.userId === userId).length,
  };
}

describe("after A blocks B, B leaves no trace on A's side", () => {
  it("B's messages, offers and reads change nothing A can see, while B's own screens carry on", async () => {
    const phone = await insertListing(database.db, { title: "iPhone 13", price: 40000 });
    const sofa = await insertListing(database.db, { title: "Sofa", category: "furniture" });
    const withB = await contact(phone, "buyer-1");
    await database.db.insert(pushSubscriptions).values({
      userId: "seller-1",
      endpoint: "https://fcm.googleapis.com/fcm/send/abc",
      p256dh: "p",
      auth: "a",
    });
    await markConversationRead(services, { userId: "seller-1", conversationId: withB });
    await setBlocked(services, { userId: "seller-1", conversationId: withB, blocked: true });
    // A still writes to B after blocking; B's reading it must not show A "Seen".
    const busy = await sendMessage(services, {
      userId: "seller-1",
      conversationId: withB,
      message: { body: "Busy now" },
    });
    await markConversationRead(services, { userId: "seller-1", conversationId: withB });
    const withOther = await contact(sofa, "buyer-2", "Can you deliver?");
    const before = await blockerView("seller-1", withB);
    expect(before.inbox.map(([id]) => id)).toEqual([withOther, withB]);

    const sent = await sendMessage(services, {
      userId: "buyer-1",
      conversationId: withB,
      message: { body: "Hello?? Pay advance on UPI" },
    });
    const offer = await makeOffer(services, { userId: "buyer-1", conversationId: withB, amount: 30000 });
    await markConversationRead(services, { userId: "buyer-1", conversationId: withB });

    const after = await blockerView("seller-1", withB);
    // "Seen" stays where it stood at the block: never on what A wrote since.
    expect(after.detail.otherLastReadId).toBeLessThan(busy.message.id);
    expect({ ...after, detail: { ...after.detail, otherLastReadId: 0 } }).toEqual({
      ...before,
      detail: { ...before.detail, otherLastReadId: 0 },
    });
    // The inbox still leads with buyer-2's chat, as before B wrote.
    expect(after.inbox.map(([id]) => id)).toEqual([withOther, withB]);
    expect(after.detail.pendingOffer).toBeNull();

    // B sees their message and offer as sent and waiting, and their inbox moved their chat to the top.
    const mine = await getConversation(services, { userId: "buyer-1", conversationId: withB });
    expect(mine.pendingOffer).toMatchObject({ id: offer.message.offer?.id, status: "pending" });
    const bInbox = await listConversations(services, { userId: "buyer-1" });
    expect(bInbox[0]).toMatchObject({ id: withB, lastMessage: { id: offer.message.id } });
    const bPage = await listMessages(services, { userId: "buyer-1", conversationId: withB });
    expect(bPage.messages.slice(-2).map((m) => m.id)).toEqual([sent.message.id, offer.message.id]);
    // And A cannot act on an offer A never saw.
    await expect(
      answerOffer(services, {
        userId: "seller-1",
        conversationId: withB,
        offerId: offer.message.offer?.id ?? 0,
        answer: { answer: "accept" },
      }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
  });

  it("B's answer to A's offer, and B marking the ad sold to A, leave A's side as it was", async () => {
    // Here A is the buyer (buyer-2) and B the seller (seller-1).
    const phone = await insertListing(database.db, { title: "iPhone 13", price: 40000 });
    const withB = await contact(phone, "buyer-2");
    const offer = await makeOffer(services, { userId: "buyer-2", conversationId: withB, amount: 35000 });
    await setBlocked(services, { userId: "buyer-2", conversationId: withB, blocked: true });
    const before = await blockerView("buyer-2", withB);

    const counter = await answerOffer(services, {
      userId: "seller-1",
      conversationId: withB,
      offerId: offer.message.offer?.id ?? 0,
      answer: { answer: "counter", amount: 38000 },
    });
    await markSoldInChat(services, { userId: "seller-1", conversationId: withB });

    const after = await blockerView("buyer-2", withB);
    expect(after).toEqual(before);
    expect(after.detail.pendingOffer).toMatchObject({ id: offer.message.offer?.id, status: "pending" });
    // B sees the counter waiting and the ad sold to A.
    const theirs = await getConversation(services, { userId: "seller-1", conversationId: withB });
    expect(theirs.pendingOffer).toMatchObject({ id: counter.message.offer?.id, amount: 38000 });
    expect(theirs.soldToBuyerAt).not.toBeNull();
  });
});

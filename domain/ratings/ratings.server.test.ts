import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createMemoryRateLimiter } from "~/adapters/rate-limit/memory-rate-limiter";
import type { Database } from "~/db/client.server";
import { conversations, messages, notifications, offers, ratings, userBlocks, users } from "~/db/schema";
import { notifyingServices } from "~/tests/support/fake-services";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";
import { CONVERSATION_NOT_FOUND } from "../chat/chat-limits";
import { insertListing, insertSeller } from "../listings/listing-fixtures.test-helper";
import { noticeWords } from "../notifications/notice-text";
import { confirmPurchase } from "./confirm-purchase.server";
import { getRatingState } from "./get-rating-state.server";
import { listMemberRatings, MEMBER_NOT_FOUND } from "./list-member-ratings.server";
import { rateMember } from "./rate-member.server";
import {
  BUYER_NOT_CONFIRMED_MESSAGE,
  NO_DEAL_MESSAGE,
  NO_SALE_TO_CONFIRM,
  RATING_RATE_LIMITS,
  RATINGS_PAGE_SIZE,
} from "./rating-limits";
import { STARS_REQUIRED } from "./rating-schemas";

let database: Database;
let services: ReturnType<typeof makeServices>;

function makeServices(scale = 100) {
  return { db: database.db, rateLimiter: createMemoryRateLimiter({ scale }), ...notifyingServices() };
}

beforeAll(async () => {
  database = await getTestDatabase();
});
beforeEach(async () => {
  await resetDatabase(database);
  for (const [id, name] of [
    ["seller-1", "Asha Rao"],
    ["buyer-1", "Ravi Kumar"],
    ["buyer-2", ""],
  ] as const) {
    await insertSeller(database.db, id);
    await database.db.update(users).set({ name }).where(eq(users.id, id));
  }
  services = makeServices();
});

/** A chat about a new ad of the seller's; `deal` makes it one: an accepted offer, or the ad sold to the buyer. */
async function chat(deal: "accepted" | "sold" | "pending" | "declined" | null, buyerId = "buyer-1") {
  const ad = await insertListing(database.db, { title: "Honda Activa", userId: "seller-1" });
  const [row] = await database.db
    .insert(conversations)
    .values({
      listingId: ad,
      buyerId,
      sellerId: "seller-1",
      subject: "Honda Activa",
      soldToBuyerAt: deal === "sold" ? new Date() : null,
    })
    .returning({ id: conversations.id });
  if (!row) throw new Error("insert failed");
  if (deal && deal !== "sold") {
    await database.db
      .insert(offers)
      .values({ conversationId: row.id, fromUserId: buyerId, amount: 30000, status: deal });
  }
  return row.id;
}

const rate = (userId: string, conversationId: number, rating: unknown) =>
  rateMember(services, { userId, conversationId, rating });

describe("rating after a deal", () => {
  it("lets buyer and seller rate each other once after an accepted offer, and tells the rated member", async () => {
    const id = await chat("accepted");
    const given = await rate("buyer-1", id, { stars: 5, text: "  Honest seller, scooter as described.  " });
    expect(given).toMatchObject({
      stars: 5,
      text: "Honest seller, scooter as described.",
      rateeRole: "seller",
    });
    await rate("seller-1", id, { stars: 4 });

    await expect(rate("buyer-1", id, { stars: 1, text: "Changed my mind" })).rejects.toMatchObject({
      code: "CONFLICT",
      message: "You have already rated Asha Rao.",
    });
    const rows = await database.db.select().from(ratings).orderBy(ratings.id);
    expect(rows.map((r) => [r.raterId, r.rateeId, r.rateeRole, r.stars, r.text])).toEqual([
      ["buyer-1", "seller-1", "seller", 5, "Honest seller, scooter as described."],
      ["seller-1", "buyer-1", "buyer", 4, ""],
    ]);

    const notes = (await database.db.select().from(notifications).orderBy(notifications.id)).map((n) => ({
      ...n,
      ...noticeWords(n, "en"),
    }));
    expect(notes.map((n) => [n.userId, n.event, n.title, n.body, n.link])).toEqual([
      [
        "seller-1",
        "rating-received",
        "Ravi rated you ★5",
        "Honest seller, scooter as described.",
        "/seller/seller-1",
      ],
      ["buyer-1", "rating-received", "Asha rated you ★4", "", "/seller/buyer-1"],
    ]);
    expect(services.realtime.events.map((e) => e.userIds)).toEqual([["seller-1"], ["buyer-1"]]);
  });

  it("marked sold by the seller alone: the buyer may rate, the seller only once the buyer confirms", async () => {
    // Issue 25 §7: a seller who marks the ad sold to anyone who wrote cannot then rate them.
    const id = await chat("sold");
    const stranger = await chat("sold", "buyer-2");
    for (const conversationId of [id, stranger]) {
      await expect(rate("seller-1", conversationId, { stars: 1, text: "Never came" })).rejects.toMatchObject({
        code: "CONFLICT",
        message: BUYER_NOT_CONFIRMED_MESSAGE,
      });
    }
    expect(await getRatingState(services, { userId: "seller-1", conversationId: id })).toMatchObject({
      deal: false,
      canRate: false,
    });
    await expect(rate("buyer-1", id, { stars: 4, text: "Good scooter" })).resolves.toMatchObject({
      rateeRole: "seller",
    });
    expect(await database.db.select({ rater: ratings.raterId }).from(ratings)).toEqual([
      { rater: "buyer-1" },
    ]);
  });

  it("the buyer confirms in the chat that they bought it; then the seller may rate them", async () => {
    const id = await chat("sold");
    const state = (userId: string) => getRatingState(services, { userId, conversationId: id });
    expect(await state("buyer-1")).toMatchObject({ canConfirm: true, deal: true, canRate: true });
    expect(await state("seller-1")).toMatchObject({ awaitingBuyer: true, deal: false, canRate: false });
    // Only the buyer says it, and only of a sale marked to them.
    await expect(confirmPurchase(services, { userId: "seller-1", conversationId: id })).rejects.toMatchObject(
      {
        code: "CONFLICT",
        message: NO_SALE_TO_CONFIRM,
      },
    );
    const unsold = await chat("accepted");
    await expect(
      confirmPurchase(services, { userId: "buyer-1", conversationId: unsold }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
    await expect(confirmPurchase(services, { userId: "buyer-2", conversationId: id })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });

    await confirmPurchase(services, { userId: "buyer-1", conversationId: id });
    await confirmPurchase(services, { userId: "buyer-1", conversationId: id });
    const said = await database.db.select({ body: messages.body }).from(messages);
    expect(said).toEqual([{ body: "Confirmed buying “Honda Activa”." }]);
    expect(await state("buyer-1")).toMatchObject({ canConfirm: false, canRate: true });
    expect(await state("seller-1")).toMatchObject({ awaitingBuyer: false, deal: true, canRate: true });
    await expect(rate("seller-1", id, { stars: 5, text: "Paid on time" })).resolves.toMatchObject({
      rateeRole: "buyer",
    });
  });

  it("does not tell a member who blocked the rater of their rating, which still stands", async () => {
    const id = await chat("accepted");
    await database.db.insert(userBlocks).values({ blockerId: "buyer-1", blockedId: "seller-1" });
    await rate("seller-1", id, { stars: 1, text: "Rude" });
    expect(await database.db.select().from(notifications)).toEqual([]);
    expect(services.realtime.events).toEqual([]);
    const shown = await listMemberRatings(services, { memberId: "buyer-1" });
    expect(shown.ratings.map((r) => r.text)).toEqual(["Rude"]);
  });

  it("refuses a rating without a deal, and to anyone outside the conversation", async () => {
    for (const deal of [null, "pending", "declined"] as const) {
      const id = await chat(deal);
      for (const userId of ["buyer-1", "seller-1"]) {
        await expect(rate(userId, id, { stars: 5 })).rejects.toMatchObject({
          code: "CONFLICT",
          message: NO_DEAL_MESSAGE,
        });
      }
    }
    const dealt = await chat("accepted", "buyer-2");
    await expect(rate("buyer-1", dealt, { stars: 1 })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: CONVERSATION_NOT_FOUND,
    });
    await expect(rate("buyer-1", 999_999, { stars: 1 })).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await database.db.select().from(ratings)).toEqual([]);
    expect(await database.db.select().from(notifications)).toEqual([]);
  });

  it("takes 1 to 5 whole stars and at most 500 characters of text", async () => {
    const id = await chat("accepted");
    for (const stars of [0, 6, 2.5, "4", null, undefined]) {
      await expect(rate("buyer-1", id, { stars })).rejects.toMatchObject({
        code: "VALIDATION",
        fields: { stars: STARS_REQUIRED },
      });
    }
    await expect(rate("buyer-1", id, { stars: 4, text: "x".repeat(501) })).rejects.toMatchObject({
      code: "VALIDATION",
      fields: { text: "Keep it under 500 characters." },
    });
    await expect(rate("buyer-1", id, { stars: 4, text: 12 })).rejects.toMatchObject({ code: "VALIDATION" });
    await expect(rate("buyer-1", id, { stars: 4, text: "x".repeat(500) })).resolves.toMatchObject({
      stars: 4,
    });
  });

  it("is rate limited like other writes", async () => {
    services = makeServices(1);
    const id = await chat("accepted");
    for (let i = 0; i < RATING_RATE_LIMITS.ratePerHour.limit; i++) {
      await services.rateLimiter.hit("rate:buyer-1", RATING_RATE_LIMITS.ratePerHour);
    }
    await expect(rate("buyer-1", id, { stars: 5 })).rejects.toMatchObject({ code: "RATE_LIMITED" });
    expect(await database.db.select().from(ratings)).toEqual([]);
  });
});

describe("the conversation's rating state", () => {
  it("says whether there is a deal and what the reader gave", async () => {
    const id = await chat("pending");
    expect(await getRatingState(services, { userId: "buyer-1", conversationId: id })).toEqual({
      conversationId: id,
      deal: false,
      canRate: false,
      mine: null,
      canConfirm: false,
      awaitingBuyer: false,
    });
    await database.db.update(offers).set({ status: "accepted" }).where(eq(offers.conversationId, id));
    expect(await getRatingState(services, { userId: "seller-1", conversationId: id })).toMatchObject({
      deal: true,
      canRate: true,
      mine: null,
    });
    await rate("seller-1", id, { stars: 2, text: "Haggled at the door" });
    expect(await getRatingState(services, { userId: "seller-1", conversationId: id })).toMatchObject({
      deal: true,
      canRate: false,
      mine: { stars: 2, text: "Haggled at the door", rateeRole: "buyer" },
    });
    expect(await getRatingState(services, { userId: "buyer-1", conversationId: id })).toMatchObject({
      canRate: true,
      mine: null,
    });
    await expect(getRatingState(services, { userId: "buyer-2", conversationId: id })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });
});

describe("a member's ratings", () => {
  it("shows the average and count, newest first, a page at a time, without hidden ones or banned raters", async () => {
    const starsGiven = [5, 4, 4, 3, 5, 5, 4, 2, 5, 4, 5];
    for (const [i, stars] of starsGiven.entries()) {
      const buyerId = await insertSeller(database.db, `rater-${i}`);
      const id = await chat("accepted", buyerId);
      await rate(buyerId, id, { stars, text: `Rating ${i}` });
      await database.db
        .update(ratings)
        .set({ createdAt: new Date(Date.UTC(2025, 0, 1 + i)) })
        .where(eq(ratings.raterId, buyerId));
    }
    const first = await listMemberRatings(services, { memberId: "seller-1" });
    const average = Math.round((starsGiven.reduce((a, b) => a + b, 0) / starsGiven.length) * 10) / 10;
    expect(first).toMatchObject({
      summary: { count: 11, average },
      total: 11,
      page: 1,
      pageSize: RATINGS_PAGE_SIZE,
      pageCount: 2,
    });
    expect(first.ratings.map((r) => r.text)).toEqual(
      [10, 9, 8, 7, 6, 5, 4, 3, 2, 1].map((i) => `Rating ${i}`),
    );
    expect(first.ratings[0]).toEqual({
      id: expect.any(Number),
      stars: 5,
      text: "Rating 10",
      raterName: "Seller",
      rateeRole: "seller",
      createdAt: "2025-01-11T00:00:00.000Z",
      yours: false,
      reportedByYou: false,
    });
    const second = await listMemberRatings(services, { memberId: "seller-1", page: 2 });
    expect(second.ratings.map((r) => r.text)).toEqual(["Rating 0"]);

    // A hidden rating and a banned rater's rating are neither shown nor counted.
    await database.db.update(ratings).set({ hiddenAt: new Date() }).where(eq(ratings.raterId, "rater-10"));
    await database.db.update(users).set({ bannedAt: new Date() }).where(eq(users.id, "rater-9"));
    // A suspension that has run out holds nothing back.
    const dayAgo = new Date(Date.now() - 86_400_000);
    await database.db
      .update(users)
      .set({ bannedAt: new Date(Date.now() - 3 * 86_400_000), bannedUntil: dayAgo })
      .where(eq(users.id, "rater-8"));
    const after = await listMemberRatings(services, { memberId: "seller-1" });
    const left = starsGiven.slice(0, 9);
    expect(after.summary).toEqual({
      count: 9,
      average: Math.round((left.reduce((a, b) => a + b, 0) / left.length) * 10) / 10,
    });
    expect(after.ratings[0]?.text).toBe("Rating 8");
    expect(after.pageCount).toBe(1);
  });

  it("tells the viewer which rating is theirs; a member without ratings has none; an unknown or banned one is not found", async () => {
    const id = await chat("accepted");
    await rate("buyer-1", id, { stars: 4 });
    const seen = await listMemberRatings(services, { memberId: "seller-1", viewerId: "buyer-1" });
    expect(seen.ratings.map((r) => [r.raterName, r.yours, r.reportedByYou])).toEqual([["Ravi", true, false]]);
    expect(await listMemberRatings(services, { memberId: "buyer-2" })).toMatchObject({
      summary: { count: 0, average: null },
      ratings: [],
      pageCount: 1,
    });
    await database.db.update(users).set({ bannedAt: new Date() }).where(eq(users.id, "seller-1"));
    for (const memberId of ["seller-1", "nobody", "bad id!", "x".repeat(65)]) {
      await expect(listMemberRatings(services, { memberId })).rejects.toMatchObject({
        code: "NOT_FOUND",
        message: MEMBER_NOT_FOUND,
      });
    }
  });
});

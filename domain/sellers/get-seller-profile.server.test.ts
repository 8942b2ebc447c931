import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { conversations, messages, ratings, users } from "~/db/schema";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";
import { hoursAgo, insertListing, insertSeller } from "../listings/listing-fixtures.test-helper";
import { getSellerProfile, SELLER_ADS_PAGE_SIZE } from "./get-seller-profile.server";
import { typicalResponse } from "./seller-response-stats.server";

let database: Database;
const services = () => ({ db: database.db });
const MINUTE = 60_000;

beforeAll(async () => {
  database = await getTestDatabase();
});
beforeEach(async () => {
  await resetDatabase(database);
  await insertSeller(database.db, "seller-1", new Date("2023-04-15T10:00:00Z"));
});

let buyers = 0;
/** A chat the buyer opened `askedHoursAgo`; the seller answers `replyMinutes` later, or never (null). */
async function chat(askedHoursAgo: number, replyMinutes: number | null, sellerId = "seller-1") {
  buyers += 1;
  const buyerId = await insertSeller(database.db, `buyer-${buyers}`);
  const [conversation] = await database.db
    .insert(conversations)
    .values({ buyerId, sellerId, subject: "Is it available?" })
    .returning({ id: conversations.id });
  if (!conversation) throw new Error("insert failed");
  const asked = hoursAgo(askedHoursAgo);
  await database.db
    .insert(messages)
    .values({ conversationId: conversation.id, senderId: buyerId, body: "Hello", createdAt: asked });
  if (replyMinutes !== null) {
    const at = (minutes: number) => new Date(asked.getTime() + minutes * MINUTE);
    await database.db.insert(messages).values([
      { conversationId: conversation.id, senderId: sellerId, body: "Yes", createdAt: at(replyMinutes) },
      { conversationId: conversation.id, senderId: buyerId, body: "Great", createdAt: at(replyMinutes + 1) },
      {
        conversationId: conversation.id,
        senderId: sellerId,
        body: "Come by",
        createdAt: at(replyMinutes + 900),
      },
    ]);
  }
  return conversation.id;
}

describe("getSellerProfile", () => {
  it("returns the member's card and their active ads, newest first, with the city of the newest", async () => {
    const db = database.db;
    await db
      .update(users)
      .set({ name: " Asha Rao ", phoneNumberVerified: true, image: "/media/avatars/a/256.webp" })
      .where(eq(users.id, "seller-1"));
    await insertListing(db, { title: "Older sofa", city: "Pune", postedAt: hoursAgo(5) });
    await insertListing(db, { title: "Newest bike", city: "Mumbai", postedAt: hoursAgo(1) });
    await insertListing(db, { title: "Sold phone", status: "sold" });
    await insertListing(db, { title: "Hidden lamp", status: "inactive" });
    await insertSeller(db, "seller-2");
    await insertListing(db, { title: "Someone else's", userId: "seller-2" });

    const profile = await getSellerProfile(services(), { id: "seller-1" });
    expect(profile).toMatchObject({
      id: "seller-1",
      name: "Asha Rao",
      image: "/media/avatars/a/256.webp",
      memberSince: "2023-04-15T10:00:00.000Z",
      phoneVerified: true,
      city: "Mumbai",
      responses: null,
      ads: { total: 2, page: 1, pageCount: 1 },
    });
    expect(profile.ads.listings.map((l) => l.title)).toEqual(["Newest bike", "Older sofa"]);
  });

  it("shows no photo from elsewhere, and no city without an active ad", async () => {
    await database.db
      .update(users)
      .set({ image: "https://lh3.googleusercontent.com/a/photo.jpg" })
      .where(eq(users.id, "seller-1"));
    await insertListing(database.db, { title: "Sold", status: "sold" });
    const profile = await getSellerProfile(services(), { id: "seller-1" });
    expect(profile).toMatchObject({ image: null, city: null, phoneVerified: false, ads: { total: 0 } });
  });

  it("leaves out ads past their expiry that the sweep has not marked yet", async () => {
    const id = await insertListing(database.db, { title: "Overdue" });
    const later = new Date(Date.now() + 31 * 86_400_000);
    const profile = await getSellerProfile(services(), { id: "seller-1", now: later });
    expect(profile.ads.listings.map((l) => l.id)).not.toContain(id);
    expect(profile.ads.total).toBe(0);
  });

  it("pages the ads and keeps the newest ad's city on later pages", async () => {
    for (let i = 0; i <= SELLER_ADS_PAGE_SIZE; i++) {
      await insertListing(database.db, {
        title: `Ad ${i}`,
        city: i === 0 ? "Jaipur" : "Delhi",
        postedAt: hoursAgo(i + 1),
      });
    }
    const second = await getSellerProfile(services(), { id: "seller-1", page: 2 });
    expect(second.ads).toMatchObject({ total: SELLER_ADS_PAGE_SIZE + 1, page: 2, pageCount: 2 });
    expect(second.ads.listings.map((l) => l.title)).toEqual([`Ad ${SELLER_ADS_PAGE_SIZE}`]);
    expect(second.city).toBe("Jaipur");
  });

  it("throws NOT_FOUND for an unknown id and for a banned member", async () => {
    for (const id of ["nobody", "", "a\u0000b", "x".repeat(1000)]) {
      await expect(getSellerProfile(services(), { id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    }
    await database.db
      .update(users)
      .set({ bannedAt: new Date(), banReason: "Fraud" })
      .where(eq(users.id, "seller-1"));
    await expect(getSellerProfile(services(), { id: "seller-1" })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });
});

describe("response figures", () => {
  it("shows nothing with fewer than 3 chats", async () => {
    await chat(10, 5);
    await chat(20, 5);
    expect((await getSellerProfile(services(), { id: "seller-1" })).responses).toBeNull();
  });

  it("gives the share of chats answered and the median time to the first reply", async () => {
    await chat(100, 10);
    await chat(200, 30);
    await chat(300, 240);
    await chat(400, null);
    await chat(500, 50);
    expect((await getSellerProfile(services(), { id: "seller-1" })).responses).toEqual({
      chats: 5,
      responseRate: 80,
      typicalResponse: "within an hour",
    });
  });

  it("counts only chats the buyer started in the last 90 days, and gives an unanswered new one a day", async () => {
    await chat(10, 300);
    await chat(20, 400);
    await chat(30, 200);
    await chat(91 * 24, null); // too old
    await chat(2, null); // still has time
    // The seller wrote first (a direct chat they started is not a reply to anyone).
    const started = await chat(5, null);
    await database.db
      .update(messages)
      .set({ senderId: "seller-1", createdAt: hoursAgo(6) })
      .where(eq(messages.conversationId, started));
    // Someone else's chats do not count.
    await insertSeller(database.db, "seller-2");
    await chat(10, null, "seller-2");
    expect((await getSellerProfile(services(), { id: "seller-1" })).responses).toEqual({
      chats: 3,
      responseRate: 100,
      typicalResponse: "within a few hours",
    });
    await chat(40, null);
    expect((await getSellerProfile(services(), { id: "seller-1" })).responses).toEqual({
      chats: 4,
      responseRate: 75,
      typicalResponse: "within a few hours",
    });
  });

  it("carries the average and count of the member's shown ratings", async () => {
    expect((await getSellerProfile(services(), { id: "seller-1" })).ratings).toEqual({
      count: 0,
      average: null,
    });
    for (const [stars, hidden] of [
      [5, false],
      [4, false],
      [1, true],
    ] as const) {
      const conversationId = await chat(1, 5);
      const [row] = await database.db
        .select()
        .from(conversations)
        .where(eq(conversations.id, conversationId));
      await database.db.insert(ratings).values({
        conversationId,
        raterId: row?.buyerId ?? "",
        rateeId: "seller-1",
        rateeRole: "seller",
        stars,
        hiddenAt: hidden ? new Date() : null,
      });
    }
    expect((await getSellerProfile(services(), { id: "seller-1" })).ratings).toEqual({
      count: 2,
      average: 4.5,
    });
  });

  it("puts the median into words", () => {
    expect(typicalResponse(59 * 60)).toBe("within an hour");
    expect(typicalResponse(3 * 3600)).toBe("within a few hours");
    expect(typicalResponse(20 * 3600)).toBe("within a day");
    expect(typicalResponse(30 * 3600)).toBe("in more than a day");
  });
});

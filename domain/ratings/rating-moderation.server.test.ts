import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createMemoryRateLimiter } from "~/adapters/rate-limit/memory-rate-limiter";
import type { Database } from "~/db/client.server";
import { auditLog, conversations, offers, ratingReports, ratings, users } from "~/db/schema";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";
import { insertListing, insertSeller } from "../listings/listing-fixtures.test-helper";
import type { Moderator } from "../moderation/require-admin";
import { REPORT_ACKNOWLEDGEMENT } from "../shared/report-reasons";
import type { Services } from "../shared/services";
import { dismissRatingReports } from "./dismiss-rating-reports.server";
import { hideRating } from "./hide-rating.server";
import { listMemberRatings } from "./list-member-ratings.server";
import { listReportedRatings } from "./list-reported-ratings.server";
import {
  NO_OPEN_RATING_REPORTS,
  OWN_RATING_REPORT_MESSAGE,
  RATING_ALREADY_HIDDEN,
  RATING_NOT_FOUND,
} from "./rating-limits";
import { reportRating } from "./report-rating.server";

let database: Database;
let services: ReturnType<typeof makeServices>;
const admin: Moderator = { id: "admin-1", email: "Admin@Example.in", emailConfirmed: true };

// Only ADMIN_EMAILS matters to these use-cases.
const settings: Services["settings"] = {
  publicUrl: "http://localhost",
  supportEmail: "",
  careersEmail: "",
  externalLinks: {
    facebook: "",
    twitter: "",
    youtube: "",
    instagram: "",
    whatsapp: "",
    appStore: "",
    googlePlay: "",
  },
  signingSecret: "",
  adminEmails: ["admin@example.in"],
  postsPerDay: 10,
};

function makeServices() {
  return { db: database.db, rateLimiter: createMemoryRateLimiter({ scale: 100 }), settings };
}

beforeAll(async () => {
  database = await getTestDatabase();
});
beforeEach(async () => {
  await resetDatabase(database);
  for (const id of ["seller-1", "buyer-1", "buyer-2", "buyer-3"]) await insertSeller(database.db, id);
  await database.db
    .insert(users)
    .values({ id: admin.id, name: "Moderator", email: "admin@example.in", emailVerified: true });
  services = makeServices();
});

/** A rating the buyer gave the seller after an accepted offer. */
async function rating(raterId: string, stars: number, text: string) {
  const ad = await insertListing(database.db, { title: "Sofa", userId: "seller-1" });
  const [chat] = await database.db
    .insert(conversations)
    .values({ listingId: ad, buyerId: raterId, sellerId: "seller-1", subject: "Sofa" })
    .returning({ id: conversations.id });
  if (!chat) throw new Error("insert failed");
  await database.db
    .insert(offers)
    .values({ conversationId: chat.id, fromUserId: raterId, amount: 5000, status: "accepted" });
  const [row] = await database.db
    .insert(ratings)
    .values({ conversationId: chat.id, raterId, rateeId: "seller-1", rateeRole: "seller", stars, text })
    .returning({ id: ratings.id });
  if (!row) throw new Error("insert failed");
  return row.id;
}

const report = (
  userId: string,
  ratingId: number,
  reason: unknown = "Offensive or abusive",
  details?: unknown,
) => reportRating(services, { userId, ratingId, reason, details });

describe("reporting a rating", () => {
  it("takes one report per member; the rated member may report, the rater may not", async () => {
    const id = await rating("buyer-1", 1, "Total fraud, avoid");
    expect(await report("seller-1", id, "No real deal took place", "We never met.")).toEqual({
      acknowledged: REPORT_ACKNOWLEDGEMENT,
      alreadyReported: false,
    });
    expect(await report("seller-1", id, "Spam or advertising")).toEqual({
      acknowledged: REPORT_ACKNOWLEDGEMENT,
      alreadyReported: true,
    });
    await report("buyer-2", id);
    await expect(report("buyer-1", id)).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: OWN_RATING_REPORT_MESSAGE,
    });
    const rows = await database.db.select().from(ratingReports).orderBy(ratingReports.id);
    expect(rows.map((r) => [r.reporterId, r.reason, r.details, r.status])).toEqual([
      ["seller-1", "No real deal took place", "We never met.", "open"],
      ["buyer-2", "Offensive or abusive", "", "open"],
    ]);
    const seen = await listMemberRatings(services, { memberId: "seller-1", viewerId: "buyer-2" });
    expect(seen.ratings.map((r) => [r.yours, r.reportedByYou])).toEqual([[false, true]]);
  });

  it("needs a reason from the list, and details for Other; a hidden or unknown rating is not found", async () => {
    const id = await rating("buyer-1", 2, "Meh");
    await expect(report("buyer-2", id, "Because")).rejects.toMatchObject({
      code: "VALIDATION",
      fields: { reason: "Please choose a reason." },
    });
    await expect(report("buyer-2", id, "Other", "  ")).rejects.toMatchObject({
      code: "VALIDATION",
      fields: { details: "Please tell us what is wrong with it." },
    });
    await expect(report("buyer-2", id, "Other", "x".repeat(501))).rejects.toMatchObject({
      code: "VALIDATION",
    });
    await database.db.update(ratings).set({ hiddenAt: new Date() }).where(eq(ratings.id, id));
    for (const ratingId of [id, id + 1000]) {
      await expect(report("buyer-2", ratingId)).rejects.toMatchObject({
        code: "NOT_FOUND",
        message: RATING_NOT_FOUND,
      });
    }
    expect(await database.db.select().from(ratingReports)).toEqual([]);
  });
});

describe("moderating ratings", () => {
  it("is NOT_FOUND to a visitor, an unverified listed e-mail and a member who is not listed", async () => {
    const id = await rating("buyer-1", 1, "Rude");
    await report("seller-1", id);
    const outsiders: (Moderator | null)[] = [
      null,
      { ...admin, emailConfirmed: false },
      { id: "buyer-2", email: "buyer-2@example.test", emailConfirmed: true },
    ];
    for (const actor of outsiders) {
      await expect(listReportedRatings(services, { actor })).rejects.toMatchObject({ code: "NOT_FOUND" });
      await expect(hideRating(services, { actor, ratingId: id })).rejects.toMatchObject({
        code: "NOT_FOUND",
      });
      await expect(dismissRatingReports(services, { actor, ratingId: id })).rejects.toMatchObject({
        code: "NOT_FOUND",
      });
    }
    expect((await database.db.select().from(ratings))[0]?.hiddenAt).toBeNull();
    expect(await database.db.select().from(auditLog)).toEqual([]);
  });

  it("lists ratings with open reports, the most reported first, with who rated whom", async () => {
    const rude = await rating("buyer-1", 1, "Rude and a cheat");
    const fake = await rating("buyer-2", 1, "Never showed up");
    await rating("buyer-3", 5, "Lovely");
    await report("seller-1", fake, "No real deal took place", "I never spoke to this person.");
    await report("buyer-3", fake, "Spam or advertising");
    await report("seller-1", rude);
    const queue = await listReportedRatings(services, { actor: admin });
    expect(queue).toMatchObject({ total: 2, page: 1, pageCount: 1 });
    expect(queue.items.map((i) => [i.rating.text, i.reportCount])).toEqual([
      ["Never showed up", 2],
      ["Rude and a cheat", 1],
    ]);
    expect(queue.items[0]).toMatchObject({
      rating: { id: fake, stars: 1, rateeRole: "seller", hiddenAt: null },
      rater: { id: "buyer-2", name: "Seller buyer-2" },
      ratee: { id: "seller-1", name: "Seller seller-1", link: "/seller/seller-1" },
    });
    expect(queue.items[0]?.reports.map((r) => [r.reason, r.details, r.reporterName])).toEqual([
      ["Spam or advertising", "", "Seller buyer-3"],
      ["No real deal took place", "I never spoke to this person.", "Seller seller-1"],
    ]);
  });

  it("hides a rating: gone from the profile and its count, reports resolved, audited; twice is refused", async () => {
    const id = await rating("buyer-1", 1, "Cheat");
    await rating("buyer-2", 5, "Great");
    await report("seller-1", id);
    await report("buyer-3", id);
    expect(await hideRating(services, { actor: admin, ratingId: id, reason: " Abusive " })).toEqual({
      id,
      rateeId: "seller-1",
      resolved: 2,
    });
    const profile = await listMemberRatings(services, { memberId: "seller-1" });
    expect(profile.summary).toEqual({ count: 1, average: 5 });
    expect(profile.ratings.map((r) => r.text)).toEqual(["Great"]);
    expect((await database.db.select().from(ratingReports)).map((r) => r.status)).toEqual([
      "resolved",
      "resolved",
    ]);
    expect((await listReportedRatings(services, { actor: admin })).items).toEqual([]);
    const [entry] = await database.db.select().from(auditLog);
    expect(entry).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      action: "rating.hide",
      targetType: "rating",
      targetId: String(id),
      reason: "Abusive",
      detail: { rateeId: "seller-1", stars: 1, reportsResolved: 2 },
    });
    await expect(hideRating(services, { actor: admin, ratingId: id })).rejects.toMatchObject({
      code: "CONFLICT",
      message: RATING_ALREADY_HIDDEN,
    });
    await expect(hideRating(services, { actor: admin, ratingId: id + 1000 })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("dismisses a rating's reports: the rating stays, the dismissal is audited; nothing open is refused", async () => {
    const id = await rating("buyer-1", 2, "Slow to reply");
    await report("seller-1", id);
    expect(await dismissRatingReports(services, { actor: admin, ratingId: id })).toEqual({
      id,
      rateeId: "seller-1",
      dismissed: 1,
    });
    expect((await listMemberRatings(services, { memberId: "seller-1" })).summary).toEqual({
      count: 1,
      average: 2,
    });
    expect((await database.db.select().from(ratingReports))[0]?.status).toBe("dismissed");
    expect((await database.db.select().from(auditLog)).map((e) => [e.action, e.targetId])).toEqual([
      ["rating.reports.dismiss", String(id)],
    ]);
    await expect(dismissRatingReports(services, { actor: admin, ratingId: id })).rejects.toMatchObject({
      code: "CONFLICT",
      message: NO_OPEN_RATING_REPORTS,
    });
  });
});

import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { auditLog, conversations, listings, userBlocks, userReports, users } from "~/db/schema";
import { renderText } from "~/i18n/render-text";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";
import { banNotice as banNoticeText } from "../accounts/ban-notice.server";

const banNotice = async (...args: Parameters<typeof banNoticeText>) => {
  const notice = await banNoticeText(...args);
  return notice && renderText(notice, "en");
};

import { insertListing, insertSeller } from "../listings/listing-fixtures.test-helper";
import { AppError } from "../shared/app-error";
import type { Services } from "../shared/services";
import { banUser, unbanUser } from "./ban-user.server";
import { dismissMemberReports, NO_OPEN_MEMBER_REPORTS_MESSAGE } from "./dismiss-member-reports.server";
import { liftEndedSuspensions } from "./lift-ended-suspensions.server";
import { listMemberReports } from "./list-member-reports.server";
import { MODERATION_QUEUE_PAGE_SIZE } from "./list-moderation-queue.server";
import { SUSPEND_REASON_REQUIRED, SUSPENSION_DAYS_MESSAGE } from "./member-moderation-schemas";
import type { Moderator } from "./require-admin";

// Members reported from chats (issue 11): their queue, dismissing, suspending for a time and the sweep that ends it.

let database: Database;
let services: Pick<Services, "db" | "settings">;
const admin: Moderator = { id: "admin-1", email: "admin@example.in", emailConfirmed: true };
const DAY = 24 * 60 * 60 * 1000;
const revoked: string[] = [];
const revokeSessions = async (userId: string) => {
  revoked.push(userId);
};

beforeAll(async () => {
  database = await getTestDatabase();
});
beforeEach(async () => {
  await resetDatabase(database);
  revoked.length = 0;
  await insertSeller(database.db, "seller-1", new Date("2023-04-15T10:00:00Z"));
  await insertSeller(database.db, "seller-2", new Date("2025-11-01T10:00:00Z"));
  for (const id of ["buyer-1", "buyer-2", "buyer-3"]) await insertSeller(database.db, id);
  await database.db
    .insert(users)
    .values({ id: admin.id, name: "Moderator", email: "admin@example.in", emailVerified: true });
  services = {
    db: database.db,
    settings: { adminEmails: ["admin@example.in"] } as unknown as Services["settings"],
  };
});

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

async function chat(buyerId: string, sellerId: string, subject: string, listingId: number | null = null) {
  const [row] = await database.db
    .insert(conversations)
    .values({ buyerId, sellerId, subject, listingId, kind: listingId === null ? "direct" : "listing" })
    .returning({ id: conversations.id });
  return row?.id ?? 0;
}

async function reportMember(
  reporterId: string,
  reportedUserId: string,
  at: Date,
  extra: { conversationId?: number; reason?: string; details?: string; status?: "open" | "dismissed" } = {},
) {
  await database.db.insert(userReports).values({
    reporterId,
    reportedUserId,
    createdAt: at,
    reason: extra.reason ?? "Fraud or scam",
    details: extra.details ?? "",
    conversationId: extra.conversationId ?? null,
    status: extra.status ?? "open",
  });
}

async function expectAppError(promise: Promise<unknown>, code: string) {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  expect((err as AppError).code).toBe(code);
  return err as AppError;
}

const member = async (id: string) => (await database.db.select().from(users).where(eq(users.id, id)))[0];
const statusOf = async (listingId: number) =>
  (await database.db.select().from(listings).where(eq(listings.id, listingId)))[0]?.status;

describe("the reported members queue", () => {
  it("is NOT_FOUND to anyone but an admin, and changes nothing for them", async () => {
    await reportMember("buyer-1", "seller-1", minutesAgo(5));
    const outsiders: (Moderator | null)[] = [
      null,
      { ...admin, emailConfirmed: false },
      { id: "buyer-1", email: "buyer-1@example.test", emailConfirmed: true },
    ];
    for (const actor of outsiders) {
      await expectAppError(listMemberReports(services, { actor }), "NOT_FOUND");
      await expectAppError(dismissMemberReports(services, { actor, userId: "seller-1" }), "NOT_FOUND");
      await expectAppError(
        banUser(services, { actor, userId: "seller-1", reason: "Scam", days: 7, revokeSessions }),
        "NOT_FOUND",
      );
    }
    expect((await database.db.select().from(userReports))[0]?.status).toBe("open");
    expect(await database.db.select().from(auditLog)).toEqual([]);
  });

  it("groups reports by member, most reported first then newest, with the chat's subject and ad but no messages", async () => {
    const ad = await insertListing(database.db, { title: "Royal Enfield Classic 350", userId: "seller-1" });
    const aboutAd = await chat("buyer-1", "seller-1", "Royal Enfield Classic 350", ad);
    const direct = await chat("buyer-2", "seller-1", "About your other bikes");
    await reportMember("buyer-1", "seller-1", minutesAgo(60), {
      conversationId: aboutAd,
      details: "Asked for an advance by UPI",
    });
    await reportMember("buyer-2", "seller-1", minutesAgo(30), {
      conversationId: direct,
      reason: "Offensive",
    });
    await reportMember("buyer-3", "buyer-1", minutesAgo(10), { reason: "Spam" });
    await reportMember("buyer-1", "seller-2", minutesAgo(50));
    await reportMember("buyer-3", "seller-2", minutesAgo(40), { status: "dismissed", reason: "Other" });
    await database.db.insert(userBlocks).values({ blockerId: "buyer-2", blockedId: "seller-1" });

    const queue = await listMemberReports(services, { actor: admin });
    expect(queue).toMatchObject({ status: "open", total: 3, page: 1, pageCount: 1, pageSize: 20 });
    expect(queue.items.map((i) => [i.member.id, i.reportCount])).toEqual([
      ["seller-1", 2],
      ["buyer-1", 1],
      ["seller-2", 1],
    ]);
    const [first] = queue.items;
    expect(first?.reports).toEqual([
      {
        id: expect.any(Number),
        reason: "Offensive",
        details: "",
        reporterName: "Seller buyer-2",
        createdAt: expect.any(String),
        conversation: { subject: "About your other bikes", listingTitle: null },
      },
      {
        id: expect.any(Number),
        reason: "Fraud or scam",
        details: "Asked for an advance by UPI",
        reporterName: "Seller buyer-1",
        createdAt: expect.any(String),
        conversation: { subject: "Royal Enfield Classic 350", listingTitle: "Royal Enfield Classic 350" },
      },
    ]);
    expect(first?.member).toEqual({
      id: "seller-1",
      name: "Seller seller-1",
      memberSince: "2023-04-15T10:00:00.000Z",
      phoneVerified: false,
      adsPosted: 1,
      reportsReceived: 2,
      blocksReceived: 1,
      bannedAt: null,
      banReason: null,
      bannedUntil: null,
    });
    expect(queue.items[2]?.reports.map((r) => r.conversation)).toEqual([null]);

    const dismissed = await listMemberReports(services, { actor: admin, status: "dismissed" });
    expect(dismissed.items.map((i) => [i.member.id, i.reports.map((r) => r.reason)])).toEqual([
      ["seller-2", ["Other"]],
    ]);
    expect((await listMemberReports(services, { actor: admin, status: "resolved" })).total).toBe(0);
  });

  it("pages twenty members at a time, with the total", async () => {
    for (let n = 0; n < MODERATION_QUEUE_PAGE_SIZE + 2; n++) {
      await insertSeller(database.db, `member-${n}`);
      await reportMember("buyer-1", `member-${n}`, minutesAgo(100 - n));
    }
    const first = await listMemberReports(services, { actor: admin });
    expect(first).toMatchObject({ total: 22, pageCount: 2 });
    expect(first.items).toHaveLength(20);
    expect(first.items[0]?.member.id).toBe("member-21");
    const second = await listMemberReports(services, { actor: admin, page: 2 });
    expect(second.items.map((i) => i.member.id)).toEqual(["member-1", "member-0"]);
  });

  it("dismisses a member's open reports, leaves the member be and writes the audit log", async () => {
    await reportMember("buyer-1", "seller-1", minutesAgo(5));
    await reportMember("buyer-2", "seller-1", minutesAgo(4));
    expect(await dismissMemberReports(services, { actor: admin, userId: "seller-1" })).toEqual({
      userId: "seller-1",
      name: "Seller seller-1",
      dismissed: 2,
    });
    expect((await database.db.select().from(userReports)).map((r) => r.status)).toEqual([
      "dismissed",
      "dismissed",
    ]);
    expect((await member("seller-1"))?.bannedAt).toBeNull();
    const [entry] = await database.db.select().from(auditLog);
    expect(entry).toMatchObject({
      actorId: admin.id,
      action: "member-reports.dismiss",
      targetType: "user",
      targetId: "seller-1",
      detail: { name: "Seller seller-1", reports: 2 },
    });
    const again = await expectAppError(
      dismissMemberReports(services, { actor: admin, userId: "seller-1" }),
      "CONFLICT",
    );
    expect(again.message).toBe(NO_OPEN_MEMBER_REPORTS_MESSAGE);
    await expectAppError(dismissMemberReports(services, { actor: admin, userId: "nobody" }), "NOT_FOUND");
  });
});

describe("suspending a member", () => {
  it("holds their ads, resolves their reports and refuses sign-in until the date, like a ban", async () => {
    const now = new Date("2026-11-26T06:00:00Z");
    const live = await insertListing(database.db, { title: "Hero Splendor", userId: "seller-1" });
    const paused = await insertListing(database.db, {
      title: "Old helmet",
      userId: "seller-1",
      status: "inactive",
    });
    await reportMember("buyer-1", "seller-1", minutesAgo(5));
    const done = await banUser(services, {
      actor: admin,
      userId: "seller-1",
      reason: " Asks for payment before delivery. ",
      days: 7,
      revokeSessions,
      now,
    });
    expect(done).toEqual({
      id: "seller-1",
      name: "Seller seller-1",
      listingsHidden: 1,
      bannedUntil: "2026-12-03T06:00:00.000Z",
      reportsResolved: 1,
    });
    expect(revoked).toEqual(["seller-1"]);
    expect(await member("seller-1")).toMatchObject({
      bannedAt: now,
      bannedUntil: new Date("2026-12-03T06:00:00Z"),
      banReason: "Asks for payment before delivery.",
    });
    expect([await statusOf(live), await statusOf(paused)]).toEqual(["inactive", "inactive"]);
    expect((await database.db.select().from(userReports))[0]?.status).toBe("resolved");
    const [entry] = await database.db.select().from(auditLog);
    expect(entry).toMatchObject({
      actorId: admin.id,
      action: "user.suspend",
      targetId: "seller-1",
      reason: "Asks for payment before delivery.",
      detail: { days: 7, until: "2026-12-03T06:00:00.000Z", listingsHidden: 1, reportsResolved: 1 },
    });

    expect(await banNotice(database.db, "seller-1", new Date("2026-12-01T00:00:00Z"))).toBe(
      "Your account is suspended until 3 December 2026: Asks for payment before delivery. If you think this is a mistake, write to us from the Contact page.",
    );
    // Its time has passed: sign-in is allowed even before the sweep has run.
    expect(await banNotice(database.db, "seller-1", new Date("2026-12-03T06:00:01Z"))).toBeNull();
  });

  it("needs a reason and a whole number of days from 1 to 365, and never suspends oneself or an admin", async () => {
    const attempt = (days: unknown, reason = "Spam", userId = "seller-1") =>
      banUser(services, { actor: admin, userId, reason, days, revokeSessions });
    for (const days of [0, -1, 1.5, 366, "7", null]) {
      const err = await expectAppError(attempt(days), "VALIDATION");
      expect(err.fields).toEqual({ days: SUSPENSION_DAYS_MESSAGE });
    }
    expect((await expectAppError(attempt(7, "  "), "VALIDATION")).fields).toEqual({
      reason: SUSPEND_REASON_REQUIRED,
    });
    await expectAppError(attempt(7, "Spam", admin.id), "FORBIDDEN");
    await expectAppError(attempt(7, "Spam", "nobody"), "NOT_FOUND");
    expect((await member("seller-1"))?.bannedAt).toBeNull();
    expect(revoked).toEqual([]);
  });

  it("a ban keeps its wording and has no end; lifting a suspension by hand says so", async () => {
    await banUser(services, { actor: admin, userId: "seller-1", reason: "Fraud", revokeSessions });
    expect((await member("seller-1"))?.bannedUntil).toBeNull();
    expect(await banNotice(database.db, "seller-1", new Date(Date.now() + 1000 * DAY))).toBe(
      "Your account has been suspended by Mandi's moderators. Reason: Fraud. If you think this is a mistake, write to us from the Contact page.",
    );
    await banUser(services, { actor: admin, userId: "seller-2", reason: "Spam", days: 30, revokeSessions });
    expect(await unbanUser(services, { actor: admin, userId: "seller-2" })).toMatchObject({
      wasSuspended: true,
    });
    expect(await member("seller-2")).toMatchObject({ bannedAt: null, bannedUntil: null, banReason: null });
    const actions = (await database.db.select().from(auditLog)).map((a) => a.action);
    expect(actions).toEqual(["user.ban", "user.suspend", "user.suspension-lift"]);
  });
});

describe("the sweep of ended suspensions", () => {
  it("lifts only the suspensions whose time has passed, puts their held ads back, once, by the system", async () => {
    const start = new Date("2026-11-01T00:00:00Z");
    const suspendedAd = await insertListing(database.db, { title: "Bajaj Pulsar", userId: "seller-1" });
    const bannedAd = await insertListing(database.db, { title: "TVS Apache", userId: "seller-2" });
    const pausedAd = await insertListing(database.db, {
      title: "Spare tyre",
      userId: "seller-1",
      status: "inactive",
    });
    await banUser(services, {
      actor: admin,
      userId: "seller-1",
      reason: "Spam",
      days: 7,
      revokeSessions,
      now: start,
    });
    await banUser(services, {
      actor: admin,
      userId: "seller-2",
      reason: "Fraud",
      revokeSessions,
      now: start,
    });
    await banUser(services, {
      actor: admin,
      userId: "buyer-1",
      reason: "Rude",
      days: 30,
      revokeSessions,
      now: start,
    });

    const early = await liftEndedSuspensions(services, { now: new Date("2026-11-07T23:59:59Z") });
    expect(early).toEqual({ lifted: 0, listingsRestored: 0 });
    expect(await statusOf(suspendedAd)).toBe("inactive");

    const due = new Date("2026-11-08T00:00:00Z");
    expect(await liftEndedSuspensions(services, { now: due })).toEqual({ lifted: 1, listingsRestored: 1 });
    expect(await member("seller-1")).toMatchObject({ bannedAt: null, bannedUntil: null, banReason: null });
    expect(await statusOf(suspendedAd)).toBe("active");
    expect(await statusOf(pausedAd)).toBe("inactive");
    // The ban and the longer suspension stand.
    expect(await statusOf(bannedAd)).toBe("inactive");
    expect((await member("seller-2"))?.bannedAt).not.toBeNull();
    expect((await member("buyer-1"))?.bannedUntil).toEqual(new Date("2026-12-01T00:00:00Z"));

    expect(await liftEndedSuspensions(services, { now: due })).toEqual({ lifted: 0, listingsRestored: 0 });
    const ended = await database.db.select().from(auditLog).where(eq(auditLog.action, "user.suspension-end"));
    expect(ended).toEqual([
      expect.objectContaining({
        actorId: null,
        actorEmail: "system",
        targetType: "user",
        targetId: "seller-1",
        detail: { name: "Seller seller-1", until: "2026-11-08T00:00:00.000Z", listingsRestored: 1 },
      }),
    ]);
  });

  it("reads an ended suspension as not in force in the queue before the sweep has run", async () => {
    await reportMember("buyer-1", "seller-1", minutesAgo(5));
    await reportMember("buyer-1", "seller-2", minutesAgo(6));
    const current = await banUser(services, {
      actor: admin,
      userId: "seller-2",
      reason: "Rude",
      days: 7,
      revokeSessions,
    });
    await banUser(services, {
      actor: admin,
      userId: "seller-1",
      reason: "Spam",
      days: 1,
      revokeSessions,
      now: new Date(Date.now() - 2 * DAY),
    });
    const queue = await listMemberReports(services, { actor: admin, status: "resolved" });
    const shown = Object.fromEntries(queue.items.map((i) => [i.member.id, i.member]));
    expect(shown["seller-1"]).toMatchObject({ bannedAt: null, banReason: null, bannedUntil: null });
    expect(shown["seller-2"]).toMatchObject({
      bannedAt: expect.any(String),
      banReason: "Rude",
      bannedUntil: current.bannedUntil,
    });
    expect(await banNotice(database.db, "seller-1")).toBeNull();
    expect(await banNotice(database.db, "seller-2")).toMatch(
      /^Your account is suspended until \d{1,2} \w+ \d{4}: Rude\./,
    );
  });
});

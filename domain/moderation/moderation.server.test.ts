import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import {
  auditLog,
  listingPhotos,
  listings,
  notifications,
  reports,
  userBlocks,
  userReports,
  users,
} from "~/db/schema";
import { notifyingServices } from "~/tests/support/fake-services";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";
import { insertListing, insertSeller } from "../listings/listing-fixtures.test-helper";
import { noticeWords } from "../notifications/notice-text";
import { AppError } from "../shared/app-error";
import type { Services } from "../shared/services";
import { dismissReports, NO_OPEN_REPORTS_MESSAGE } from "./dismiss-reports.server";
import { listAuditLog } from "./list-audit-log.server";
import { listModerationQueue, MODERATION_QUEUE_PAGE_SIZE } from "./list-moderation-queue.server";
import { REMOVE_REASON_REQUIRED } from "./moderation-schemas";
import { ALREADY_REMOVED_MESSAGE, removeListingAsModerator } from "./remove-listing-as-moderator.server";
import type { Moderator } from "./require-admin";
import { setListingFeatured } from "./set-listing-featured.server";

let database: Database;
let services: ReturnType<typeof makeServices>;

const admin: Moderator = { id: "admin-1", email: "Admin@Example.in", emailConfirmed: true };

// Only ADMIN_EMAILS matters to these use-cases.
const noSettings: Services["settings"] = {
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
  adminEmails: [],
  postsPerDay: 10,
};

function makeServices() {
  return {
    db: database.db,
    settings: { ...noSettings, adminEmails: ["admin@example.in"] },
    ...notifyingServices(),
  };
}

beforeAll(async () => {
  database = await getTestDatabase();
});
beforeEach(async () => {
  await resetDatabase(database);
  await insertSeller(database.db, "seller-1", new Date("2023-04-15T10:00:00Z"));
  await insertSeller(database.db, "seller-2", new Date("2025-11-01T10:00:00Z"));
  for (const id of ["buyer-1", "buyer-2", "buyer-3"]) await insertSeller(database.db, id);
  await database.db.insert(users).values({
    id: admin.id,
    name: "Moderator",
    email: "admin@example.in",
    emailVerified: true,
  });
  services = makeServices();
});

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

async function report(
  listingId: number,
  reporterId: string,
  at: Date,
  reason = "Fraud or scam",
  details = "",
) {
  await database.db.insert(reports).values({ listingId, reporterId, reason, details, createdAt: at });
}

async function expectAppError(promise: Promise<unknown>, code: string, message?: string) {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  expect((err as AppError).code).toBe(code);
  if (message) expect((err as AppError).message).toBe(message);
  return err as AppError;
}

describe("who may moderate", () => {
  it("is NOT_FOUND to a visitor, an unverified listed e-mail and a verified e-mail that is not listed", async () => {
    const ad = await insertListing(database.db, { title: "iPhone 13", userId: "seller-1" });
    await report(ad, "buyer-1", minutesAgo(5));
    const outsiders: (Moderator | null)[] = [
      null,
      { id: "admin-1", email: "admin@example.in", emailConfirmed: false },
      { id: "buyer-1", email: "buyer-1@example.test", emailConfirmed: true },
    ];
    for (const actor of outsiders) {
      await expectAppError(listModerationQueue(services, { actor }), "NOT_FOUND");
      await expectAppError(dismissReports(services, { actor, listingId: ad }), "NOT_FOUND");
      await expectAppError(
        removeListingAsModerator(services, { actor, listingId: ad, reason: "Scam" }),
        "NOT_FOUND",
      );
      await expectAppError(
        setListingFeatured(services, { actor, listingId: ad, featured: true }),
        "NOT_FOUND",
      );
      await expectAppError(listAuditLog(services, { actor }), "NOT_FOUND");
    }
    const [row] = await database.db.select().from(listings).where(eq(listings.id, ad));
    expect(row).toMatchObject({ status: "active", featured: false });
    expect(await database.db.select().from(auditLog)).toEqual([]);
  });
});

describe("the moderation queue", () => {
  it("groups open reports by ad, most reported first, then the most recently reported", async () => {
    const phone = await insertListing(database.db, { title: "iPhone 13", userId: "seller-1", photos: 2 });
    const sofa = await insertListing(database.db, { title: "Old sofa", userId: "seller-2" });
    const bike = await insertListing(database.db, { title: "Hero Splendor", userId: "seller-2" });
    await insertListing(database.db, { title: "Unreported", userId: "seller-1" });
    await report(phone, "buyer-1", minutesAgo(60), "Fraud or scam", "Asked for advance by UPI");
    await report(phone, "buyer-2", minutesAgo(30), "Duplicate ad");
    await report(sofa, "buyer-1", minutesAgo(50));
    await report(bike, "buyer-3", minutesAgo(10), "Wrong category");
    // A closed report is not in the open queue.
    await database.db
      .insert(reports)
      .values({ listingId: sofa, reporterId: "buyer-2", reason: "Other", status: "dismissed" });
    // The seller's history counts chat reports and blocks too.
    await database.db
      .insert(userReports)
      .values({ reporterId: "buyer-3", reportedUserId: "seller-1", reason: "Spam" });
    await database.db.insert(userBlocks).values({ blockerId: "buyer-2", blockedId: "seller-1" });

    const queue = await listModerationQueue(services, { actor: admin });
    expect(queue).toMatchObject({ status: "open", total: 3, page: 1, pageCount: 1 });
    expect(queue.items.map((i) => [i.listing.title, i.reportCount])).toEqual([
      ["iPhone 13", 2],
      ["Hero Splendor", 1],
      ["Old sofa", 1],
    ]);
    const [first] = queue.items;
    expect(first?.listing).toMatchObject({
      id: phone,
      price: 1000,
      status: "active",
      featured: false,
      link: `/product/${phone}`,
      cover: { storageKey: `listings/test-${phone}-0`, width: 1280, height: 960 },
    });
    expect(first?.reports.map((r) => [r.reason, r.details, r.reporterName])).toEqual([
      ["Duplicate ad", "", "Seller buyer-2"],
      ["Fraud or scam", "Asked for advance by UPI", "Seller buyer-1"],
    ]);
    expect(first?.seller).toEqual({
      id: "seller-1",
      name: "Seller seller-1",
      memberSince: "2023-04-15T10:00:00.000Z",
      phoneVerified: false,
      adsPosted: 2,
      reportsReceived: 3,
      blocksReceived: 1,
      bannedAt: null,
      banReason: null,
      bannedUntil: null,
    });
    expect(queue.items[2]?.seller).toMatchObject({ id: "seller-2", adsPosted: 2, reportsReceived: 3 });

    const dismissed = await listModerationQueue(services, { actor: admin, status: "dismissed" });
    expect(dismissed.items.map((i) => [i.listing.title, i.reports.map((r) => r.reason)])).toEqual([
      ["Old sofa", ["Other"]],
    ]);
    expect((await listModerationQueue(services, { actor: admin, status: "resolved" })).total).toBe(0);
  });

  it("names other sellers' ads that show the same photo, not the seller's own", async () => {
    const scam = await insertListing(database.db, { title: "iPhone 15 Pro, sealed", userId: "seller-2" });
    const genuine = await insertListing(database.db, { title: "iPhone 15 Pro", userId: "seller-1" });
    const ownOther = await insertListing(database.db, { title: "iPhone 15 Pro again", userId: "seller-2" });
    const photo = (listingId: number, phash: string | null) =>
      database.db
        .insert(listingPhotos)
        .values({ listingId, position: 0, storageKey: `k-${listingId}`, width: 1, height: 1, phash });
    await photo(scam, "00408c63f8cc4cb2");
    await photo(genuine, "00408c63f8cc4cb2");
    await photo(ownOther, "00408c63f8cc4cb2");
    await report(scam, "buyer-1", minutesAgo(5));
    await report(genuine, "buyer-2", minutesAgo(4));

    const queue = await listModerationQueue(services, { actor: admin });
    const reuse = Object.fromEntries(
      queue.items.map((i) => [i.listing.id, i.photoReusedIn.map((r) => r.id)]),
    );
    expect(reuse).toEqual({ [scam]: [genuine], [genuine]: [scam, ownOther] });
  });

  it("pages twenty ads at a time, with the total", async () => {
    for (let n = 0; n < MODERATION_QUEUE_PAGE_SIZE + 3; n++) {
      const ad = await insertListing(database.db, { title: `Ad ${n}`, userId: "seller-1" });
      await report(ad, "buyer-1", minutesAgo(100 - n));
    }
    const first = await listModerationQueue(services, { actor: admin });
    expect(first).toMatchObject({ total: 23, pageCount: 2, pageSize: 20 });
    expect(first.items).toHaveLength(20);
    expect(first.items[0]?.listing.title).toBe("Ad 22");
    const second = await listModerationQueue(services, { actor: admin, page: 2 });
    expect(second.items.map((i) => i.listing.title)).toEqual(["Ad 2", "Ad 1", "Ad 0"]);
  });
});

describe("moderator actions", () => {
  it("dismisses an ad's open reports, leaves the ad up and writes the audit log", async () => {
    const ad = await insertListing(database.db, { title: "iPhone 13", userId: "seller-1" });
    await report(ad, "buyer-1", minutesAgo(5));
    await report(ad, "buyer-2", minutesAgo(4));
    expect(await dismissReports(services, { actor: admin, listingId: ad })).toEqual({
      listingId: ad,
      title: "iPhone 13",
      dismissed: 2,
    });
    const rows = await database.db.select().from(reports).where(eq(reports.listingId, ad));
    expect(rows.map((r) => r.status)).toEqual(["dismissed", "dismissed"]);
    expect((await database.db.select().from(listings).where(eq(listings.id, ad)))[0]?.status).toBe("active");
    expect((await listModerationQueue(services, { actor: admin })).total).toBe(0);
    const [entry] = await database.db.select().from(auditLog);
    expect(entry).toMatchObject({
      actorId: "admin-1",
      actorEmail: "Admin@Example.in",
      action: "reports.dismiss",
      targetType: "listing",
      targetId: String(ad),
      detail: { title: "iPhone 13", reports: 2 },
    });
    await expectAppError(
      dismissReports(services, { actor: admin, listingId: ad }),
      "CONFLICT",
      NO_OPEN_REPORTS_MESSAGE,
    );
    await expectAppError(dismissReports(services, { actor: admin, listingId: 999_999 }), "NOT_FOUND");
  });

  it("removes an ad with a reason: reports resolved, seller notified, audit written", async () => {
    const ad = await insertListing(database.db, { title: "iPhone 13", userId: "seller-1" });
    await report(ad, "buyer-1", minutesAgo(5));
    const err = await expectAppError(
      removeListingAsModerator(services, { actor: admin, listingId: ad, reason: "   " }),
      "VALIDATION",
    );
    expect(err.message).toBe(REMOVE_REASON_REQUIRED);
    expect(err.fields).toEqual({ reason: REMOVE_REASON_REQUIRED });

    const removed = await removeListingAsModerator(services, {
      actor: admin,
      listingId: ad,
      reason: " Asks buyers for advance payment ",
    });
    expect(removed).toEqual({ id: ad, title: "iPhone 13", resolved: 1 });
    const [row] = await database.db.select().from(listings).where(eq(listings.id, ad));
    expect(row).toMatchObject({ status: "removed", removedReason: "Asks buyers for advance payment" });
    expect((await database.db.select().from(reports))[0]?.status).toBe("resolved");

    const notes = (
      await database.db.select().from(notifications).where(eq(notifications.userId, "seller-1"))
    ).map((n) => ({ ...n, ...noticeWords(n, "en") }));
    expect(notes.map((n) => [n.type, n.event, n.title, n.body, n.link])).toEqual([
      [
        "listing",
        "listing-removed",
        "Your ad was removed",
        "“iPhone 13” was removed by Mandi's moderators. Reason: Asks buyers for advance payment",
        "/my-listings",
      ],
    ]);
    expect(services.realtime.events).toEqual([{ userIds: ["seller-1"], event: { t: "notification" } }]);
    expect(services.jobs.pending().map((j) => j.queue)).toEqual(["product-email"]);

    const [entry] = await database.db.select().from(auditLog);
    expect(entry).toMatchObject({
      actorId: "admin-1",
      action: "listing.remove",
      targetId: String(ad),
      reason: "Asks buyers for advance payment",
      detail: { title: "iPhone 13", previousStatus: "active", reportsResolved: 1 },
    });
    const resolvedQueue = await listModerationQueue(services, { actor: admin, status: "resolved" });
    expect(resolvedQueue.items[0]?.listing).toMatchObject({
      status: "removed",
      removedReason: "Asks buyers for advance payment",
    });

    await expectAppError(
      removeListingAsModerator(services, { actor: admin, listingId: ad, reason: "Again" }),
      "CONFLICT",
      ALREADY_REMOVED_MESSAGE,
    );
    await expectAppError(
      removeListingAsModerator(services, { actor: admin, listingId: 999_999, reason: "Scam" }),
      "NOT_FOUND",
    );
  });

  it("features and unfeatures an ad, each written to the audit log", async () => {
    const ad = await insertListing(database.db, { title: "Hero Splendor", userId: "seller-2" });
    expect(await setListingFeatured(services, { actor: admin, listingId: ad, featured: true })).toEqual({
      id: ad,
      title: "Hero Splendor",
      featured: true,
    });
    expect((await database.db.select().from(listings).where(eq(listings.id, ad)))[0]?.featured).toBe(true);
    await setListingFeatured(services, { actor: admin, listingId: ad, featured: false });
    expect((await database.db.select().from(listings).where(eq(listings.id, ad)))[0]?.featured).toBe(false);

    const log = await listAuditLog(services, { actor: admin });
    expect(log).toMatchObject({ total: 2, page: 1, pageCount: 1 });
    expect(log.entries.map((e) => [e.action, e.targetType, e.targetId, e.actorEmail])).toEqual([
      ["listing.unfeature", "listing", String(ad), "Admin@Example.in"],
      ["listing.feature", "listing", String(ad), "Admin@Example.in"],
    ]);
    await expectAppError(
      setListingFeatured(services, { actor: admin, listingId: 999_999, featured: true }),
      "NOT_FOUND",
    );
  });

  it("lists the audit log newest first, a page at a time", async () => {
    const base = Date.now() - 1_000_000;
    await database.db.insert(auditLog).values(
      Array.from({ length: 53 }, (_, n) => ({
        actorId: admin.id,
        actorEmail: "admin@example.in",
        action: "listing.feature",
        targetType: "listing",
        targetId: String(n),
        createdAt: new Date(base + n * 1000),
      })),
    );
    const first = await listAuditLog(services, { actor: admin });
    expect(first).toMatchObject({ total: 53, pageCount: 2 });
    expect(first.entries[0]?.targetId).toBe("52");
    const second = await listAuditLog(services, { actor: admin, page: 2 });
    expect(second.entries.map((e) => e.targetId)).toEqual(["2", "1", "0"]);
  });
});

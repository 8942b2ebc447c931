import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createMemoryRateLimiter } from "~/adapters/rate-limit/memory-rate-limiter";
import type { Database } from "~/db/client.server";
import { reports } from "~/db/schema";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";
import { insertListing, insertSeller } from "../listings/listing-fixtures.test-helper";
import { AppError } from "../shared/app-error";
import { REPORT_ACKNOWLEDGEMENT, REPORT_LISTING_LIMIT, REPORT_REASONS } from "../shared/report-reasons";
import { hasReportedListing } from "./has-reported-listing.server";
import { reportListing } from "./report-listing.server";

let database: Database;
let services: { db: Database["db"]; rateLimiter: ReturnType<typeof createMemoryRateLimiter> };

beforeAll(async () => {
  database = await getTestDatabase();
});
beforeEach(async () => {
  await resetDatabase(database);
  await insertSeller(database.db, "seller-1");
  await insertSeller(database.db, "buyer-1");
  services = { db: database.db, rateLimiter: createMemoryRateLimiter({ scale: 1 }) };
});

async function refusal(promise: Promise<unknown>) {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  const { code, message, fields } = err as AppError;
  return { code, message, fields };
}

describe("reporting an ad", () => {
  it("stores one open report and acknowledges it; a second report changes nothing and is acknowledged too", async () => {
    const ad = await insertListing(database.db, { title: "iPhone 13" });
    expect(await hasReportedListing(services, { userId: "buyer-1", listingId: ad })).toBe(false);

    const first = await reportListing(services, {
      userId: "buyer-1",
      listingId: ad,
      reason: "Fraud or scam",
      details: "  Asks for an advance by UPI.  ",
    });
    expect(first).toEqual({ acknowledged: "Thanks — our team will review it", alreadyReported: false });

    const again = await reportListing(services, { userId: "buyer-1", listingId: ad, reason: "Duplicate ad" });
    expect(again).toEqual({ acknowledged: REPORT_ACKNOWLEDGEMENT, alreadyReported: true });

    const rows = await database.db.select().from(reports);
    expect(rows).toMatchObject([
      {
        listingId: ad,
        reporterId: "buyer-1",
        reason: "Fraud or scam",
        details: "Asks for an advance by UPI.",
        status: "open",
      },
    ]);
    expect(await hasReportedListing(services, { userId: "buyer-1", listingId: ad })).toBe(true);
    expect(await hasReportedListing(services, { userId: "seller-1", listingId: ad })).toBe(false);
  });

  it("takes every reason of the list, and reports of the same ad by different members", async () => {
    expect(REPORT_REASONS).toEqual([
      "Fraud or scam",
      "Wrong category",
      "Prohibited item",
      "Offensive content",
      "Duplicate ad",
      "Already sold",
      "Other",
    ]);
    for (const [i, reason] of REPORT_REASONS.entries()) {
      const ad = await insertListing(database.db, { title: `Ad ${i}` });
      await reportListing(services, { userId: "buyer-1", listingId: ad, reason, details: "Seen it" });
      await insertSeller(database.db, `buyer-x${i}`);
      await reportListing(services, { userId: `buyer-x${i}`, listingId: ad, reason, details: "Me too" });
    }
    expect(await database.db.select().from(reports)).toHaveLength(REPORT_REASONS.length * 2);
  });

  it("refuses an unknown reason, Other without words, and details over 500 characters", async () => {
    const ad = await insertListing(database.db, { title: "Sofa" });
    const report = (reason: unknown, details?: unknown) =>
      reportListing(services, { userId: "buyer-1", listingId: ad, reason, details });
    expect(await refusal(report("Because"))).toMatchObject({
      code: "VALIDATION",
      fields: { reason: "Please choose a reason." },
    });
    expect(await refusal(report(undefined))).toMatchObject({ fields: { reason: "Please choose a reason." } });
    expect(await refusal(report("Other", "   "))).toMatchObject({
      code: "VALIDATION",
      fields: { details: "Please tell us what is wrong with it." },
    });
    expect(await refusal(report("Offensive content", "x".repeat(501)))).toMatchObject({
      fields: { details: "Details can be at most 500 characters." },
    });
    await report("Other", "x".repeat(500));
    expect(await database.db.select().from(reports)).toHaveLength(1);
  });

  it("is refused for a missing or removed ad (NOT_FOUND) and for one's own ad (FORBIDDEN)", async () => {
    const removed = await insertListing(database.db, { title: "Gone", status: "removed" });
    const hidden = await insertListing(database.db, { title: "Paused", status: "inactive" });
    const own = await insertListing(database.db, { title: "Mine" });
    const sold = await insertListing(database.db, { title: "Sold bike", status: "sold" });
    for (const listingId of [removed, hidden, 987654]) {
      expect(
        await refusal(reportListing(services, { userId: "buyer-1", listingId, reason: "Fraud or scam" })),
      ).toEqual({ code: "NOT_FOUND", message: "Product not found.", fields: undefined });
    }
    expect(
      await refusal(reportListing(services, { userId: "seller-1", listingId: own, reason: "Fraud or scam" })),
    ).toMatchObject({ code: "FORBIDDEN", message: "You cannot report your own ad." });
    // A sold ad is still on show, so it can still be reported (a scam that "sold" is worth a look).
    await reportListing(services, { userId: "buyer-1", listingId: sold, reason: "Fraud or scam" });
    expect(await database.db.select().from(reports)).toMatchObject([{ listingId: sold }]);
  });

  it(`allows ${REPORT_LISTING_LIMIT.limit} reports an hour per member, then says how long to wait`, async () => {
    const ads = [];
    for (let i = 0; i <= REPORT_LISTING_LIMIT.limit; i++)
      ads.push(await insertListing(database.db, { title: `Ad ${i}` }));
    for (const listingId of ads.slice(0, -1)) {
      await reportListing(services, { userId: "buyer-1", listingId, reason: "Duplicate ad" });
    }
    const last = ads.at(-1) as number;
    expect(
      await refusal(reportListing(services, { userId: "buyer-1", listingId: last, reason: "Duplicate ad" })),
    ).toMatchObject({
      code: "RATE_LIMITED",
      message: expect.stringMatching(/^Too many attempts, try again in/),
    });
    expect(await database.db.select().from(reports)).toHaveLength(REPORT_LISTING_LIMIT.limit);
  });
});

import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createMemoryRateLimiter } from "~/adapters/rate-limit/memory-rate-limiter";
import type { Database } from "~/db/client.server";
import { listings } from "~/db/schema";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";
import { CONTACT_SELLER_LIMIT, contactSeller } from "./contact-seller.server";
import { getMessageRecipient } from "./get-message-recipient.server";
import { insertListing, insertSeller } from "./listing-fixtures.test-helper";

let database: Database;
const services = (scale = 1) => ({ db: database.db, rateLimiter: createMemoryRateLimiter({ scale }) });

beforeAll(async () => {
  database = await getTestDatabase();
});
beforeEach(async () => {
  await resetDatabase(database);
  await insertSeller(database.db, "seller-1");
  await insertSeller(database.db, "buyer-1");
});

describe("contactSeller", () => {
  it("carries the seller's id and the ad, never the seller's e-mail", async () => {
    const id = await insertListing(database.db, { title: "iPhone 13" });
    const contact = await contactSeller(services(), { userId: "buyer-1", listingId: id });
    expect(contact).toEqual({ recipientId: "seller-1", productId: id, productTitle: "iPhone 13" });
    expect(JSON.stringify(contact)).not.toContain("@");
  });

  it("answers an ad only its seller sees exactly as one that does not exist", async () => {
    const missing = contactSeller(services(), { userId: "buyer-1", listingId: 424242 });
    await expect(missing).rejects.toMatchObject({ code: "NOT_FOUND", message: "Product not found." });
    for (const status of ["inactive", "pending", "removed"] as const) {
      const id = await insertListing(database.db, { title: "Hidden" });
      await database.db.update(listings).set({ status }).where(eq(listings.id, id));
      await expect(contactSeller(services(), { userId: "buyer-1", listingId: id })).rejects.toMatchObject({
        code: "NOT_FOUND",
        message: "Product not found.",
      });
    }
    // A sold ad is public: it says it is gone.
    const sold = await insertListing(database.db, { title: "Sold", status: "sold" });
    await expect(contactSeller(services(), { userId: "buyer-1", listingId: sold })).rejects.toMatchObject({
      code: "CONFLICT",
    });
  });

  it("lets one buyer look up only so many sellers an hour, scaled by RATE_LIMIT_SCALE", async () => {
    const id = await insertListing(database.db, { title: "iPhone 13" });
    for (const scale of [1, 2]) {
      const limited = services(scale);
      const allowed = CONTACT_SELLER_LIMIT.limit * scale;
      for (let i = 0; i < allowed; i++) await contactSeller(limited, { userId: "buyer-1", listingId: id });
      await expect(contactSeller(limited, { userId: "buyer-1", listingId: id })).rejects.toMatchObject({
        code: "RATE_LIMITED",
        message: expect.stringMatching(/^Too many attempts, try again in \d+ minutes?\.$/),
      });
      // Another buyer has their own allowance.
      await expect(contactSeller(limited, { userId: "seller-1", listingId: id })).rejects.toMatchObject({
        code: "FORBIDDEN",
      });
    }
  });
});

describe("getMessageRecipient", () => {
  it("names the seller of the ad with a masked e-mail", async () => {
    const id = await insertListing(database.db, { title: "iPhone 13" });
    expect(await getMessageRecipient(services(), { recipientId: "seller-1", listingId: id })).toEqual({
      id: "seller-1",
      name: "Seller seller-1",
      maskedEmail: "s•••@example.test",
      listing: { id, title: "iPhone 13" },
    });
    // Someone who is not the ad's seller is not found through it.
    await expect(
      getMessageRecipient(services(), { recipientId: "buyer-1", listingId: id }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

import { eq, sql } from "drizzle-orm";
import type { RateLimitRule } from "~/adapters/rate-limit/rate-limiter";
import { listings } from "~/db/schema";
import { AppError } from "../shared/app-error";
import { enforceRateLimit } from "../shared/rate-limit.server";
import type { Services } from "../shared/services";
import { effectiveStatus } from "./listing-lifecycle";

/** Enough for anyone shopping around, too few to harvest sellers' numbers. */
export const PHONE_REVEAL_LIMIT: RateLimitRule = { limit: 30, windowSeconds: 60 * 60 };

export const PHONE_HIDDEN_MESSAGE = "The seller prefers to be contacted by message.";

/**
 * A signed-in buyer taps "Show number": allowed only when the seller chose to show it and the ad is still up.
 * Each reveal is counted on the ad and against the buyer's hourly allowance; a seller's own number is free.
 */
export async function revealSellerPhone(
  services: Pick<Services, "db" | "rateLimiter">,
  input: { userId: string; listingId: number; now?: Date },
): Promise<{ phone: string }> {
  const { db } = services;
  const [listing] = await db
    .select({
      userId: listings.userId,
      status: listings.status,
      expiresAt: listings.expiresAt,
      showPhone: listings.showPhone,
      phone: listings.sellerPhone,
    })
    .from(listings)
    .where(eq(listings.id, input.listingId));
  if (!listing || listing.status === "removed") throw new AppError("NOT_FOUND", "Product not found.");
  if (listing.userId === input.userId) return { phone: listing.phone };
  if (!listing.showPhone) throw new AppError("FORBIDDEN", PHONE_HIDDEN_MESSAGE);
  const status = effectiveStatus(listing.status, listing.expiresAt, input.now ?? new Date());
  if (status !== "active" && status !== "reserved") {
    throw new AppError("CONFLICT", "This ad is no longer available.");
  }
  await enforceRateLimit(services, `phone-reveal:${input.userId}`, PHONE_REVEAL_LIMIT);
  await db
    .update(listings)
    .set({ phoneRevealsCount: sql`${listings.phoneRevealsCount} + 1` })
    .where(eq(listings.id, input.listingId));
  return { phone: listing.phone };
}

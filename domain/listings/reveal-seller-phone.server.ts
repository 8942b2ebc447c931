import { eq, sql } from "drizzle-orm";
import type { RateLimitRule } from "~/adapters/rate-limit/rate-limiter";
import { listings } from "~/db/schema";
import { AppError } from "../shared/app-error";
import { enforceRateLimit } from "../shared/rate-limit.server";
import type { Services } from "../shared/services";
import { effectiveStatus, isHiddenFromPublic } from "./listing-lifecycle";

/** Enough for anyone shopping around, too few to harvest sellers' numbers. */
export const PHONE_REVEAL_LIMIT: RateLimitRule = { limit: 30, windowSeconds: 60 * 60 };

export const PHONE_HIDDEN_MESSAGE = "The seller prefers to be contacted by message.";

/**
 * A signed-in buyer taps "Show number": allowed only when the seller chose to show it and the ad is still up; an ad
 * its seller took down or the moderators hold is not found, as on every other read.
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
  if (!listing) throw new AppError("NOT_FOUND", "server_favorites_product_not_found");
  if (listing.userId === input.userId) return { phone: listing.phone };
  // An ad only its seller sees is, to anyone else, exactly an ad that does not exist (issue 25 §7).
  if (isHiddenFromPublic(listing.status))
    throw new AppError("NOT_FOUND", "server_favorites_product_not_found");
  if (!listing.showPhone) throw new AppError("FORBIDDEN", "server_listings_prefers_message");
  const status = effectiveStatus(listing.status, listing.expiresAt, input.now ?? new Date());
  if (status !== "active" && status !== "reserved") {
    throw new AppError("CONFLICT", "server_listings_ad_unavailable");
  }
  await enforceRateLimit(services, `phone-reveal:${input.userId}`, PHONE_REVEAL_LIMIT);
  await db
    .update(listings)
    .set({ phoneRevealsCount: sql`${listings.phoneRevealsCount} + 1` })
    .where(eq(listings.id, input.listingId));
  return { phone: listing.phone };
}

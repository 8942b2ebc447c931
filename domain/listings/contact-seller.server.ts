import { eq } from "drizzle-orm";
import type { RateLimitRule } from "~/adapters/rate-limit/rate-limiter";
import { listings } from "~/db/schema";
import { AppError } from "../shared/app-error";
import { enforceRateLimit } from "../shared/rate-limit.server";
import type { Services } from "../shared/services";
import { effectiveStatus, isHiddenFromPublic } from "./listing-lifecycle";

/**
 * What /messages/new is opened with (spec section 5, Contact Seller): the seller by id, never an address — the page
 * shows the seller's name and a masked e-mail (getMessageRecipient).
 */
export interface SellerContact {
  recipientId: string;
  productId: number;
  productTitle: string;
}

export const OWN_LISTING_MESSAGE = "You cannot send a message to yourself.";
export const PRODUCT_NOT_FOUND = "Product not found.";

/** Enough for anyone shopping around, too few to walk every ad's seller (before RATE_LIMIT_SCALE). */
export const CONTACT_SELLER_LIMIT: RateLimitRule = { limit: 30, windowSeconds: 60 * 60 };

/**
 * A signed-in buyer contacts the seller of an ad that is still up; the seller cannot contact themselves. An ad its
 * seller took down or the moderators hold is not found, as on every other read.
 */
export async function contactSeller(
  services: Pick<Services, "db" | "rateLimiter">,
  input: { userId: string; listingId: number; now?: Date },
): Promise<SellerContact> {
  await enforceRateLimit(services, `contact-seller:${input.userId}`, CONTACT_SELLER_LIMIT);
  const [row] = await services.db
    .select({
      sellerId: listings.userId,
      title: listings.title,
      status: listings.status,
      expiresAt: listings.expiresAt,
    })
    .from(listings)
    .where(eq(listings.id, input.listingId));
  if (!row) throw new AppError("NOT_FOUND", "server_favorites_product_not_found");
  if (row.sellerId === input.userId) throw new AppError("FORBIDDEN", "server_listings_message_self");
  // An ad only its seller sees is, to anyone else, exactly an ad that does not exist (issue 25 §7).
  if (isHiddenFromPublic(row.status)) throw new AppError("NOT_FOUND", "server_favorites_product_not_found");
  const status = effectiveStatus(row.status, row.expiresAt, input.now ?? new Date());
  if (status !== "active" && status !== "reserved") {
    throw new AppError("CONFLICT", "server_listings_ad_unavailable");
  }
  return { recipientId: row.sellerId, productId: input.listingId, productTitle: row.title };
}

import { eq } from "drizzle-orm";
import { listings, users } from "~/db/schema";
import { isPhoneOnlyEmail } from "../accounts/phone-only-email";
import { AppError } from "../shared/app-error";
import type { Services } from "../shared/services";
import { effectiveStatus } from "./listing-lifecycle";

/** What /messages/new is opened with (spec section 5, Contact Seller). */
export interface SellerContact {
  recipientId: string;
  /** null when the seller joined with a phone number alone. */
  recipientEmail: string | null;
  productId: number;
  productTitle: string;
}

export const OWN_LISTING_MESSAGE = "You cannot send a message to yourself.";

/** A signed-in buyer contacts the seller of an ad that is still up; the seller cannot contact themselves. */
export async function contactSeller(
  { db }: Pick<Services, "db">,
  input: { userId: string; listingId: number; now?: Date },
): Promise<SellerContact> {
  const [row] = await db
    .select({
      sellerId: listings.userId,
      title: listings.title,
      status: listings.status,
      expiresAt: listings.expiresAt,
      email: users.email,
    })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.userId))
    .where(eq(listings.id, input.listingId));
  if (!row || row.status === "removed") throw new AppError("NOT_FOUND", "Product not found.");
  if (row.sellerId === input.userId) throw new AppError("FORBIDDEN", OWN_LISTING_MESSAGE);
  const status = effectiveStatus(row.status, row.expiresAt, input.now ?? new Date());
  if (status !== "active" && status !== "reserved") {
    throw new AppError("CONFLICT", "This ad is no longer available.");
  }
  return {
    recipientId: row.sellerId,
    recipientEmail: isPhoneOnlyEmail(row.email) ? null : row.email,
    productId: input.listingId,
    productTitle: row.title,
  };
}

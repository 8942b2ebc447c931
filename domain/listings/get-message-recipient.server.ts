import { and, eq } from "drizzle-orm";
import { listings, users } from "~/db/schema";
import { isPhoneOnlyEmail } from "../accounts/phone-only-email";
import { AppError } from "../shared/app-error";
import { maskEmail } from "../shared/mask-email";
import type { Services } from "../shared/services";

export interface MessageRecipient {
  id: string;
  name: string;
  /** r•••@example.com; null when the seller joined with a phone number alone. */
  maskedEmail: string | null;
  listing: { id: number; title: string };
}

/**
 * Who /messages/new writes to: the seller of the ad it was opened from, by id. Only the seller's name and a masked
 * e-mail ever leave the server.
 */
export async function getMessageRecipient(
  { db }: Pick<Services, "db">,
  input: { recipientId: string; listingId: number },
): Promise<MessageRecipient> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      title: listings.title,
      status: listings.status,
    })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.userId))
    .where(and(eq(listings.id, input.listingId), eq(listings.userId, input.recipientId)));
  if (!row || row.status === "removed") throw new AppError("NOT_FOUND", "server_chat_seller_not_found");
  return {
    id: row.id,
    name: row.name,
    maskedEmail: isPhoneOnlyEmail(row.email) ? null : maskEmail(row.email),
    listing: { id: input.listingId, title: row.title },
  };
}

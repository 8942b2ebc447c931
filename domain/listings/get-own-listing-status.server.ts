import { and, eq } from "drizzle-orm";
import { listings } from "~/db/schema";
import type { Services } from "../shared/services";
import type { ListingStatus } from "./listing-views";

/** The status of one of the member's own ads (null when it is not theirs or not there): live, or held for review. */
export async function getOwnListingStatus(
  { db }: Pick<Services, "db">,
  input: { userId: string; listingId: number },
): Promise<ListingStatus | null> {
  const [row] = await db
    .select({ status: listings.status })
    .from(listings)
    .where(and(eq(listings.id, input.listingId), eq(listings.userId, input.userId)));
  return row?.status ?? null;
}

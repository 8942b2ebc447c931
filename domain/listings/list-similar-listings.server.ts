import { and, desc, eq, ne } from "drizzle-orm";
import { listings } from "~/db/schema";
import type { Services } from "../shared/services";
import { type ListingCardRow, listingCardColumns, toListingCard } from "./listing-card-columns.server";
import type { ListingCardView } from "./listing-views";

export const SIMILAR_LISTINGS_COUNT = 4;

/** The newest other active ads of the same subcategory (or category, when the ad has none). */
export async function listSimilarListings(
  { db }: Pick<Services, "db">,
  input: { id: number; categoryId: number; subcategoryId: number | null },
): Promise<ListingCardView[]> {
  const rows = await db
    .select(listingCardColumns)
    .from(listings)
    .where(
      and(
        eq(listings.status, "active"),
        ne(listings.id, input.id),
        input.subcategoryId === null
          ? eq(listings.categoryId, input.categoryId)
          : eq(listings.subcategoryId, input.subcategoryId),
      ),
    )
    .orderBy(desc(listings.postedAt), desc(listings.id))
    .limit(SIMILAR_LISTINGS_COUNT);
  return rows.map((row) => toListingCard(row as ListingCardRow));
}

import { and, count, desc, eq, isNotNull, ne, or } from "drizzle-orm";
import { listings } from "~/db/schema";
import type { Services } from "../shared/services";
import { type ListingCardRow, listingCardColumns, toListingCard } from "./listing-card-columns.server";
import { effectiveStatus } from "./listing-lifecycle";
import type { ListingCardView, ListingStatus } from "./listing-views";

export const MY_LISTINGS_PAGE_SIZE = 24;

export interface MyListingView extends ListingCardView {
  /** As people see it: an ad past its expiry reads 'expired' even before the sweep. */
  status: ListingStatus;
  viewsCount: number;
  favoritesCount: number;
  expiresAt: string;
  /** Why Mandi's moderators removed it (status "removed"); null otherwise. */
  removedReason: string | null;
}

export interface MyListingsPage {
  listings: MyListingView[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

/**
 * The owner's ads, newest first: every status but the ads they deleted themselves. An ad Mandi's moderators removed
 * stays listed, with the reason, so its seller knows what happened.
 */
export async function listMyListings(
  { db }: Pick<Services, "db">,
  input: { userId: string; page?: number; now?: Date },
): Promise<MyListingsPage> {
  const now = input.now ?? new Date();
  const page = Math.max(1, Math.floor(input.page ?? 1));
  const mine = and(
    eq(listings.userId, input.userId),
    or(ne(listings.status, "removed"), isNotNull(listings.removedReason)),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        ...listingCardColumns,
        status: listings.status,
        viewsCount: listings.viewsCount,
        favoritesCount: listings.favoritesCount,
        expiresAt: listings.expiresAt,
        removedReason: listings.removedReason,
      })
      .from(listings)
      .where(mine)
      .orderBy(desc(listings.createdAt), desc(listings.id))
      .limit(MY_LISTINGS_PAGE_SIZE)
      .offset((page - 1) * MY_LISTINGS_PAGE_SIZE),
    db.select({ total: count() }).from(listings).where(mine),
  ]);
  const total = Number(counted?.total ?? 0);
  return {
    listings: rows.map((row) => ({
      ...toListingCard(row as ListingCardRow),
      status: effectiveStatus(row.status, row.expiresAt, now),
      viewsCount: row.viewsCount,
      favoritesCount: row.favoritesCount,
      expiresAt: row.expiresAt.toISOString(),
      removedReason: row.status === "removed" ? row.removedReason : null,
    })),
    total,
    page,
    pageSize: MY_LISTINGS_PAGE_SIZE,
    pageCount: Math.max(1, Math.ceil(total / MY_LISTINGS_PAGE_SIZE)),
  };
}

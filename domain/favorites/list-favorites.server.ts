import { and, count, desc, eq, ne } from "drizzle-orm";
import { favorites, listings } from "~/db/schema";
import {
  type ListingCardRow,
  listingCardColumns,
  toListingCard,
} from "../listings/listing-card-columns.server";
import { effectiveStatus } from "../listings/listing-lifecycle";
import type { ListingCardView, ListingStatus } from "../listings/listing-views";
import type { Services } from "../shared/services";

export const FAVORITES_PAGE_SIZE = 24;

export interface FavoriteListingView extends ListingCardView {
  /** Sold, expired… ads stay saved and say so; removed ones drop out. */
  status: ListingStatus;
  savedAt: string;
}

export interface FavoritesPage {
  listings: FavoriteListingView[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

/** The user's saved ads, most recently saved first. */
export async function listFavorites(
  { db }: Pick<Services, "db">,
  input: { userId: string; page?: number; now?: Date },
): Promise<FavoritesPage> {
  const now = input.now ?? new Date();
  const page = Math.max(1, Math.floor(input.page ?? 1));
  const saved = and(eq(favorites.userId, input.userId), ne(listings.status, "removed"));
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        ...listingCardColumns,
        status: listings.status,
        expiresAt: listings.expiresAt,
        savedAt: favorites.createdAt,
      })
      .from(favorites)
      .innerJoin(listings, eq(listings.id, favorites.listingId))
      .where(saved)
      .orderBy(desc(favorites.createdAt), desc(favorites.listingId))
      .limit(FAVORITES_PAGE_SIZE)
      .offset((page - 1) * FAVORITES_PAGE_SIZE),
    db
      .select({ total: count() })
      .from(favorites)
      .innerJoin(listings, eq(listings.id, favorites.listingId))
      .where(saved),
  ]);
  const total = Number(counted?.total ?? 0);
  return {
    listings: rows.map((row) => ({
      ...toListingCard(row as ListingCardRow),
      status: effectiveStatus(row.status, row.expiresAt, now),
      savedAt: row.savedAt.toISOString(),
    })),
    total,
    page,
    pageSize: FAVORITES_PAGE_SIZE,
    pageCount: Math.max(1, Math.ceil(total / FAVORITES_PAGE_SIZE)),
  };
}

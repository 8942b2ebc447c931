import { and, eq, ne, sql } from "drizzle-orm";
import { favorites, listings } from "~/db/schema";
import { AppError } from "../shared/app-error";
import type { Services } from "../shared/services";

export interface FavoriteState {
  listingId: number;
  favorite: boolean;
  /** How many people have saved the ad. */
  favoritesCount: number;
}

/**
 * Saves an ad for the user. Saving twice is the same as once: the count moves only when a row is really
 * added, in the same transaction. A removed (deleted) ad cannot be saved.
 */
export async function addFavorite(
  { db }: Pick<Services, "db">,
  input: { userId: string; listingId: number },
): Promise<FavoriteState> {
  return db.transaction(async (tx) => {
    const [listing] = await tx
      .select({ favoritesCount: listings.favoritesCount })
      .from(listings)
      .where(and(eq(listings.id, input.listingId), ne(listings.status, "removed")))
      .for("update");
    if (!listing) throw new AppError("NOT_FOUND", "server_favorites_product_not_found");
    const added = await tx
      .insert(favorites)
      .values({ userId: input.userId, listingId: input.listingId })
      .onConflictDoNothing()
      .returning({ listingId: favorites.listingId });
    if (added.length === 0) {
      return { listingId: input.listingId, favorite: true, favoritesCount: listing.favoritesCount };
    }
    const [updated] = await tx
      .update(listings)
      .set({ favoritesCount: sql`${listings.favoritesCount} + 1` })
      .where(eq(listings.id, input.listingId))
      .returning({ favoritesCount: listings.favoritesCount });
    return { listingId: input.listingId, favorite: true, favoritesCount: updated?.favoritesCount ?? 0 };
  });
}

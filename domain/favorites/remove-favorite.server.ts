import { and, eq, sql } from "drizzle-orm";
import { favorites, listings } from "~/db/schema";
import type { Services } from "../shared/services";
import type { FavoriteState } from "./add-favorite.server";

/** Un-saves an ad; un-saving one that is not saved changes nothing. The count moves with the row. */
export async function removeFavorite(
  { db }: Pick<Services, "db">,
  input: { userId: string; listingId: number },
): Promise<FavoriteState> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(favorites)
      .where(and(eq(favorites.userId, input.userId), eq(favorites.listingId, input.listingId)))
      .returning({ listingId: favorites.listingId });
    const [listing] =
      removed.length > 0
        ? await tx
            .update(listings)
            .set({ favoritesCount: sql`greatest(${listings.favoritesCount} - 1, 0)` })
            .where(eq(listings.id, input.listingId))
            .returning({ favoritesCount: listings.favoritesCount })
        : await tx
            .select({ favoritesCount: listings.favoritesCount })
            .from(listings)
            .where(eq(listings.id, input.listingId));
    return { listingId: input.listingId, favorite: false, favoritesCount: listing?.favoritesCount ?? 0 };
  });
}

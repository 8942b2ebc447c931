import { and, eq, ne } from "drizzle-orm";
import { listingPhotos, listings } from "~/db/schema";
import { AppError } from "../shared/app-error";
import type { Services } from "../shared/services";
import { listingsChanged } from "./search-cache.server";

/**
 * The owner deletes an ad. The row stays, marked 'removed' (reports and conversations point at it, and its page
 * answers 410), but its photos are gone: their rows now, their files right after the commit.
 */
export async function deleteListing(
  { db, storage }: Pick<Services, "db" | "storage">,
  input: { userId: string; listingId: number; now?: Date },
): Promise<{ id: number; title: string }> {
  const now = input.now ?? new Date();
  const { removed, photoKeys } = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(listings)
      .set({ status: "removed", updatedAt: now })
      .where(
        and(
          eq(listings.id, input.listingId),
          eq(listings.userId, input.userId),
          ne(listings.status, "removed"),
        ),
      )
      .returning({ id: listings.id, title: listings.title });
    if (!row) throw new AppError("NOT_FOUND", "server_listings_not_found");
    const photos = await tx
      .delete(listingPhotos)
      .where(eq(listingPhotos.listingId, row.id))
      .returning({ storageKey: listingPhotos.storageKey });
    return { removed: row, photoKeys: photos.map((p) => p.storageKey) };
  });
  await listingsChanged(db);
  // A file left behind costs disk space, not correctness: the ad is already deleted for everyone.
  await Promise.allSettled(photoKeys.map((key) => storage.deletePrefix(`${key}/`)));
  return removed;
}

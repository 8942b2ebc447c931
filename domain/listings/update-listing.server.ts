import { and, eq } from "drizzle-orm";
import { listingPhotos, listings } from "~/db/schema";
import { notifyFavoritesPriceDrop } from "../notifications/notify-listing-events.server";
import { AD_RATE_LIMITS } from "../shared/ad-limits";
import { AppError } from "../shared/app-error";
import { enforceRateLimit } from "../shared/rate-limit.server";
import type { Services } from "../shared/services";
import { parseInput } from "../shared/validation-error";
import { adColumns, claimPhotoUploads, resolveAdReferences } from "./ad-references.server";
import type { SavedAd } from "./create-listing.server";
import { getListingForEdit } from "./get-listing-for-edit.server";
import { PostAdSchema } from "./listing-schemas";
import { listingsChanged } from "./search-cache.server";

/**
 * Changes the user's own ad: the given fields replace the stored ones (`attributes` as a whole) and the result must
 * be a complete ad. Photos may be kept, reordered or removed, and new ones added from the user's uploads. Status,
 * posting and expiry dates stay. Anybody else's ad is NOT_FOUND.
 */
export async function updateListing(
  services: Pick<Services, "db" | "rateLimiter" | "storage" | "realtime" | "jobs">,
  input: { userId: string; listingId: number; changes: unknown },
): Promise<SavedAd> {
  if (typeof input.changes !== "object" || input.changes === null || Array.isArray(input.changes)) {
    throw new AppError("VALIDATION", "server_listings_changes_object");
  }
  const current = await getListingForEdit(services, input);
  await enforceRateLimit(services, `listing-edit:${input.userId}`, AD_RATE_LIMITS.editPerUser);
  const ad = parseInput(PostAdSchema, { ...current.ad, ...input.changes });
  const refs = await resolveAdReferences(services.db, ad);
  const kept = new Map(current.photos.map((p) => [p.storageKey, { width: p.width, height: p.height }]));

  const row = await services.db.transaction(async (tx) => {
    const added = await claimPhotoUploads(
      tx,
      input.userId,
      ad.photos.filter((key) => !kept.has(key)),
    );
    const [updated] = await tx
      .update(listings)
      .set({ ...adColumns(ad, refs), updatedAt: new Date() })
      .where(and(eq(listings.id, input.listingId), eq(listings.userId, input.userId)))
      .returning({
        id: listings.id,
        title: listings.title,
        status: listings.status,
        postedAt: listings.postedAt,
        expiresAt: listings.expiresAt,
      });
    if (!updated) throw new AppError("NOT_FOUND", "server_favorites_product_not_found");
    // The photos kept keep their perceptual hashes.
    const removed = await tx
      .delete(listingPhotos)
      .where(eq(listingPhotos.listingId, input.listingId))
      .returning({ storageKey: listingPhotos.storageKey, phash: listingPhotos.phash });
    const hashes = new Map(removed.map((p) => [p.storageKey, p.phash]));
    await tx.insert(listingPhotos).values(
      ad.photos.map((storageKey, position) => {
        const size = kept.get(storageKey) ?? added.get(storageKey);
        return {
          listingId: input.listingId,
          position,
          storageKey,
          width: size?.width ?? 0,
          height: size?.height ?? 0,
          phash: hashes.get(storageKey) ?? added.get(storageKey)?.phash ?? null,
        };
      }),
    );
    return updated;
  });
  await listingsChanged(services.db);
  const [oldPrice, newPrice] = [current.ad.price, ad.price];
  if (typeof oldPrice === "number" && typeof newPrice === "number" && newPrice < oldPrice) {
    await notifyFavoritesPriceDrop(services, { listingId: input.listingId, oldPrice, newPrice });
  }

  // Removed photos belong to this ad alone (an upload is claimed once), so their files go too.
  for (const key of kept.keys()) if (!ad.photos.includes(key)) await services.storage.deletePrefix(key);

  return {
    id: row.id,
    title: row.title,
    status: row.status,
    postedAt: row.postedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

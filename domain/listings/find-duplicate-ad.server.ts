import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { listings, photoUploads } from "~/db/schema";
import { AppError } from "../shared/app-error";
import { hammingDistance } from "../shared/perceptual-hash.server";

/** Of the seller's ads, how many of the newest are compared with a new one (a dealer may have thousands). */
const COMPARED_ADS = 500;
/** Bits two first photos may differ in and still be the same picture (re-encoded, resized, lightly cropped). */
export const SAME_PHOTO_BITS = 10;

export const DUPLICATE_AD_TITLE = "You already have this ad";

/** A new ad that repeats one of the seller's own: they are pointed at the one they have, to renew or edit it. */
export class DuplicateAdError extends AppError {
  constructor(readonly existing: { id: number; title: string; status: string }) {
    super("CONFLICT", "server_listings_duplicate_ad", { title: existing.title });
  }
}

/** Lower case, letters and digits only, single spaces: "iPhone 13 - 128GB!!" and "iphone 13 128gb" are one title. */
export function normaliseTitle(title: string): string {
  return title
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/**
 * The seller's own ad that a new one repeats: the same title once normalised, and — when both have one — a first
 * photo whose perceptual hash is within a few bits. Sold and removed ads do not count (selling the same kind of
 * thing again is fine); active, reserved, paused and expired ones do.
 */
export async function findDuplicateAd(
  db: Db,
  input: { userId: string; title: string; firstPhotoKey: string | undefined },
): Promise<{ id: number; title: string; status: string } | null> {
  const title = normaliseTitle(input.title);
  const [upload] = input.firstPhotoKey
    ? await db
        .select({ phash: photoUploads.phash })
        .from(photoUploads)
        .where(and(eq(photoUploads.storageKey, input.firstPhotoKey), eq(photoUploads.userId, input.userId)))
    : [];
  const mine = await db
    .select({
      id: listings.id,
      title: listings.title,
      status: listings.status,
      // Spelled out: inside a select from one table drizzle writes its columns unqualified, and a bare "id"
      // here would be the photo's own id.
      cover: sql<string | null>`(
        select lp.phash from listing_photos lp
        where lp.listing_id = "listings"."id"
        order by lp.position, lp.id limit 1)`,
    })
    .from(listings)
    .where(
      and(
        eq(listings.userId, input.userId),
        inArray(listings.status, ["active", "reserved", "inactive", "expired", "pending"]),
      ),
    )
    .orderBy(desc(listings.createdAt))
    .limit(COMPARED_ADS);
  const found = mine.find((ad) => {
    if (normaliseTitle(ad.title) !== title) return false;
    const hash = upload?.phash;
    return !hash || !ad.cover || hammingDistance(hash, ad.cover) <= SAME_PHOTO_BITS;
  });
  return found ? { id: found.id, title: found.title, status: found.status } : null;
}

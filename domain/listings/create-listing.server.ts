import { sql } from "drizzle-orm";
import { listingPhotos, listings } from "~/db/schema";
import { notifyAdPosted } from "../notifications/notify-listing-events.server";
import { AD_LIFETIME_DAYS, AD_RATE_LIMITS } from "../shared/ad-limits";
import { enforceRateLimit } from "../shared/rate-limit.server";
import type { Services } from "../shared/services";
import { parseInput } from "../shared/validation-error";
import { adColumns, claimPhotoUploads, resolveAdReferences } from "./ad-references.server";
import { DuplicateAdError, findDuplicateAd } from "./find-duplicate-ad.server";
import { PostAdSchema } from "./listing-schemas";
import type { ListingStatus } from "./listing-views";
import { publishListingWentLive } from "./listing-went-live.server";
import { enforcePostingAllowance } from "./posting-allowance.server";
import { listingsChanged } from "./search-cache.server";

const DAY = 24 * 60 * 60 * 1000;

export interface SavedAd {
  id: number;
  title: string;
  status: ListingStatus;
  postedAt: string;
  expiresAt: string;
}

/**
 * Posts an ad for the signed-in user: active now, for 30 days, with the photos they uploaded for it (in order, the
 * first is the cover). Findable by search at once: the search vector is a generated column. A risky ad
 * (domain/moderation/risk-rules.ts, asked through services.reviewNewAd) is held as "pending" instead, seen by its
 * seller only, until a moderator approves it (domain/moderation/review-listing.server.ts).
 */
export async function createListing(
  services: Pick<Services, "db" | "rateLimiter" | "realtime" | "jobs" | "settings" | "reviewNewAd">,
  input: { userId: string; ad: unknown },
): Promise<SavedAd> {
  // Over the daily limit nothing is worth checking: the answer is when to come back.
  await enforcePostingAllowance(services, { userId: input.userId });
  const ad = parseInput(PostAdSchema, input.ad);
  const duplicate = await findDuplicateAd(services.db, {
    userId: input.userId,
    title: ad.title,
    firstPhotoKey: ad.photos[0],
  });
  if (duplicate) throw new DuplicateAdError(duplicate);
  const refs = await resolveAdReferences(services.db, ad);
  await enforceRateLimit(services, `listing-post:${input.userId}`, AD_RATE_LIMITS.postPerUser);
  const now = new Date();

  const row = await services.db.transaction(async (tx) => {
    // One post at a time per member, and the daily limit and the duplicate check again under that lock: two posts
    // racing each other would otherwise both pass the checks above.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`listing-post:${input.userId}`}))`);
    await enforcePostingAllowance({ db: tx, settings: services.settings }, { userId: input.userId });
    const raced = await findDuplicateAd(tx, {
      userId: input.userId,
      title: ad.title,
      firstPhotoKey: ad.photos[0],
    });
    if (raced) throw new DuplicateAdError(raced);
    const photos = await claimPhotoUploads(tx, input.userId, ad.photos);
    const reviewReasons = await services.reviewNewAd(
      tx,
      {
        userId: input.userId,
        title: ad.title,
        description: ad.description,
        price: ad.price,
        subcategoryId: refs.subcategory.id,
        photoHashes: ad.photos.map((key) => photos.get(key)?.phash ?? null),
      },
      now,
    );
    const [inserted] = await tx
      .insert(listings)
      .values({
        ...adColumns(ad, refs),
        userId: input.userId,
        status: reviewReasons.length > 0 ? "pending" : "active",
        reviewReasons,
        postedAt: now,
        expiresAt: new Date(now.getTime() + AD_LIFETIME_DAYS * DAY),
        createdAt: now,
        updatedAt: now,
      })
      .returning({
        id: listings.id,
        title: listings.title,
        status: listings.status,
        postedAt: listings.postedAt,
        expiresAt: listings.expiresAt,
      });
    if (!inserted) throw new Error("createListing: the insert returned no row");
    await tx.insert(listingPhotos).values(
      ad.photos.map((storageKey, position) => ({
        listingId: inserted.id,
        position,
        storageKey,
        width: photos.get(storageKey)?.width ?? 0,
        height: photos.get(storageKey)?.height ?? 0,
        phash: photos.get(storageKey)?.phash ?? null,
      })),
    );
    return inserted;
  });
  if (row.status !== "pending") {
    await listingsChanged(services.db);
    await notifyAdPosted(services, { userId: input.userId, listingId: row.id, title: row.title });
    await publishListingWentLive(services, { listingId: row.id });
  }

  return {
    id: row.id,
    title: row.title,
    status: row.status,
    postedAt: row.postedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

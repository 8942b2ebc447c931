import { and, count, eq, lt } from "drizzle-orm";
import sharp, { type Metadata } from "sharp";
import { photoUploads } from "~/db/schema";
import {
  AD_RATE_LIMITS,
  MAX_PENDING_PHOTO_UPLOADS,
  MAX_PHOTO_BYTES,
  MAX_PHOTO_PIXELS,
  PHOTO_FORMATS,
  PHOTO_UPLOAD_TTL_DAYS,
} from "../shared/ad-limits";
import { AppError } from "../shared/app-error";
import { enforceRateLimit } from "../shared/rate-limit.server";
import type { Services } from "../shared/services";
import { type StoredListingPhoto, storeListingPhoto } from "./store-listing-photo.server";

export const TOO_MANY_PIXELS =
  "This photo is too large to process. Please upload a photo of at most 50 megapixels.";
const DAY = 24 * 60 * 60 * 1000;

/**
 * Stores a photo for an ad that is not posted yet, as the signed-in user's upload. The content decides (never the
 * file name or the declared type): JPEG, PNG or GIF, at most 15 MB and 50 megapixels. Re-encoded to WebP without
 * EXIF or GPS. Posting the ad claims the upload; unclaimed uploads are dropped after a week.
 */
export async function uploadListingPhoto(
  services: Pick<Services, "db" | "storage" | "rateLimiter">,
  input: { userId: string; image: Buffer },
): Promise<StoredListingPhoto> {
  const { db } = services;
  if (input.image.byteLength > MAX_PHOTO_BYTES) {
    throw new AppError("PAYLOAD_TOO_LARGE", "server_listings_file_too_large", undefined, { field: "photo" });
  }
  await enforceRateLimit(services, `photo-upload:${input.userId}`, AD_RATE_LIMITS.photoUploadPerUser);
  await checkImage(input.image);

  await dropStaleUploads(services, input.userId);
  const [pending] = await db
    .select({ n: count() })
    .from(photoUploads)
    .where(eq(photoUploads.userId, input.userId));
  if ((pending?.n ?? 0) >= MAX_PENDING_PHOTO_UPLOADS) {
    throw new AppError("CONFLICT", "server_listings_too_many_photos", undefined, { field: "photo" });
  }

  const stored = await storeListingPhoto(services, input.image);
  await db.insert(photoUploads).values({ userId: input.userId, ...stored });
  return stored;
}

async function checkImage(image: Buffer) {
  const unsupported = () =>
    new AppError("UNSUPPORTED_MEDIA_TYPE", "server_listings_images_only", undefined, { field: "photo" });
  let meta: Metadata;
  try {
    // Only the header is read here, so the size a file declares can be checked before anything is decoded.
    meta = await sharp(image, { limitInputPixels: false }).metadata();
  } catch {
    throw unsupported();
  }
  if (!PHOTO_FORMATS.includes(meta.format as (typeof PHOTO_FORMATS)[number])) throw unsupported();
  // A small file can declare a huge canvas (a decompression bomb): refuse it before decoding a pixel.
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_PHOTO_PIXELS) {
    throw new AppError("PAYLOAD_TOO_LARGE", "server_listings_photo_megapixels", undefined, {
      field: "photo",
    });
  }
}

async function dropStaleUploads(services: Pick<Services, "db" | "storage">, userId: string) {
  const cutoff = new Date(Date.now() - PHOTO_UPLOAD_TTL_DAYS * DAY);
  const stale = await services.db
    .delete(photoUploads)
    .where(and(eq(photoUploads.userId, userId), lt(photoUploads.createdAt, cutoff)))
    .returning({ storageKey: photoUploads.storageKey });
  for (const { storageKey } of stale) await services.storage.deletePrefix(storageKey);
}

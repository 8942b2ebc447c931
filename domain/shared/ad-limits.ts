import type { RateLimitRule } from "~/adapters/rate-limit/rate-limiter";

/** Ads run for 30 days after posting (or renewing), then expire. */
export const AD_LIFETIME_DAYS = 30;

/** Per user, before RATE_LIMIT_SCALE: posting, editing and photo uploads. */
export const AD_RATE_LIMITS = {
  postPerUser: { limit: 20, windowSeconds: 60 * 60 },
  editPerUser: { limit: 60, windowSeconds: 60 * 60 },
  photoUploadPerUser: { limit: 120, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimitRule>;

/** The largest photo file accepted, before re-encoding. */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
/** Decompression bombs are refused: no more pixels than a 50-megapixel camera makes (as storeListingPhoto). */
export const MAX_PHOTO_PIXELS = 50_000_000;
/** Photos accepted by content (sharp's format names) and by the browser's file picker. */
export const PHOTO_FORMATS = ["jpeg", "png", "gif"] as const;
export const PHOTO_ACCEPT = "image/jpeg,image/png,image/gif,.jpg,.jpeg,.png,.gif";
/** Uploads waiting for an ad are kept this long, and at most this many per user. */
export const PHOTO_UPLOAD_TTL_DAYS = 7;
export const MAX_PENDING_PHOTO_UPLOADS = 100;

export const FILE_TYPE_NOT_SUPPORTED = {
  title: "File type not supported",
  description: "Please upload only image files (jpeg, png, etc.).",
} as const;
export const PHOTO_TOO_LARGE = "File is larger than 15 MB.";

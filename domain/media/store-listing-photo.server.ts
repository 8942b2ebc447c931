import { randomUUID } from "node:crypto";
import sharp, { type Metadata } from "sharp";
import { AppError } from "../shared/app-error";
import { perceptualHash } from "../shared/perceptual-hash.server";
import type { Services } from "../shared/services";
import { PHOTO_WIDTHS } from "./photo-widths";

export { PHOTO_WIDTHS };

/** Refuse decompression bombs: no more pixels than a 50-megapixel camera produces. */
const MAX_INPUT_PIXELS = 50_000_000;

export interface StoredListingPhoto {
  storageKey: string;
  width: number;
  height: number;
  /** perceptualHash of the photo: near-identical photos have near-identical hashes. */
  phash: string;
}

/**
 * Re-encodes an image (checked by content, not name) to WebP in PHOTO_WIDTHS, applying the camera's
 * orientation and dropping all metadata (EXIF, GPS). Stored as `{folder}/{uuid}/{width}.webp`.
 */
export async function storeListingPhoto(
  services: Pick<Services, "storage">,
  image: Buffer,
  /** `listings` (public, /media) or `chat` (the two participants only, /chat-media). */
  folder: "listings" | "chat" = "listings",
): Promise<StoredListingPhoto> {
  let meta: Metadata;
  try {
    meta = await sharp(image, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "server_listings_images_only");
  }
  if (!meta.format || !["jpeg", "png", "gif", "webp"].includes(meta.format)) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "server_listings_images_only");
  }
  const storageKey = `${folder}/${randomUUID()}`;
  let size = { width: 0, height: 0 };
  let phash = "";
  try {
    phash = await perceptualHash(image, MAX_INPUT_PIXELS);
    for (const width of PHOTO_WIDTHS) {
      const { data, info } = await sharp(image, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 78 })
        .toBuffer({ resolveWithObject: true });
      await services.storage.put(`${storageKey}/${width}.webp`, data, "image/webp");
      if (info.width > size.width) size = { width: info.width, height: info.height };
    }
  } catch (err) {
    await services.storage.deletePrefix(storageKey);
    if (err instanceof AppError) throw err;
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "server_accounts_image_unreadable");
  }
  return { storageKey, ...size, phash };
}

export function photoUrl(storageKey: string, width: (typeof PHOTO_WIDTHS)[number]): string {
  return `/media/${storageKey}/${width}.webp`;
}

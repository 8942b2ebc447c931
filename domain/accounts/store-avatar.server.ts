import { createHash, randomUUID } from "node:crypto";
import sharp from "sharp";
import { AppError } from "../shared/app-error";
import type { Services } from "../shared/services";
import { AVATAR_MAX_BYTES } from "./account-limits";

/** Square sizes kept of a profile photo: the header avatar and the profile page (both at 2x). */
export const AVATAR_SIZES = [96, 256] as const;
const MAX_INPUT_PIXELS = 50_000_000;
export const AVATAR_TOO_LARGE = "File is larger than 10 MB.";
export const AVATAR_WRONG_TYPE = "File type must be PNG, JPG or JPEG.";

/**
 * Every photo of one user lives under this folder, named from the user's id by the server alone (storage keys are
 * lower-case, ids are not), so a URL can be checked to be the user's own before anything under it is deleted.
 */
export function avatarFolder(userId: string): string {
  return `avatars/${createHash("sha256").update(userId).digest("hex").slice(0, 32)}`;
}

/**
 * Checks the photo by its content (PNG or JPEG, at most 10 MB), re-encodes it to square WebP without metadata and
 * stores it under a new key in the user's folder. Returns the URL of the large size.
 */
export async function storeAvatar(
  services: Pick<Services, "storage">,
  userId: string,
  image: Buffer,
): Promise<string> {
  if (image.byteLength > AVATAR_MAX_BYTES)
    throw new AppError("PAYLOAD_TOO_LARGE", "server_accounts_avatar_too_large", undefined, {
      field: "photo",
    });
  let format: string | undefined;
  try {
    format = (await sharp(image, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    format = undefined;
  }
  if (format !== "png" && format !== "jpeg") {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "server_accounts_avatar_type", undefined, {
      field: "photo",
    });
  }
  const key = `${avatarFolder(userId)}/${randomUUID()}`;
  try {
    for (const size of AVATAR_SIZES) {
      const data = await sharp(image, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize({ width: size, height: size, fit: "cover" })
        .webp({ quality: 80 })
        .toBuffer();
      await services.storage.put(`${key}/${size}.webp`, data, "image/webp");
    }
  } catch {
    await services.storage.deletePrefix(key);
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "server_accounts_image_unreadable", undefined, {
      field: "photo",
    });
  }
  return avatarUrl(key, 256);
}

export function avatarUrl(key: string, size: (typeof AVATAR_SIZES)[number]): string {
  return `/media/${key}/${size}.webp`;
}

/** The storage key of an avatar URL storeAvatar made for this user, or null for anything else (another user's). */
export function ownAvatarKey(userId: string, url: string | null | undefined): string | null {
  const match = /^\/media\/(avatars\/[0-9a-f]{32}\/[0-9a-f-]{36})\/\d+\.webp$/.exec(url ?? "");
  const key = match?.[1];
  return key?.startsWith(`${avatarFolder(userId)}/`) ? key : null;
}

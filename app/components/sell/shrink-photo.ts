import { LARGEST_PHOTO_WIDTH } from "~/domain/media/photo-widths";

/** Below this a photo is sent as it is: shrinking it would save little and cost a re-encode on a slow phone. */
const SMALL_ENOUGH_BYTES = 250_000;
const QUALITY = 0.82;

/**
 * A photo as it is worth uploading (docs/decisions/021-pwa.md): no wider than the server's largest size (it
 * resizes by width too), re-encoded as JPEG without its metadata. A 12-megapixel phone photo of 4 MB becomes
 * ~200 KB, so a 12-photo ad uploads in seconds on 3G; the server still re-encodes whatever it gets (to WebP).
 * JPEG, not WebP: every browser writes it, and the server accepts the formats the spec names (JPEG, PNG, GIF).
 * Anything that cannot be read or would not get smaller is sent as it is.
 */
export async function shrinkPhoto(photo: Blob, name: string): Promise<{ blob: Blob; name: string }> {
  const original = { blob: photo, name };
  if (photo.type === "image/gif" || typeof createImageBitmap !== "function") return original;
  let bitmap: ImageBitmap;
  try {
    // "from-image": the camera's orientation applied, as the server does (sharp's rotate()).
    bitmap = await createImageBitmap(photo, { imageOrientation: "from-image" });
  } catch {
    return original;
  }
  try {
    const scale = Math.min(1, LARGEST_PHOTO_WIDTH / bitmap.width);
    if (scale === 1 && photo.size <= SMALL_ENOUGH_BYTES) return original;
    const width = Math.round(bitmap.width * scale);
    const height = Math.round(bitmap.height * scale);
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext("2d");
    if (!context) return original;
    // A transparent PNG's clear parts become white, not JPEG's black.
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, width, height);
    context.imageSmoothingQuality = "high";
    context.drawImage(bitmap, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", QUALITY));
    if (!blob || blob.size >= photo.size) return original;
    return { blob, name: `${name.replace(/\.[^.]*$/, "") || "photo"}.jpg` };
  } finally {
    bitmap.close();
  }
}

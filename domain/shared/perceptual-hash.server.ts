import sharp from "sharp";

/**
 * A 64-bit difference hash of a photo (16 hex digits): the picture shrunk to 9 × 8 grey pixels, one bit per pair
 * of neighbours (is the left one brighter?). Re-encoding, resizing or a little cropping keeps all but a few bits;
 * a different photo differs in about half of them. Moderators see a photo reused by another seller, and one
 * seller's near-identical ad is caught, by comparing these (hammingDistance).
 */
export async function perceptualHash(image: Buffer, maxInputPixels: number): Promise<string> {
  const { data } = await sharp(image, { limitInputPixels: maxInputPixels, animated: false })
    .rotate()
    .greyscale()
    .resize(9, 8, { fit: "fill" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  let bits = 0n;
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 8; x++) {
      const left = data[y * 9 + x] ?? 0;
      const right = data[y * 9 + x + 1] ?? 0;
      bits = (bits << 1n) | (left > right ? 1n : 0n);
    }
  }
  return bits.toString(16).padStart(16, "0");
}

/** How many of the 64 bits two hashes differ in (0 = the same picture). */
export function hammingDistance(a: string, b: string): number {
  let diff = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let count = 0;
  while (diff > 0n) {
    count += Number(diff & 1n);
    diff >>= 1n;
  }
  return count;
}

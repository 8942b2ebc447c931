/**
 * What the place search compares: lower case, accents removed (NFKD), punctuation turned into spaces, spaces
 * collapsed. The extraction script, the seed and every query fold text the same way.
 */
export function toSearchName(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

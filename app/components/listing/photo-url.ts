/** Sizes every listing photo is stored in (domain/media): cards use 320/640, the gallery 640/1280. */
export type PhotoWidth = 320 | 640 | 1280;

export function photoUrl(storageKey: string, width: PhotoWidth): string {
  return `/media/${storageKey}/${width}.webp`;
}

export function photoSrcSet(storageKey: string, widths: PhotoWidth[]): string {
  return widths.map((w) => `${photoUrl(storageKey, w)} ${w}w`).join(", ");
}

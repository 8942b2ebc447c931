/**
 * Widths every listing photo is stored in; cards use the small ones, the gallery the large. The browser shrinks a
 * photo to the largest before uploading it (app/components/sell/shrink-photo.ts); the server re-encodes it anyway.
 */
export const PHOTO_WIDTHS = [320, 640, 1280] as const;

export const LARGEST_PHOTO_WIDTH: number = PHOTO_WIDTHS[2];

/**
 * URL slug of a category, subcategory, state or city name: lower case, punctuation dropped, runs of spaces and
 * hyphens turned into one hyphen ("For Rent: Houses & Apartments" → "for-rent-houses-apartments").
 */
export function slugify(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/[\s-]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** What every slug the seed writes must look like. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

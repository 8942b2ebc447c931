import { z } from "zod";
import {
  LISTING_CONDITIONS,
  LISTING_SORTS,
  type ListingCondition,
  type ListingSort,
  MAX_SEARCH_PAGE,
  POSTED_WITHIN,
  type PostedWithin,
  RADIUS_KM,
} from "./listing-options";

export * from "./listing-options";

const MAX_PRICE = 10_000_000_000;

/** An empty query value (`?minPrice=`) means "not set", as when the field is left blank in the form. */
const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Unknown category.");
const wholeRupees = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,11}$/, `${label} must be a whole number of rupees.`)
    .transform(Number)
    .pipe(z.number().max(MAX_PRICE, `${label} is too large.`));

/** One schema per query field, so the page can drop a bad value and keep the rest. */
export const searchFieldSchemas = {
  q: z
    .string()
    .trim()
    .max(200, "Search text is too long.")
    .transform((v) => v.replace(/\s+/g, " ")),
  category: slug,
  subcategory: slug,
  minPrice: wholeRupees("Min price"),
  maxPrice: wholeRupees("Max price"),
  condition: z.enum(LISTING_CONDITIONS, { message: "Unknown condition." }),
  posted: z.enum(POSTED_WITHIN, { message: "Posted must be today, 7d or 30d." }),
  city: z.string().trim().min(1).max(80, "City is too long."),
  sort: z.enum(LISTING_SORTS, { message: "Unknown sort order." }),
  radius: z
    .string()
    .trim()
    .transform(Number)
    .pipe(
      z.union(
        RADIUS_KM.map((km) => z.literal(km)),
        { message: `Radius must be one of ${RADIUS_KM.join(", ")} km.` },
      ),
    ),
  lat: z
    .string()
    .trim()
    .regex(/^-?\d{1,2}(\.\d{1,8})?$/, "Latitude must be a number between -90 and 90.")
    .transform(Number)
    .pipe(
      z
        .number()
        .min(-90, "Latitude must be between -90 and 90.")
        .max(90, "Latitude must be between -90 and 90."),
    ),
  lng: z
    .string()
    .trim()
    .regex(/^-?\d{1,3}(\.\d{1,8})?$/, "Longitude must be a number between -180 and 180.")
    .transform(Number)
    .pipe(
      z
        .number()
        .min(-180, "Longitude must be between -180 and 180.")
        .max(180, "Longitude must be between -180 and 180."),
    ),
  page: z
    .string()
    .regex(/^\d{1,6}$/, "Page must be a positive whole number.")
    .transform(Number)
    .pipe(z.number().int().min(1, "Page must be a positive whole number.").max(MAX_SEARCH_PAGE)),
};

export interface ListingSearchInput {
  q?: string | undefined;
  category?: string | undefined;
  subcategory?: string | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  conditions?: ListingCondition[] | undefined;
  posted?: PostedWithin | undefined;
  /** Only ads posted after this moment (a saved search's new matches). */
  postedAfter?: Date | undefined;
  city?: string | undefined;
  /** The place "near you" is measured from (the chosen location's point, or lat/lng on the API). */
  near?: { lat: number; lng: number } | undefined;
  /** Only ads within this many km of `near` (none: any distance); pages offer RADIUS_KM, saved searches keep 1–500. */
  radiusKm?: number | undefined;
  sort?: ListingSort | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

/** The strict form used by the API: a bad value is a 422 naming the field. */
export const ListingSearchQuerySchema = z.object({
  q: optional(searchFieldSchemas.q),
  category: optional(searchFieldSchemas.category),
  subcategory: optional(searchFieldSchemas.subcategory),
  minPrice: optional(searchFieldSchemas.minPrice),
  maxPrice: optional(searchFieldSchemas.maxPrice),
  condition: z
    .union([searchFieldSchemas.condition, z.array(searchFieldSchemas.condition)])
    .optional()
    .transform((v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v])),
  posted: optional(searchFieldSchemas.posted),
  city: optional(searchFieldSchemas.city),
  lat: optional(searchFieldSchemas.lat),
  lng: optional(searchFieldSchemas.lng),
  radius: optional(searchFieldSchemas.radius),
  sort: optional(searchFieldSchemas.sort),
  page: optional(searchFieldSchemas.page),
});

/**
 * The forgiving form used by pages: a bad or empty value is ignored, never an error. Category and subcategory
 * come from the page's path instead, where an unknown slug is a 404.
 */
export function parseListingSearchParams(params: URLSearchParams): ListingSearchInput {
  const pick = <K extends keyof typeof searchFieldSchemas>(key: K, raw: string | null | undefined) => {
    if (raw == null || raw.trim() === "") return undefined;
    const result = searchFieldSchemas[key].safeParse(raw);
    return result.success ? (result.data as z.output<(typeof searchFieldSchemas)[K]>) : undefined;
  };
  const conditions = [
    ...new Set(params.getAll("condition").flatMap((c) => pick("condition", c) ?? [])),
  ] as ListingCondition[];
  const q = pick("q", params.get("q"));
  return {
    q: q || undefined,
    minPrice: pick("minPrice", params.get("minPrice")),
    maxPrice: pick("maxPrice", params.get("maxPrice")),
    conditions,
    posted: pick("posted", params.get("posted")),
    city: pick("city", params.get("city")),
    radiusKm: pick("radius", params.get("radius")),
    sort: pick("sort", params.get("sort")),
    page: pick("page", params.get("page")),
  };
}

export const ListingIdSchema = z
  .string()
  .regex(/^\d{1,15}$/, "Listing id must be a positive whole number.")
  .transform(Number);

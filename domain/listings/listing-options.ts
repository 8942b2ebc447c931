/**
 * The listing fields' choices and labels, and the search page's limits, with no dependency: the pages' client code
 * imports them from here so that zod (listings-schemas.ts) stays on the server.
 */
export const LISTING_CONDITIONS = ["new", "like_new", "used", "refurbished", "for_parts"] as const;
export type ListingCondition = (typeof LISTING_CONDITIONS)[number];

export const CONDITION_LABELS: Record<ListingCondition, string> = {
  new: "New",
  like_new: "Like new",
  used: "Used",
  refurbished: "Refurbished",
  for_parts: "For parts",
};

export const POSTED_WITHIN = ["today", "7d", "30d"] as const;
export type PostedWithin = (typeof POSTED_WITHIN)[number];

export const POSTED_LABELS: Record<PostedWithin, string> = {
  today: "Today",
  "7d": "Last 7 days",
  "30d": "Last 30 days",
};

export const LISTING_SORTS = ["relevance", "newest", "price_asc", "price_desc", "nearest"] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

export const SORT_LABELS: Record<ListingSort, string> = {
  relevance: "Relevance",
  newest: "Newest first",
  price_asc: "Price: low to high",
  price_desc: "Price: high to low",
  nearest: "Nearest first",
};

/** "Within N km" of the chosen place: the choices of the filters (any distance when none is chosen). */
export const RADIUS_KM = [5, 10, 25, 50, 100] as const;
export type RadiusKm = (typeof RADIUS_KM)[number];

/** Spec section 9: the price slider covers 0 to 500000 in steps of 100. */
export const PRICE_SLIDER = { min: 0, max: 500_000, step: 100 } as const;
export const SEARCH_PAGE_SIZE = 24;
export const MAX_SEARCH_PAGE = 1000;

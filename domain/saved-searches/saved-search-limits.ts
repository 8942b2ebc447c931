import type { RateLimitRule } from "~/adapters/rate-limit/rate-limiter";

/** Saved searches one member may keep. */
export const MAX_SAVED_SEARCHES = 50;
export const SAVED_SEARCH_NAME_MAX = 80;
/** "N new" stops counting here and shows "99+". */
export const NEW_MATCHES_CAP = 99;
/** One e-mail digest per saved search at most this often. */
export const DIGEST_INTERVAL_SECONDS = 24 * 60 * 60;
/** The largest radius a saved search may keep, in km. */
export const MAX_RADIUS_KM = 500;

/** Per member, before RATE_LIMIT_SCALE: saving, renaming, deleting and switching alerts. */
export const SAVED_SEARCH_RATE_LIMITS = {
  writePerUser: { limit: 60, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimitRule>;

export const SAVED_SEARCH_QUEUES = {
  match: "saved-search-match",
  digest: "saved-search-email",
} as const;

export const SAVED_SEARCH_NOT_FOUND = "This saved search does not exist.";

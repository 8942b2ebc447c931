import type { RateLimitRule } from "~/adapters/rate-limit/rate-limiter";

/** A rating's words: plain text, shown as text, at most this many characters. */
export const RATING_TEXT_MAX_LENGTH = 500;
/** Ratings per page of a member's profile and of the API. */
export const RATINGS_PAGE_SIZE = 10;
/** Reported ratings per page of /admin/ratings. */
export const REPORTED_RATINGS_PAGE_SIZE = 20;

/**
 * Why a rating may be reported; "Other" needs a few words. Plain values, no zod, so the profile's form can show them
 * without loading a validation library (the schemas: rating-schemas.ts).
 */
export const RATING_REPORT_REASONS = [
  "No real deal took place",
  "Offensive or abusive",
  "Personal details shared",
  "Spam or advertising",
  "Other",
] as const;
export type RatingReportReason = (typeof RATING_REPORT_REASONS)[number];

export const RATING_RATE_LIMITS = {
  /** One rating per deal; this only stops a script rating from many chats at once (before RATE_LIMIT_SCALE). */
  ratePerHour: { limit: 20, windowSeconds: 60 * 60 } satisfies RateLimitRule,
  reportPerDay: { limit: 20, windowSeconds: 24 * 60 * 60 } satisfies RateLimitRule,
};

export const NO_DEAL_MESSAGE =
  "You can rate each other once there is a deal: an accepted offer, or the ad marked sold to the buyer.";
/** The seller marked the ad sold to this buyer on their own: the buyer's word is the other half of the deal. */
export const BUYER_NOT_CONFIRMED_MESSAGE =
  "You can rate the buyer once they confirm in the chat that they bought it from you.";
export const NO_SALE_TO_CONFIRM = "There is no sale to you to confirm in this chat.";
export const RATING_NOT_FOUND = "Rating not found.";
export const OWN_RATING_REPORT_MESSAGE = "You cannot report your own rating.";
export const RATING_ALREADY_HIDDEN = "This rating is already hidden.";
export const NO_OPEN_RATING_REPORTS = "This rating has no open reports.";

import type { RateLimitRule } from "~/adapters/rate-limit/rate-limiter";

/**
 * What a member may report an ad or a member for (issue 11); "Other" needs a few words. Plain values, no zod, so
 * the ad page's form can show them without loading a validation library (the schemas: report-schemas.ts).
 */
export const REPORT_REASONS = [
  "Fraud or scam",
  "Wrong category",
  "Prohibited item",
  "Offensive content",
  "Duplicate ad",
  "Already sold",
  "Other",
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_DETAILS_MAX_LENGTH = 500;
export const REPORT_ACKNOWLEDGEMENT = "Thanks — our team will review it";

/** Enough for a member cleaning up a bad search page, too few to flood the moderators (before RATE_LIMIT_SCALE). */
export const REPORT_LISTING_LIMIT: RateLimitRule = { limit: 20, windowSeconds: 60 * 60 };

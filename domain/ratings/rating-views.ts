/** What pages and the API show of ratings (plain JSON, dates as ISO strings). */

export type RatingRole = "buyer" | "seller";

export interface RatingSummary {
  /** The mean of the shown ratings to one decimal, or null when there are none. */
  average: number | null;
  count: number;
}

export interface RatingView {
  id: number;
  stars: number;
  /** Plain text, "" when none was written. */
  text: string;
  /** The rater's first name ("User" when they never gave one): a profile shows no more of who rated. */
  raterName: string;
  /** The rated member's side of the deal: "as seller" or "as buyer". */
  rateeRole: RatingRole;
  createdAt: string;
  /** The viewer wrote this rating (false for a visitor). */
  yours: boolean;
  /** The viewer has reported this rating (false for a visitor). */
  reportedByYou: boolean;
}

export interface MemberRatingsPage {
  summary: RatingSummary;
  ratings: RatingView[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

/** What a member gave in a conversation. */
export interface GivenRating {
  id: number;
  stars: number;
  text: string;
  rateeRole: RatingRole;
  createdAt: string;
}

/** A conversation as rating goes: whether there was a deal, and the reader's rating of the other side if given. */
export interface RatingState {
  conversationId: number;
  deal: boolean;
  /** There was a deal and the reader has not rated yet. */
  canRate: boolean;
  mine: GivenRating | null;
  /** The seller marked the ad sold to the reader (the buyer), who has not yet confirmed buying it. */
  canConfirm: boolean;
  /** The reader (the seller) marked it sold and may rate once the buyer confirms. */
  awaitingBuyer: boolean;
}

/** "Asha Rao" → "Asha"; a member who never gave a name is "User". */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] || "User";
}

export function ratingRoleLabel(role: RatingRole): string {
  return role === "seller" ? "as seller" : "as buyer";
}

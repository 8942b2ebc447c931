import type { RateLimitRule } from "~/adapters/rate-limit/rate-limiter";

/** Plain text, at most this many characters (links are shown as text, never as HTML). */
export const MESSAGE_MAX_LENGTH = 2000;
export const SUBJECT_MAX_LENGTH = 150;
/** Whole rupees: an offer must be at least ₹1 and below ₹100 crore. */
export const OFFER_MAX_RUPEES = 999_999_999;

/** One-tap starters for a buyer's first message. */
export const QUICK_REPLIES = [
  "Is it still available?",
  "What is the lowest price?",
  "Where can I see it?",
] as const;

export const CHAT_RATE_LIMITS = {
  /** Messages a member may send: enough for a lively chat, too few to spam (before RATE_LIMIT_SCALE). */
  sendPerMinute: { limit: 30, windowSeconds: 60 } satisfies RateLimitRule,
  sendPerDay: { limit: 1000, windowSeconds: 24 * 60 * 60 } satisfies RateLimitRule,
  /** New conversations a member may start in an hour. */
  startPerHour: { limit: 30, windowSeconds: 60 * 60 } satisfies RateLimitRule,
  photoPerHour: { limit: 60, windowSeconds: 60 * 60 } satisfies RateLimitRule,
  reportPerDay: { limit: 20, windowSeconds: 24 * 60 * 60 } satisfies RateLimitRule,
};

/** Messages per page of a conversation; older ones load as the reader scrolls up. */
export const MESSAGES_PAGE_SIZE = 30;
/** Conversations per page of the inbox. */
export const CONVERSATIONS_PAGE_SIZE = 50;
/** The safety tips card shows at the top of a conversation until it has this many messages. */
export const SAFETY_TIPS_UNTIL = 10;

export const SAFETY_TIPS = [
  "Meet in a safe, public place and see the item before you pay.",
  "Never share a UPI PIN, an OTP or your bank details. You never need them to receive money.",
  "Don't pay an advance, token amount or courier charges to someone you haven't met.",
  "Keep the conversation on Mandi, so our team can help if something goes wrong.",
] as const;

/** What a member sees when the chat they open is not theirs or no longer exists. */
export const CONVERSATION_NOT_FOUND = "This conversation could not be found.";

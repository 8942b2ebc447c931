import { SCAM_RULES } from "../shared/scam-rules";
import { foldForShield } from "../shared/scam-text-fold";

/**
 * When a new ad is held for a moderator's review ("Pending review") instead of going live at once. One table, in
 * the order a moderator reads the reasons; each rule says what it looks for. Low-risk ads are never held.
 */
export const REVIEW_RULES = {
  /** A member this new… */
  newAccountDays: 7,
  /** …whose ad uses the words of a known fraud (RISKY_AD_WORDS). */
  riskyWords: "new-account-risky-words",
  /** A price under this share of the median of similar live ads… */
  farBelowShare: 0.25,
  /** …when there are at least this many of them to compare with. */
  minimumComparable: 5,
  priceFarBelow: "price-far-below",
  /** A photo that already shows in another seller's ad (the same perceptual hash). */
  photoReused: "photo-reused",
  /** More than this many new ads within burstMinutes, this one included. */
  burstAds: 5,
  burstMinutes: 60,
  manyAdsQuickly: "many-ads-quickly",
} as const;

export const REVIEW_RULE_IDS = [
  REVIEW_RULES.riskyWords,
  REVIEW_RULES.priceFarBelow,
  REVIEW_RULES.photoReused,
  REVIEW_RULES.manyAdsQuickly,
] as const;
export type ReviewRule = (typeof REVIEW_RULE_IDS)[number];

/** The rules' names as moderators read them in /admin/review. */
export const REVIEW_RULE_LABELS: Record<string, string> = {
  [REVIEW_RULES.riskyWords]: "New account, risky words",
  [REVIEW_RULES.priceFarBelow]: "Price far below similar ads",
  [REVIEW_RULES.photoReused]: "Photo from another seller's ad",
  [REVIEW_RULES.manyAdsQuickly]: "Many ads in a short time",
};

export interface RiskyWords {
  id: string;
  /** What the ad mentions, as a moderator reads it. */
  label: string;
  patterns: readonly RegExp[];
}

const scamPatterns = (id: string) => SCAM_RULES.find((rule) => rule.id === id)?.patterns ?? [];

/**
 * The words of the frauds that start with an ad: an advance or token amount, the soldier posted far away, the
 * courier that brings the item after payment, the QR code or UPI request. English, Hindi and Hinglish, drawing on
 * the chat's scam shield (domain/shared/scam-rules.ts) so a phrase is taught once. Add a row to catch another.
 */
export const RISKY_AD_WORDS: readonly RiskyWords[] = [
  { id: "advance-payment", label: "advance payment", patterns: scamPatterns("advance-payment") },
  { id: "army", label: "army or out-of-station story", patterns: scamPatterns("army-out-of-station") },
  {
    id: "courier",
    label: "courier delivery",
    patterns: [
      /\bcourier\b/,
      /\b(?:parcel|ship) ?(?:kar|karunga|karenge|kar ?dunga|it|to ?you)\b/,
      /कूरियर|पार्सल/,
    ],
  },
  {
    id: "qr-upi",
    label: "QR code or UPI request",
    patterns: [...scamPatterns("qr-code"), ...scamPatterns("payment-link"), /\bupi\b/, /यूपीआई/],
  },
  { id: "pin-otp", label: "PIN or OTP", patterns: scamPatterns("pin-otp") },
];

/** The risky words an ad's text uses (labels, in table order). */
export function riskyWordsIn(text: string): string[] {
  // Read the way the chat's shield reads a message (its patterns expect the folded text).
  const folded = foldForShield(text);
  return RISKY_AD_WORDS.filter((row) => row.patterns.some((pattern) => pattern.test(folded))).map(
    (row) => row.label,
  );
}

import type { OfferStatus } from "./chat-views";

interface OfferFacts {
  fromUserId: string;
  status: OfferStatus;
  answeredAt: Date | null;
  withheld: boolean;
  answerWithheld: boolean;
}

/**
 * An offer as `viewerId` may see it, or null when it is not theirs to see. What a member someone blocked did stays
 * out of the blocker's sight (issue 25 §6): an offer or counter they made is not shown, and their answer to the
 * blocker's own offer is not either — to the blocker it still waits, as if nothing had happened.
 */
export function offerAsSeenBy<T extends OfferFacts>(offer: T, viewerId: string): T | null {
  if (offer.withheld && offer.fromUserId !== viewerId) return null;
  if (offer.answerWithheld && offer.fromUserId === viewerId) {
    return { ...offer, status: "pending", answeredAt: null };
  }
  return offer;
}

import type { Db } from "~/db/client.server";
import type { ReviewReason } from "~/db/schema";

export interface AdUnderAssessment {
  userId: string;
  title: string;
  description: string;
  price: number | null;
  subcategoryId: number;
  /** Perceptual hashes of its photos (null for a photo that could not be hashed). */
  photoHashes: (string | null)[];
}

/**
 * Why a new ad should wait for a moderator, or nothing when it may go live at once; run inside the posting's
 * transaction. Moderation answers it (domain/moderation/assess-listing-risk.server.ts) and server/ hands it to
 * listings through Services: a port, because moderation sits above listings (decision 029).
 */
export type ReviewNewAd = (
  db: Pick<Db, "execute">,
  ad: AdUnderAssessment,
  now: Date,
) => Promise<ReviewReason[]>;

import { z } from "zod";

/** Which reports the queue shows; open ones unless the moderator asks for the closed ones. */
export const QUEUE_STATUSES = ["open", "dismissed", "resolved"] as const;
export type QueueStatus = (typeof QUEUE_STATUSES)[number];

export const MODERATION_REASON_MAX_LENGTH = 500;
export const REMOVE_REASON_REQUIRED = "Say why the ad is removed.";

/** Why a moderator removes an ad: the seller reads it on My Listings and in a notification. */
export const RemovalReasonSchema = z
  .string({ error: REMOVE_REASON_REQUIRED })
  .trim()
  .min(1, REMOVE_REASON_REQUIRED)
  .max(MODERATION_REASON_MAX_LENGTH, `Keep the reason under ${MODERATION_REASON_MAX_LENGTH} characters.`);

export const RemoveListingSchema = z.object({ reason: RemovalReasonSchema });
export const FeatureListingSchema = z.object({
  featured: z.boolean({ error: "Say whether the ad is featured (true or false)." }),
});

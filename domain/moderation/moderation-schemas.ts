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

export const REJECT_REASON_REQUIRED = "Say why the ad is not approved.";
/** Why a held ad is turned down: the seller reads it on My Listings and in a notification. */
export const RejectListingSchema = z.object({
  reason: z
    .string({ error: REJECT_REASON_REQUIRED })
    .trim()
    .min(1, REJECT_REASON_REQUIRED)
    .max(MODERATION_REASON_MAX_LENGTH, `Keep the reason under ${MODERATION_REASON_MAX_LENGTH} characters.`),
});

export const BAN_REASON_REQUIRED = "Say why the member is banned.";
/** Why a member is banned: they read it when sign-in is refused. */
export const BanReasonSchema = z
  .string({ error: BAN_REASON_REQUIRED })
  .trim()
  .min(1, BAN_REASON_REQUIRED)
  .max(MODERATION_REASON_MAX_LENGTH, `Keep the reason under ${MODERATION_REASON_MAX_LENGTH} characters.`);
export const BanUserSchema = z.object({ reason: BanReasonSchema });
export const FeatureListingSchema = z.object({
  featured: z.boolean({ error: "Say whether the ad is featured (true or false)." }),
});

const listingId = z.coerce.number().int().positive();

/** The buttons of /admin: each row's forms name the ad and what to do with it. */
export const ModerationFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("dismiss"), listingId }),
  // The reason is checked by the use-case (RemovalReasonSchema), whose message is shown under the field.
  z.object({ intent: z.literal("remove"), listingId, reason: z.string().default("") }),
  // The row's listingId travels along so a refused ban shows its message in that row.
  z.object({
    intent: z.literal("ban"),
    userId: z.string().min(1),
    listingId,
    reason: z.string().default(""),
  }),
  z.object({ intent: z.literal("unban"), userId: z.string().min(1) }),
  z.object({
    intent: z.literal("feature"),
    listingId,
    featured: z.enum(["true", "false"]).transform((v) => v === "true"),
  }),
]);

/** The buttons of /admin/review: approve a held ad, or reject it with a reason. */
export const ReviewFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("approve"), listingId }),
  // The reason is checked by the use-case (RejectListingSchema), whose message is shown under the field.
  z.object({ intent: z.literal("reject"), listingId, reason: z.string().default("") }),
]);

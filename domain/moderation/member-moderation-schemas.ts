import { z } from "zod";
import { MODERATION_REASON_MAX_LENGTH } from "./moderation-schemas";

/** The lengths /admin/members offers in one click; the API takes any whole number of days up to the maximum. */
export const SUSPENSION_CHOICES = [7, 30] as const;
export const SUSPENSION_DAYS_MAX = 365;
export const SUSPENSION_DAYS_MESSAGE = `Say for how many days: a whole number from 1 to ${SUSPENSION_DAYS_MAX}.`;
export const SUSPEND_REASON_REQUIRED = "Say why the member is suspended.";

/** A suspension: a ban with an end. The member reads the reason and the end date when sign-in is refused. */
export const SuspendUserSchema = z.object({
  days: z
    .number({ error: SUSPENSION_DAYS_MESSAGE })
    .int(SUSPENSION_DAYS_MESSAGE)
    .min(1, SUSPENSION_DAYS_MESSAGE)
    .max(SUSPENSION_DAYS_MAX, SUSPENSION_DAYS_MESSAGE),
  reason: z
    .string({ error: SUSPEND_REASON_REQUIRED })
    .trim()
    .min(1, SUSPEND_REASON_REQUIRED)
    .max(MODERATION_REASON_MAX_LENGTH, `Keep the reason under ${MODERATION_REASON_MAX_LENGTH} characters.`),
});

const userId = z.string().min(1).max(100);

/**
 * The buttons of /admin/members. One form holds the reason and three buttons, `sanction` = 7 or 30 (days of
 * suspension) or ban; the others name the member and what to do.
 */
export const MemberModerationFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("dismiss"), userId }),
  z.object({
    intent: z.literal("sanction"),
    userId,
    sanction: z.enum(["7", "30", "ban"]),
    // Checked by the use-case, whose message is shown under the field.
    reason: z.string().default(""),
  }),
  z.object({ intent: z.literal("unban"), userId }),
]);
export type MemberModerationForm = z.infer<typeof MemberModerationFormSchema>;

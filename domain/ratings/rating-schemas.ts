import { z } from "zod";
import { REPORT_DETAILS_MAX_LENGTH } from "../shared/report-reasons";
import { RATING_REPORT_REASONS, RATING_TEXT_MAX_LENGTH } from "./rating-limits";

export const STARS_REQUIRED = "Please choose 1 to 5 stars.";

/** A rating after a deal: the conversation's form (its star radios read as a number) and POST …/rating. */
export const RateMemberSchema = z.object({
  stars: z
    .number({ error: STARS_REQUIRED })
    .int(STARS_REQUIRED)
    .min(1, STARS_REQUIRED)
    .max(5, STARS_REQUIRED),
  text: z
    .string({ error: "The text must be words." })
    .trim()
    .max(RATING_TEXT_MAX_LENGTH, `Keep it under ${RATING_TEXT_MAX_LENGTH} characters.`)
    .default(""),
});
export type RateMemberInput = z.infer<typeof RateMemberSchema>;

/** A report of a rating (the profile's form and POST /ratings/{id}/reports). */
export const RatingReportSchema = z
  .object({
    reason: z.enum(RATING_REPORT_REASONS, { error: "Please choose a reason." }),
    details: z
      .string({ error: "The details must be words." })
      .trim()
      .max(REPORT_DETAILS_MAX_LENGTH, `Details can be at most ${REPORT_DETAILS_MAX_LENGTH} characters.`)
      .default(""),
  })
  .superRefine((value, ctx) => {
    if (value.reason === "Other" && value.details === "") {
      ctx.addIssue({ code: "custom", path: ["details"], message: "Please tell us what is wrong with it." });
    }
  });

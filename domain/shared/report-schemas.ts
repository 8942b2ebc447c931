import { z } from "zod";
import { REPORT_DETAILS_MAX_LENGTH, REPORT_REASONS, type ReportReason } from "./report-reasons";

const reportFields = {
  reason: z.enum(REPORT_REASONS, { error: "Please choose a reason." }),
  details: z
    .string()
    .trim()
    .max(REPORT_DETAILS_MAX_LENGTH, `Details can be at most ${REPORT_DETAILS_MAX_LENGTH} characters.`)
    .default(""),
};

function otherNeedsDetails(value: { reason: ReportReason; details: string }, ctx: z.RefinementCtx) {
  if (value.reason === "Other" && value.details === "") {
    ctx.addIssue({ code: "custom", path: ["details"], message: "Please tell us what is wrong with it." });
  }
}

/** A report of an ad (the ad page's form) or of a member (a conversation's menu). */
export const ReportSchema = z.object(reportFields).superRefine(otherNeedsDetails);
export type ReportInput = z.infer<typeof ReportSchema>;

/** POST /api/v1/reports: the same report, naming the ad. */
export const ListingReportSchema = z
  .object({
    listingId: z
      .number({ error: "Please give the id of the ad." })
      .int("The ad id must be a positive whole number.")
      .positive("The ad id must be a positive whole number."),
    ...reportFields,
  })
  .superRefine(otherNeedsDetails);

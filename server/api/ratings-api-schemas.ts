import { z } from "@hono/zod-openapi";
import { REPORT_ACKNOWLEDGEMENT } from "~/domain/shared/report-reasons";

/** Shapes of the ratings API's answers, as domain/ratings returns them (domain/ratings/rating-views.ts). */

const dateTime = z.string().openapi({ format: "date-time" });
const pageFields = { total: z.number(), page: z.number(), pageSize: z.number(), pageCount: z.number() };
const role = z
  .enum(["buyer", "seller"])
  .openapi({ description: "The rated member's side of the deal: rated as the seller or as the buyer" });

export const RatingSummary = z
  .object({
    average: z
      .number()
      .nullable()
      .openapi({ description: "Mean stars to one decimal; null without ratings" }),
    count: z.number(),
  })
  .openapi("RatingSummary");

export const GivenRating = z
  .object({
    id: z.number(),
    stars: z.number().int().min(1).max(5),
    text: z.string().openapi({ description: "Plain text: show it as text, never as HTML" }),
    rateeRole: role,
    createdAt: dateTime,
  })
  .openapi("GivenRating");

export const RatingState = z
  .object({
    conversationId: z.number(),
    deal: z.boolean().openapi({
      description:
        "An offer was accepted here, or the ad was marked sold to the buyer (for the seller: and the buyer confirmed it)",
    }),
    canRate: z
      .boolean()
      .openapi({ description: "There was a deal and you have not rated the other side yet" }),
    mine: GivenRating.nullable().openapi({ description: "Your rating of the other side, once given" }),
    canConfirm: z.boolean().openapi({
      description:
        "The seller marked the ad sold to you: confirm you bought it (POST …/bought) so they may rate you",
    }),
    awaitingBuyer: z.boolean().openapi({
      description: "You marked the ad sold to this buyer: you may rate them once they confirm they bought it",
    }),
  })
  .openapi("RatingState");

export const MemberRating = z
  .object({
    id: z.number(),
    stars: z.number().int().min(1).max(5),
    text: z.string().openapi({ description: "Plain text: show it as text, never as HTML" }),
    raterName: z
      .string()
      .openapi({ description: 'The rater\'s first name ("User" when they never gave one)' }),
    rateeRole: role,
    createdAt: dateTime,
    yours: z.boolean().openapi({ description: "You wrote it (false when not signed in)" }),
    reportedByYou: z.boolean().openapi({ description: "You reported it (false when not signed in)" }),
  })
  .openapi("MemberRating");

export const MemberRatingsPage = z
  .object({ summary: RatingSummary, ratings: z.array(MemberRating), ...pageFields })
  .openapi("MemberRatingsPage");

export const RatingReportReceipt = z
  .object({
    acknowledged: z.literal(REPORT_ACKNOWLEDGEMENT),
    alreadyReported: z
      .boolean()
      .openapi({ description: "You had reported this rating before; the first report stands" }),
  })
  .openapi("RatingReportReceipt");

const ReportedRatingItem = z
  .object({
    rating: z.object({
      id: z.number(),
      stars: z.number(),
      text: z.string(),
      rateeRole: role,
      createdAt: dateTime,
      hiddenAt: dateTime.nullable(),
    }),
    rater: z.object({ id: z.string(), name: z.string() }),
    ratee: z.object({
      id: z.string(),
      name: z.string(),
      link: z.string().openapi({ description: "The rated member's profile on the site" }),
    }),
    reportCount: z.number(),
    lastReportedAt: dateTime,
    reports: z.array(
      z.object({
        id: z.number(),
        reason: z.string(),
        details: z.string(),
        reporterName: z.string().openapi({ description: '"" when the reporter\'s account is gone' }),
        createdAt: dateTime,
      }),
    ),
  })
  .openapi("ReportedRating");

export const ReportedRatingsPage = z.object({ items: z.array(ReportedRatingItem), ...pageFields });

export const RatingHidden = z.object({ id: z.number(), rateeId: z.string(), resolved: z.number() });
export const RatingReportsDismissed = z.object({
  id: z.number(),
  rateeId: z.string(),
  dismissed: z.number(),
});

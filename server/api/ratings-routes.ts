import { createRoute, z } from "@hono/zod-openapi";
import { dismissRatingReports } from "~/domain/ratings/dismiss-rating-reports.server";
import { getRatingState } from "~/domain/ratings/get-rating-state.server";
import { hideRating } from "~/domain/ratings/hide-rating.server";
import { listMemberRatings } from "~/domain/ratings/list-member-ratings.server";
import { listReportedRatings } from "~/domain/ratings/list-reported-ratings.server";
import { rateMember } from "~/domain/ratings/rate-member.server";
import { RATING_REPORT_REASONS, RATING_TEXT_MAX_LENGTH } from "~/domain/ratings/rating-limits";
import { RateMemberSchema, RatingReportSchema } from "~/domain/ratings/rating-schemas";
import { reportRating } from "~/domain/ratings/report-rating.server";
import { readSessionUser } from "../auth/quick-session";
import { admin, adminOnly } from "./admin-routes";
import { conversationParam, json, positiveId, security } from "./chat-api-schemas";
import { errorResponse, requireJsonBody } from "./errors";
import { pageQuery } from "./listing-status-routes";
import type { createApiRouter } from "./openapi-app";
import {
  GivenRating,
  MemberRatingsPage,
  RatingHidden,
  RatingReportReceipt,
  RatingReportsDismissed,
  RatingState,
  ReportedRatingsPage,
} from "./ratings-api-schemas";
import { caller, signedIn } from "./signed-in";

/** Ratings after a deal: given in a conversation, shown on the rated member's profile, reported, moderated. */

const tags = ["Ratings"];
const notYours = errorResponse("No conversation of yours has this id (someone else's answers the same)");
const ratingParam = z.object({ id: positiveId("id", "The rating id") });
const adminNotFound = errorResponse(
  "Not an admin (signed out too), or no such rating: the admin API answers everyone else as if it did not exist",
);

const state = createRoute({
  method: "get",
  path: "/conversations/{id}/rating",
  tags,
  summary: "Whether you may rate the other member of this conversation, or how you did",
  security,
  middleware: [signedIn] as const,
  request: { params: conversationParam },
  responses: {
    200: json(RatingState, "The conversation as rating goes"),
    401: errorResponse("Not signed in"),
    404: notYours,
    422: errorResponse("The id is not a positive whole number"),
  },
});

const rate = createRoute({
  method: "post",
  path: "/conversations/{id}/rating",
  tags,
  summary: "Rate the other member after a deal, once: 1–5 stars and a short text",
  description:
    "A deal is an accepted offer in the conversation, or the ad marked sold to its buyer (the seller may rate " +
    "then once the buyer confirmed it: POST /conversations/{id}/bought). Both sides may rate " +
    `each other, once each. \`text\` is plain text of at most ${RATING_TEXT_MAX_LENGTH} characters (optional).`,
  security,
  middleware: [signedIn, requireJsonBody] as const,
  request: {
    params: conversationParam,
    body: { required: true, content: { "application/json": { schema: RateMemberSchema } } },
  },
  responses: {
    201: json(z.object({ rating: GivenRating }), "Rated; the other member is told"),
    400: errorResponse("The body is not valid JSON"),
    401: errorResponse("Not signed in"),
    404: notYours,
    409: errorResponse("No deal in this conversation yet, or you have already rated this member"),
    415: errorResponse("The body is not JSON"),
    422: errorResponse("Stars not a whole number from 1 to 5, or the text too long; `fields` says which"),
    429: errorResponse("Too many ratings; see Retry-After"),
  },
});

const memberRatings = createRoute({
  method: "get",
  path: "/sellers/{id}/ratings",
  tags,
  summary: "A member's ratings, newest first, 10 per page, with their average and count",
  description:
    "Hidden ratings and ratings from banned members are neither listed nor counted. Signing in is optional.",
  security: [{}, ...security],
  request: {
    params: z.object({ id: z.string().openapi({ param: { name: "id", in: "path" } }) }),
    query: pageQuery,
  },
  responses: {
    200: json(MemberRatingsPage, "One page of ratings"),
    404: errorResponse("No member has this id, or the moderators banned them"),
    422: errorResponse("The page is not a positive whole number"),
  },
});

const report = createRoute({
  method: "post",
  path: "/ratings/{id}/reports",
  tags,
  summary: "Report a rating to the moderators (once per rating); the rated member may report one about them",
  description: `Reasons: ${RATING_REPORT_REASONS.join(", ")}. "Other" needs \`details\` (at most 500 characters).`,
  security,
  middleware: [signedIn, requireJsonBody] as const,
  request: {
    params: ratingParam,
    body: { required: true, content: { "application/json": { schema: RatingReportSchema } } },
  },
  responses: {
    201: json(RatingReportReceipt, "Reported"),
    200: json(RatingReportReceipt, "Already reported by you: nothing new stored, the same acknowledgement"),
    400: errorResponse("The body is not valid JSON"),
    401: errorResponse("Not signed in"),
    403: errorResponse("The rating is your own"),
    404: errorResponse("No such rating, or it is hidden"),
    415: errorResponse("The body is not JSON"),
    422: errorResponse("A field is missing or invalid; `fields` holds one message per field"),
    429: errorResponse("Too many reports; see Retry-After"),
  },
});

const reported = createRoute({
  method: "get",
  path: "/admin/rating-reports",
  tags: ["Moderation"],
  summary: "Ratings with open reports, most reported first, then most recently reported; 20 per page",
  security,
  middleware: [adminOnly] as const,
  request: { query: pageQuery },
  responses: {
    200: json(ReportedRatingsPage, "One page of reported ratings"),
    404: adminNotFound,
    422: errorResponse("The page is not a positive whole number"),
  },
});

const hide = createRoute({
  method: "post",
  path: "/admin/ratings/{id}/hide",
  tags: ["Moderation"],
  summary: "Hide a rating from the profile, its average and count; its open reports are resolved",
  security,
  middleware: [adminOnly] as const,
  request: { params: ratingParam },
  responses: {
    200: json(RatingHidden, "Hidden"),
    404: adminNotFound,
    409: errorResponse("The rating is already hidden"),
    422: errorResponse("The id is not a positive whole number"),
  },
});

const dismiss = createRoute({
  method: "post",
  path: "/admin/ratings/{id}/dismiss",
  tags: ["Moderation"],
  summary: "Dismiss the rating's open reports (the rating stays shown)",
  security,
  middleware: [adminOnly] as const,
  request: { params: ratingParam },
  responses: {
    200: json(RatingReportsDismissed, "Dismissed"),
    404: adminNotFound,
    409: errorResponse("The rating has no open reports"),
    422: errorResponse("The id is not a positive whole number"),
  },
});

export function registerRatingsRoutes(api: ReturnType<typeof createApiRouter>) {
  api.openapi(state, async (c) => {
    const conversationId = c.req.valid("param").id;
    return c.json(await getRatingState(c.get("services"), { userId: caller(c).id, conversationId }), 200);
  });

  api.openapi(rate, async (c) => {
    const rating = await rateMember(c.get("services"), {
      userId: caller(c).id,
      conversationId: c.req.valid("param").id,
      rating: c.req.valid("json"),
    });
    return c.json({ rating }, 201);
  });

  api.openapi(memberRatings, async (c) => {
    const services = c.get("services");
    // Signing in only adds "yours" and "reportedByYou": a visitor gets the same list.
    const viewer = await readSessionUser(
      { auth: c.get("auth"), db: services.db },
      c.req.raw.headers,
      c.get("clientIp"),
    );
    const page = await listMemberRatings(services, {
      memberId: c.req.valid("param").id,
      page: c.req.valid("query").page,
      viewerId: viewer?.id ?? null,
    });
    return c.json(page, 200);
  });

  api.openapi(report, async (c) => {
    const { reason, details } = c.req.valid("json");
    const result = await reportRating(c.get("services"), {
      userId: caller(c).id,
      ratingId: c.req.valid("param").id,
      reason,
      details,
    });
    return result.alreadyReported ? c.json(result, 200) : c.json(result, 201);
  });

  api.openapi(reported, async (c) => {
    const page = c.req.valid("query").page;
    return c.json(await listReportedRatings(c.get("services"), { actor: admin(c), page }), 200);
  });

  api.openapi(hide, async (c) => {
    const ratingId = c.req.valid("param").id;
    return c.json(await hideRating(c.get("services"), { actor: admin(c), ratingId }), 200);
  });

  api.openapi(dismiss, async (c) => {
    const ratingId = c.req.valid("param").id;
    return c.json(await dismissRatingReports(c.get("services"), { actor: admin(c), ratingId }), 200);
  });
}

import { createRoute, z } from "@hono/zod-openapi";
import { ListingIdSchema } from "~/domain/listings/listings-schemas";
import { listReviewQueue } from "~/domain/moderation/list-review-queue.server";
import { RejectListingSchema } from "~/domain/moderation/moderation-schemas";
import { approveListing, rejectListing } from "~/domain/moderation/review-listing.server";
import { REVIEW_RULE_IDS } from "~/domain/moderation/risk-rules";
import { SellerHistory } from "./admin-api-schemas";
import { admin, adminOnly } from "./admin-routes";
import { errorResponse, requireJsonBody } from "./errors";
import { pageQuery } from "./listing-status-routes";
import type { createApiRouter } from "./openapi-app";

const tags = ["Moderation"];
const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];
const notFound = errorResponse(
  "Not an admin (signed out too), or no such ad: the admin API answers everyone else as if it did not exist",
);
const idParam = z.object({ id: ListingIdSchema.openapi({ param: { name: "id", in: "path" } }) });
const dateTime = z.string().openapi({ format: "date-time" });
const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

const HeldAd = z
  .object({
    listing: z.object({
      id: z.number(),
      title: z.string(),
      excerpt: z.string().openapi({ description: "The first 300 characters of the description" }),
      price: z.number().nullable(),
      category: z.string(),
      city: z.string(),
      cover: z.object({ storageKey: z.string(), width: z.number(), height: z.number() }).nullable(),
      link: z.string(),
      heldAt: dateTime,
    }),
    reasons: z.array(
      z.object({
        rule: z
          .string()
          .openapi({ description: `One of ${REVIEW_RULE_IDS.join(", ")} (or a rule since retired)` }),
        label: z.string(),
        detail: z.string().openapi({ description: "What the rule found, as a moderator reads it" }),
      }),
    ),
    seller: SellerHistory,
    photoReusedIn: z.array(z.object({ id: z.number(), title: z.string(), link: z.string() })),
  })
  .openapi("HeldAd");

const ReviewQueuePage = z.object({
  rule: z.enum(REVIEW_RULE_IDS).nullable(),
  items: z.array(HeldAd),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  pageCount: z.number(),
});
const Reviewed = z.object({ id: z.number(), title: z.string() });

const queue = createRoute({
  method: "get",
  path: "/admin/review",
  tags,
  summary: "New ads held for review (status pending), the longest waiting first; 20 per page",
  description:
    "Each with the risk rules it met (domain/moderation/risk-rules.ts), its seller's history and other sellers' ads showing the same photo. `rule` keeps the ads that met that rule.",
  security,
  middleware: [adminOnly] as const,
  request: { query: pageQuery.extend({ rule: z.enum(REVIEW_RULE_IDS).optional() }) },
  responses: {
    200: json(ReviewQueuePage, "One page of held ads"),
    404: notFound,
    422: errorResponse("Unknown rule, or a page that is not a positive whole number"),
  },
});

const approve = createRoute({
  method: "post",
  path: "/admin/listings/{id}/approve",
  tags,
  summary: "Let a held ad go live: its 30 days start now and its seller is told",
  security,
  middleware: [adminOnly] as const,
  request: { params: idParam },
  responses: {
    200: json(Reviewed, "Approved"),
    404: notFound,
    409: errorResponse("The ad is not waiting for review"),
    422: errorResponse("The id is not a positive whole number"),
  },
});

const reject = createRoute({
  method: "post",
  path: "/admin/listings/{id}/reject",
  tags,
  summary: "Turn a held ad down, with a reason its seller is told; it is removed",
  security,
  middleware: [adminOnly, requireJsonBody] as const,
  request: {
    params: idParam,
    body: { required: true, content: { "application/json": { schema: RejectListingSchema } } },
  },
  responses: {
    200: json(Reviewed, "Rejected"),
    400: errorResponse("The body is not valid JSON"),
    404: notFound,
    409: errorResponse("The ad is not waiting for review"),
    415: errorResponse("The body is not JSON"),
    422: errorResponse("No reason, or a bad id"),
  },
});

/** The review queue of /admin/review for apps: the same use-cases as the page. */
export function registerAdminReviewRoutes(api: ReturnType<typeof createApiRouter>) {
  api.openapi(queue, async (c) => {
    const { rule, page } = c.req.valid("query");
    return c.json(await listReviewQueue(c.get("services"), { actor: admin(c), rule, page }), 200);
  });

  api.openapi(approve, async (c) => {
    const listingId = c.req.valid("param").id;
    return c.json(await approveListing(c.get("services"), { actor: admin(c), listingId }), 200);
  });

  api.openapi(reject, async (c) => {
    const listingId = c.req.valid("param").id;
    const { reason } = c.req.valid("json");
    return c.json(await rejectListing(c.get("services"), { actor: admin(c), listingId, reason }), 200);
  });
}

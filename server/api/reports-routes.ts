import { createRoute, z } from "@hono/zod-openapi";
import { reportListing } from "~/domain/moderation/report-listing.server";
import { REPORT_ACKNOWLEDGEMENT, REPORT_REASONS } from "~/domain/shared/report-reasons";
import { ListingReportSchema } from "~/domain/shared/report-schemas";
import { errorResponse, requireJsonBody } from "./errors";
import type { createApiRouter } from "./openapi-app";
import { caller, signedIn } from "./signed-in";

const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];
const ReportReceipt = z
  .object({
    acknowledged: z.literal(REPORT_ACKNOWLEDGEMENT),
    alreadyReported: z
      .boolean()
      .openapi({ description: "You had reported this ad before; the first report stands" }),
  })
  .openapi("ReportReceipt");
const receipt = (description: string) => ({
  description,
  content: { "application/json": { schema: ReportReceipt } },
});

const create = createRoute({
  method: "post",
  path: "/reports",
  tags: ["Reports"],
  summary: "Report someone else's ad to the moderators (once per ad)",
  description: `Reasons: ${REPORT_REASONS.join(", ")}. "Other" needs \`details\`; details are at most 500 characters.`,
  security,
  middleware: [signedIn, requireJsonBody] as const,
  request: {
    body: {
      required: true,
      content: { "application/json": { schema: ListingReportSchema.openapi("ReportInput") } },
    },
  },
  responses: {
    201: receipt("Reported"),
    200: receipt("Already reported by you: nothing new stored, the same acknowledgement"),
    400: errorResponse("The body is not valid JSON"),
    401: errorResponse("Not signed in"),
    403: errorResponse("The ad is yours"),
    404: errorResponse("No such ad, or it was taken down"),
    415: errorResponse("The body is not JSON"),
    422: errorResponse("A field is missing or invalid; `fields` holds one message per field"),
    429: errorResponse("Too many reports; see Retry-After"),
  },
});

export function registerReportsRoutes(api: ReturnType<typeof createApiRouter>) {
  api.openapi(create, async (c) => {
    const { listingId, reason, details } = c.req.valid("json");
    const result = await reportListing(c.get("services"), {
      userId: caller(c).id,
      listingId,
      reason,
      details,
    });
    return result.alreadyReported ? c.json(result, 200) : c.json(result, 201);
  });
}

import { createRoute, z } from "@hono/zod-openapi";
import { applyForJob } from "~/domain/careers/apply-for-job.server";
import { JobApplicationSchema } from "~/domain/careers/careers-schemas";
import { listJobOpenings } from "~/domain/careers/list-job-openings.server";
import { errorResponse, requireJsonBody } from "./errors";
import type { createApiRouter } from "./openapi-app";

const JobOpening = z
  .object({
    slug: z.string(),
    title: z.string(),
    department: z.string(),
    location: z.string(),
    employmentType: z.string().openapi({ example: "Full-time" }),
    description: z.string(),
  })
  .openapi("JobOpening");

const listOpeningsRoute = createRoute({
  method: "get",
  path: "/careers",
  tags: ["Careers"],
  summary: "Open positions at Mandi, in display order",
  responses: {
    200: {
      description: "The open positions",
      content: { "application/json": { schema: z.object({ openings: z.array(JobOpening) }) } },
    },
  },
});

const applyRoute = createRoute({
  method: "post",
  path: "/careers/{slug}/applications",
  tags: ["Careers"],
  summary: "Apply for an open position",
  description:
    "Stored, e-mailed to the careers team (reply-to the applicant) and confirmed to the applicant by e-mail; " +
    "5 per hour per client address.",
  request: {
    params: z.object({ slug: z.string().min(1).max(120).openapi({ example: "senior-backend-engineer" }) }),
    body: { required: true, content: { "application/json": { schema: JobApplicationSchema } } },
  },
  responses: {
    201: {
      description: "Application Sent!",
      content: {
        "application/json": {
          schema: z.object({
            id: z.number(),
            openingTitle: z.string(),
            createdAt: z.string().openapi({ format: "date-time" }),
          }),
        },
      },
    },
    400: errorResponse("The body is not valid JSON"),
    404: errorResponse("No open position has this slug"),
    415: errorResponse("The body is not JSON"),
    422: errorResponse("A field is missing or invalid; `fields` holds one message per field"),
    429: errorResponse("Too many applications from this address; see Retry-After"),
    503: errorResponse("The application could not be delivered; nothing was stored"),
  },
  middleware: [requireJsonBody] as const,
});

export function registerCareersRoutes(api: ReturnType<typeof createApiRouter>) {
  api.openapi(listOpeningsRoute, async (c) => {
    const openings = await listJobOpenings(c.get("services"));
    return c.json({ openings }, 200);
  });

  api.openapi(applyRoute, async (c) => {
    const sent = await applyForJob(c.get("services"), c.req.valid("param").slug, c.req.valid("json"), {
      clientIp: c.get("clientIp"),
    });
    return c.json({ ...sent, createdAt: sent.createdAt.toISOString() }, 201);
  });
}

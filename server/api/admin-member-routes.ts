import { createRoute, z } from "@hono/zod-openapi";
import { revokeAllSessions } from "~/domain/accounts/revoke-all-sessions.server";
import { banUser } from "~/domain/moderation/ban-user.server";
import { dismissMemberReports } from "~/domain/moderation/dismiss-member-reports.server";
import { listMemberReports } from "~/domain/moderation/list-member-reports.server";
import { SuspendUserSchema } from "~/domain/moderation/member-moderation-schemas";
import { QUEUE_STATUSES } from "~/domain/moderation/moderation-schemas";
import { Banned } from "./admin-api-schemas";
import { MemberReportsDismissed, MemberReportsPage } from "./admin-member-api-schemas";
import { admin, adminOnly } from "./admin-routes";
import { errorResponse, requireJsonBody } from "./errors";
import { pageQuery } from "./listing-status-routes";
import type { createApiRouter } from "./openapi-app";

// Members reported from chats, and suspensions (issue 11). Banning and lifting are /admin/users/{id}/ban|unban.
const tags = ["Moderation"];
const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];
const notFound = errorResponse(
  "Not an admin (signed out too), or no such member: the admin API answers everyone else as if it did not exist",
);
const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});
const memberParam = z.object({
  id: z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name: "id", in: "path" } }),
});

const memberReports = createRoute({
  method: "get",
  path: "/admin/member-reports",
  tags,
  summary: "Members reported from chats, most reported first, then most recently reported; 20 per page",
  description: "One entry per member with their reports of `status` (open unless asked) and their history.",
  security,
  middleware: [adminOnly] as const,
  request: { query: pageQuery.extend({ status: z.enum(QUEUE_STATUSES).optional() }) },
  responses: {
    200: json(MemberReportsPage, "One page of reported members"),
    404: notFound,
    422: errorResponse("Unknown status, or a page that is not a positive whole number"),
  },
});

const dismiss = createRoute({
  method: "post",
  path: "/admin/members/{id}/dismiss",
  tags,
  summary: "Dismiss the member's open reports from chats (nothing else changes)",
  security,
  middleware: [adminOnly] as const,
  request: { params: memberParam },
  responses: {
    200: json(MemberReportsDismissed, "Dismissed"),
    404: notFound,
    409: errorResponse("The member has no open reports"),
    422: errorResponse("The id is not a member id"),
  },
});

const suspend = createRoute({
  method: "post",
  path: "/admin/members/{id}/suspend",
  tags,
  summary:
    "Suspend a member for `days`: a ban that ends by itself (sign-in refused with the reason and the end date)",
  description:
    "Signed out everywhere, live ads hidden, messages to them refused and their open reports resolved, as a ban. " +
    "When the time has passed they may sign in again, and their ads come back within a minute. " +
    "`POST /admin/users/{id}/unban` lifts it sooner; `/ban` makes it a ban.",
  security,
  middleware: [adminOnly, requireJsonBody] as const,
  request: {
    params: memberParam,
    body: { required: true, content: { "application/json": { schema: SuspendUserSchema } } },
  },
  responses: {
    200: json(Banned, "Suspended"),
    400: errorResponse("The body is not valid JSON"),
    403: errorResponse("Yourself, or another admin"),
    404: notFound,
    415: errorResponse("The body is not JSON"),
    422: errorResponse("No reason, or days not a whole number from 1 to 365"),
  },
});

export function registerAdminMemberRoutes(api: ReturnType<typeof createApiRouter>) {
  api.openapi(memberReports, async (c) => {
    const { status, page } = c.req.valid("query");
    return c.json(await listMemberReports(c.get("services"), { actor: admin(c), status, page }), 200);
  });

  api.openapi(dismiss, async (c) => {
    const userId = c.req.valid("param").id;
    return c.json(await dismissMemberReports(c.get("services"), { actor: admin(c), userId }), 200);
  });

  api.openapi(suspend, async (c) => {
    const { days, reason } = c.req.valid("json");
    const userId = c.req.valid("param").id;
    const revokeSessions = (id: string) => revokeAllSessions(c.get("auth"), id);
    return c.json(
      await banUser(c.get("services"), { actor: admin(c), userId, reason, days, revokeSessions }),
      200,
    );
  });
}

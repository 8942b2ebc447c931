import { createRoute, z } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import { revokeAllSessions } from "~/domain/accounts/revoke-all-sessions.server";
import type { SessionUser } from "~/domain/accounts/session-user";
import { ListingIdSchema } from "~/domain/listings/listings-schemas";
import { banUser, unbanUser } from "~/domain/moderation/ban-user.server";
import { dismissReports } from "~/domain/moderation/dismiss-reports.server";
import { isAdmin } from "~/domain/moderation/is-admin";
import { listAuditLog } from "~/domain/moderation/list-audit-log.server";
import { listModerationQueue } from "~/domain/moderation/list-moderation-queue.server";
import {
  BanUserSchema,
  FeatureListingSchema,
  QUEUE_STATUSES,
  RemoveListingSchema,
} from "~/domain/moderation/moderation-schemas";
import { removeListingAsModerator } from "~/domain/moderation/remove-listing-as-moderator.server";
import { setListingFeatured } from "~/domain/moderation/set-listing-featured.server";
import type { AppEnv } from "../app-env";
import { readSessionUser } from "../auth/quick-session";
import { AuditLogPage, Banned, Dismissed, Featured, QueuePage, Removed, Unbanned } from "./admin-api-schemas";
import { errorBody, errorResponse, requireJsonBody } from "./errors";
import { pageQuery } from "./listing-status-routes";
import type { createApiRouter } from "./openapi-app";

const tags = ["Moderation"];
const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];
const notFound = errorResponse(
  "Not an admin (signed out too), or no such ad: the admin API answers everyone else as if it did not exist",
);
const idParam = z.object({ id: ListingIdSchema.openapi({ param: { name: "id", in: "path" } }) });
const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

const admins = new WeakMap<object, SessionUser>();

/**
 * Runs before anything is validated: to a visitor or a member who is not an admin every admin route answers the
 * 404 of an unknown endpoint, never a 401 or a field error that would tell the route is there.
 */
export const adminOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  const services = c.get("services");
  const user = await readSessionUser(
    { auth: c.get("auth"), db: services.db },
    c.req.raw.headers,
    c.get("clientIp"),
  );
  if (!user || !isAdmin(services, user)) return c.json(errorBody("NOT_FOUND", "No such API endpoint."), 404);
  admins.set(c.req, user);
  await next();
};

export function admin(c: Pick<Context<AppEnv>, "req">): SessionUser | null {
  return admins.get(c.req) ?? null;
}

const queue = createRoute({
  method: "get",
  path: "/admin/queue",
  tags,
  summary: "Reported ads, most reported first, then most recently reported; 20 per page",
  description: "One entry per ad with its reports of `status` (open unless asked) and its seller's history.",
  security,
  middleware: [adminOnly] as const,
  request: { query: pageQuery.extend({ status: z.enum(QUEUE_STATUSES).optional() }) },
  responses: {
    200: json(QueuePage, "One page of the queue"),
    404: notFound,
    422: errorResponse("Unknown status, or a page that is not a positive whole number"),
  },
});

const dismiss = createRoute({
  method: "post",
  path: "/admin/listings/{id}/dismiss",
  tags,
  summary: "Dismiss the ad's open reports (the ad stays up)",
  security,
  middleware: [adminOnly] as const,
  request: { params: idParam },
  responses: {
    200: json(Dismissed, "Dismissed"),
    404: notFound,
    409: errorResponse("The ad has no open reports"),
    422: errorResponse("The id is not a positive whole number"),
  },
});

const remove = createRoute({
  method: "post",
  path: "/admin/listings/{id}/remove",
  tags,
  summary: "Remove the ad for good, with a reason its seller is told; its open reports are resolved",
  security,
  middleware: [adminOnly, requireJsonBody] as const,
  request: {
    params: idParam,
    body: { required: true, content: { "application/json": { schema: RemoveListingSchema } } },
  },
  responses: {
    200: json(Removed, "Removed"),
    400: errorResponse("The body is not valid JSON"),
    404: notFound,
    409: errorResponse("The ad is already removed"),
    415: errorResponse("The body is not JSON"),
    422: errorResponse("No reason, or a bad id"),
  },
});

const feature = createRoute({
  method: "post",
  path: "/admin/listings/{id}/feature",
  tags,
  summary: "Feature or unfeature the ad",
  security,
  middleware: [adminOnly, requireJsonBody] as const,
  request: {
    params: idParam,
    body: { required: true, content: { "application/json": { schema: FeatureListingSchema } } },
  },
  responses: {
    200: json(Featured, "Changed"),
    400: errorResponse("The body is not valid JSON"),
    404: notFound,
    415: errorResponse("The body is not JSON"),
    422: errorResponse("`featured` is not a boolean, or a bad id"),
  },
});

const userParam = z.object({
  id: z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name: "id", in: "path" } }),
});

const ban = createRoute({
  method: "post",
  path: "/admin/users/{id}/ban",
  tags,
  summary:
    "Ban a member: signed out everywhere, sign-in refused with the reason, live ads hidden, messages refused",
  security,
  middleware: [adminOnly, requireJsonBody] as const,
  request: {
    params: userParam,
    body: { required: true, content: { "application/json": { schema: BanUserSchema } } },
  },
  responses: {
    200: json(Banned, "Banned"),
    400: errorResponse("The body is not valid JSON"),
    403: errorResponse("Yourself, or another admin"),
    404: notFound,
    415: errorResponse("The body is not JSON"),
    422: errorResponse("No reason"),
  },
});

const unban = createRoute({
  method: "post",
  path: "/admin/users/{id}/unban",
  tags,
  summary: "Lift a ban or suspension: the member may sign in again and the ads it hid are up again",
  security,
  middleware: [adminOnly] as const,
  request: { params: userParam },
  responses: { 200: json(Unbanned, "Unbanned"), 404: notFound },
});

const audit = createRoute({
  method: "get",
  path: "/admin/audit",
  tags,
  summary: "What the admins did (who, what, when, why), newest first; 50 per page",
  security,
  middleware: [adminOnly] as const,
  request: { query: pageQuery },
  responses: {
    200: json(AuditLogPage, "One page of the audit log"),
    404: notFound,
    422: errorResponse("The page is not a positive whole number"),
  },
});

export function registerAdminRoutes(api: ReturnType<typeof createApiRouter>) {
  api.openapi(queue, async (c) => {
    const { status, page } = c.req.valid("query");
    return c.json(await listModerationQueue(c.get("services"), { actor: admin(c), status, page }), 200);
  });

  api.openapi(dismiss, async (c) => {
    const listingId = c.req.valid("param").id;
    return c.json(await dismissReports(c.get("services"), { actor: admin(c), listingId }), 200);
  });

  api.openapi(remove, async (c) => {
    const listingId = c.req.valid("param").id;
    const { reason } = c.req.valid("json");
    return c.json(
      await removeListingAsModerator(c.get("services"), { actor: admin(c), listingId, reason }),
      200,
    );
  });

  api.openapi(feature, async (c) => {
    const listingId = c.req.valid("param").id;
    const { featured } = c.req.valid("json");
    return c.json(await setListingFeatured(c.get("services"), { actor: admin(c), listingId, featured }), 200);
  });

  api.openapi(ban, async (c) => {
    const { reason } = c.req.valid("json");
    const userId = c.req.valid("param").id;
    const revokeSessions = (id: string) => revokeAllSessions(c.get("auth"), id);
    return c.json(await banUser(c.get("services"), { actor: admin(c), userId, reason, revokeSessions }), 200);
  });

  api.openapi(unban, async (c) => {
    const userId = c.req.valid("param").id;
    return c.json(await unbanUser(c.get("services"), { actor: admin(c), userId }), 200);
  });

  api.openapi(audit, async (c) => {
    return c.json(
      await listAuditLog(c.get("services"), { actor: admin(c), page: c.req.valid("query").page }),
      200,
    );
  });
}

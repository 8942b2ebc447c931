import { createRoute, z } from "@hono/zod-openapi";
import { countUnread } from "~/domain/chat/count-unread.server";
import {
  deleteAllNotifications,
  deleteNotification,
  markAllNotificationsRead,
  markNotificationRead,
} from "~/domain/notifications/change-notifications.server";
import { listNotifications } from "~/domain/notifications/list-notifications.server";
import { dateTime, json, positiveId, positiveIdQuery, security } from "./chat-api-schemas";
import { errorResponse } from "./errors";
import type { createApiRouter } from "./openapi-app";
import { caller, signedIn } from "./signed-in";

const tags = ["Notifications"];
const notYours = errorResponse("No notification of yours has this id (someone else's answers the same)");
const badId = errorResponse("The id is not a positive whole number");
const notificationParam = z.object({ id: positiveId("id", "The notification id") });

const Notification = z
  .object({
    id: z.number(),
    type: z.enum(["listing", "message", "promo", "alert"]),
    event: z.string().openapi({ description: "new-message, offer-received, ad-expiring, …" }),
    title: z.string(),
    body: z.string().openapi({ description: "Plain text" }),
    link: z.string().nullable().openapi({ description: "The path of Mandi it is about" }),
    read: z.boolean(),
    createdAt: dateTime(),
  })
  .openapi("Notification");

const counts = createRoute({
  method: "get",
  path: "/me/counts",
  tags,
  summary: "Unread messages and unread notifications (the header badges)",
  security,
  middleware: [signedIn] as const,
  responses: {
    200: json(z.object({ messages: z.number(), notifications: z.number() }), "The counts"),
    401: errorResponse("Not signed in"),
  },
});

const list = createRoute({
  method: "get",
  path: "/notifications",
  tags,
  summary: "Your notifications, newest first, 30 at a time",
  description: "`unread=true` keeps the unread ones; `before` (an id) gives the page after that one.",
  security,
  middleware: [signedIn] as const,
  request: {
    query: z.object({
      unread: z.enum(["true", "false"], { error: "unread must be true or false." }).optional(),
      before: positiveIdQuery("before"),
    }),
  },
  responses: {
    200: json(z.object({ notifications: z.array(Notification), hasMore: z.boolean() }), "One page"),
    401: errorResponse("Not signed in"),
    422: errorResponse("unread or before is invalid"),
  },
});

const read = createRoute({
  method: "post",
  path: "/notifications/{id}/read",
  tags,
  summary: "Mark as read; answers where it leads",
  security,
  middleware: [signedIn] as const,
  request: { params: notificationParam },
  responses: {
    200: json(z.object({ link: z.string().nullable() }), "Read"),
    401: errorResponse("Not signed in"),
    404: notYours,
    422: badId,
  },
});

const readAll = createRoute({
  method: "post",
  path: "/notifications/read-all",
  tags,
  summary: "Mark every notification read",
  security,
  middleware: [signedIn] as const,
  responses: {
    200: json(z.object({ read: z.number().openapi({ description: "How many were unread" }) }), "Read"),
    401: errorResponse("Not signed in"),
  },
});

const remove = createRoute({
  method: "delete",
  path: "/notifications/{id}",
  tags,
  summary: "Delete a notification",
  security,
  middleware: [signedIn] as const,
  request: { params: notificationParam },
  responses: {
    204: { description: "Deleted" },
    401: errorResponse("Not signed in"),
    404: notYours,
    422: badId,
  },
});

const removeAll = createRoute({
  method: "delete",
  path: "/notifications",
  tags,
  summary: "Delete All",
  security,
  middleware: [signedIn] as const,
  responses: {
    200: json(z.object({ deleted: z.number() }), "Deleted"),
    401: errorResponse("Not signed in"),
  },
});

export function registerNotificationsRoutes(api: ReturnType<typeof createApiRouter>) {
  api.openapi(counts, async (c) =>
    c.json(await countUnread(c.get("services"), { userId: caller(c).id }), 200),
  );

  api.openapi(list, async (c) => {
    const { unread, before } = c.req.valid("query");
    const page = await listNotifications(c.get("services"), {
      userId: caller(c).id,
      unreadOnly: unread === "true",
      before,
    });
    return c.json(page, 200);
  });

  api.openapi(read, async (c) => {
    const { link } = await markNotificationRead(c.get("services"), {
      userId: caller(c).id,
      notificationId: c.req.valid("param").id,
    });
    return c.json({ link }, 200);
  });

  api.openapi(readAll, async (c) =>
    c.json(await markAllNotificationsRead(c.get("services"), { userId: caller(c).id }), 200),
  );

  api.openapi(remove, async (c) => {
    await deleteNotification(c.get("services"), {
      userId: caller(c).id,
      notificationId: c.req.valid("param").id,
    });
    return c.body(null, 204);
  });

  api.openapi(removeAll, async (c) =>
    c.json(await deleteAllNotifications(c.get("services"), { userId: caller(c).id }), 200),
  );
}

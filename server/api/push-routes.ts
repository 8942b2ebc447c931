import { createRoute, z } from "@hono/zod-openapi";
import { deletePushSubscription } from "~/domain/notifications/delete-push-subscription.server";
import { PushEndpointSchema, PushSubscriptionSchema } from "~/domain/notifications/push-schemas";
import { savePushSubscription } from "~/domain/notifications/save-push-subscription.server";
import { sessionToken } from "../auth/quick-session";
import { errorResponse, requireJsonBody } from "./errors";
import type { createApiRouter } from "./openapi-app";
import { caller, signedIn } from "./signed-in";

// Web Push (docs/decisions/021-pwa.md): a device subscribes with the VAPID key, then hands Mandi its subscription.
const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

const PushKey = z
  .object({
    enabled: z.boolean().openapi({ description: "False when the server has no VAPID keys: push is off" }),
    publicKey: z
      .string()
      .nullable()
      .openapi({ description: "The VAPID public key (base64url), the browser's applicationServerKey" }),
  })
  .openapi("PushKey");

const key = createRoute({
  method: "get",
  path: "/push/key",
  tags: ["Notifications"],
  summary: "The key a device subscribes to Mandi's Web Push with",
  responses: { 200: { description: "The key", content: { "application/json": { schema: PushKey } } } },
});

const PushDevice = z.object({ endpoint: z.string() }).openapi("PushDevice");

const subscribe = createRoute({
  method: "post",
  path: "/push/subscriptions",
  tags: ["Notifications"],
  summary:
    "Turn push on for this device: new messages and offers are pushed to it while New Messages is on in the preferences",
  security,
  middleware: [signedIn, requireJsonBody] as const,
  request: {
    body: {
      description: "The browser's PushSubscription, as `subscription.toJSON()` gives it",
      required: true,
      content: {
        "application/json": {
          schema: PushSubscriptionSchema,
        },
      },
    },
  },
  responses: {
    201: {
      description: "Stored (subscribing again updates the device's row)",
      content: { "application/json": { schema: PushDevice } },
    },
    401: errorResponse("Not signed in"),
    422: errorResponse("Not a push subscription"),
    503: errorResponse("Push is not set up on this server"),
  },
});

const unsubscribe = createRoute({
  method: "delete",
  path: "/push/subscriptions",
  tags: ["Notifications"],
  summary: "Turn push off for a device of yours",
  security,
  middleware: [signedIn] as const,
  request: { query: PushEndpointSchema },
  responses: {
    204: { description: "Off (also when it was not on)" },
    401: errorResponse("Not signed in"),
    422: errorResponse("The endpoint is not a URL"),
  },
});

export function registerPushRoutes(api: ReturnType<typeof createApiRouter>) {
  api.openapi(key, (c) => {
    const push = c.get("services").push;
    return c.json({ enabled: Boolean(push), publicKey: push?.publicKey ?? null }, 200);
  });

  api.openapi(subscribe, async (c) => {
    const saved = await savePushSubscription(c.get("services"), {
      userId: caller(c).id,
      subscription: c.req.valid("json"),
      userAgent: c.req.header("User-Agent"),
      // Tied to this session: signing it out (or a reset, a ban) stops the pushes to this device.
      sessionToken: await sessionToken(c.get("auth"), c.req.raw.headers),
    });
    return c.json(saved, 201);
  });

  api.openapi(unsubscribe, async (c) => {
    await deletePushSubscription(c.get("services"), { userId: caller(c).id, ...c.req.valid("query") });
    return c.body(null, 204);
  });
}

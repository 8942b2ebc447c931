import { createRoute, z } from "@hono/zod-openapi";
import { ContactMessageSchema } from "~/domain/contact/contact-schemas";
import { sendContactMessage } from "~/domain/contact/send-contact-message.server";
import { errorResponse, requireJsonBody } from "./errors";
import type { createApiRouter } from "./openapi-app";

const sendContactMessageRoute = createRoute({
  method: "post",
  path: "/contact",
  tags: ["Contact"],
  summary: "Send a message to Mandi support",
  description:
    "Stored and e-mailed to support with the sender as reply-to; 5 per 10 minutes per client address.",
  request: {
    body: { required: true, content: { "application/json": { schema: ContactMessageSchema } } },
  },
  responses: {
    201: {
      description: "Message Sent!",
      content: {
        "application/json": {
          schema: z.object({ id: z.number(), createdAt: z.string().openapi({ format: "date-time" }) }),
        },
      },
    },
    400: errorResponse("The body is not valid JSON"),
    415: errorResponse("The body is not JSON"),
    422: errorResponse("A field is missing or invalid; `fields` holds one message per field"),
    429: errorResponse("Too many messages from this address; see Retry-After"),
    503: errorResponse("The message could not be delivered; nothing was stored"),
  },
  middleware: [requireJsonBody] as const,
});

export function registerContactRoutes(api: ReturnType<typeof createApiRouter>) {
  api.openapi(sendContactMessageRoute, async (c) => {
    const sent = await sendContactMessage(c.get("services"), c.req.valid("json"), {
      clientIp: c.get("clientIp"),
    });
    return c.json({ id: sent.id, createdAt: sent.createdAt.toISOString() }, 201);
  });
}

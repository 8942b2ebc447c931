import { createRoute, z } from "@hono/zod-openapi";
import { MESSAGE_MAX_LENGTH } from "~/domain/chat/chat-limits";
import { ClientIdSchema, SendMessageSchema, StartConversationSchema } from "~/domain/chat/chat-schemas";
import { getConversation } from "~/domain/chat/get-conversation.server";
import { listConversations } from "~/domain/chat/list-conversations.server";
import { listMessages } from "~/domain/chat/list-messages.server";
import { markConversationRead } from "~/domain/chat/mark-conversation-read.server";
import { sendChatPhoto } from "~/domain/chat/send-chat-photo.server";
import { sendDirectMessage } from "~/domain/chat/send-direct-message.server";
import { sendMessage } from "~/domain/chat/send-message.server";
import { isDirectForm, startConversation } from "~/domain/chat/start-conversation.server";
import { FILE_TYPE_NOT_SUPPORTED } from "~/domain/shared/ad-limits";
import { AppError } from "~/domain/shared/app-error";
import { parseInput } from "~/domain/shared/validation-error";
import { registerChatActionRoutes } from "./chat-action-routes";
import {
  ConversationDetail,
  ConversationSummary,
  conversationParam,
  json,
  Message,
  positiveIdQuery,
  security,
} from "./chat-api-schemas";
import { errorResponse, requireJsonBody } from "./errors";
import type { createApiRouter } from "./openapi-app";
import { caller, signedIn } from "./signed-in";

const tags = ["Messages"];
const notYours = errorResponse("No conversation of yours has this id (someone else's answers the same)");
const Sent = z.object({ message: Message, duplicate: z.boolean() });

const list = createRoute({
  method: "get",
  path: "/conversations",
  tags,
  summary: "Your conversations, most recent first (the inbox)",
  description: "`q` keeps those whose other member, ad, subject or message text contains it.",
  security,
  middleware: [signedIn] as const,
  request: { query: z.object({ q: z.string().optional() }) },
  responses: {
    200: json(z.object({ conversations: z.array(ConversationSummary) }), "The inbox"),
    401: errorResponse("Not signed in"),
  },
});

const start = createRoute({
  method: "post",
  path: "/conversations",
  tags,
  summary: "Write to the seller of an ad, or to a member by e-mail",
  description:
    "With `listingId` (and optionally the seller's `recipientId`): one conversation per ad and buyer, so writing " +
    "again reopens it. Without it, to a member directly — `to` an e-mail address, or `recipientId` a member's id: " +
    "the answer is 202 `{ sent: true }` whether or not a member has it (nobody learns who does). A member who may " +
    "receive messages gets it (one conversation per pair), listed for its writer once that member answers. The " +
    "first message is sent with it; `clientId` makes a retried request store it once.",
  security,
  middleware: [signedIn, requireJsonBody] as const,
  request: {
    body: { required: true, content: { "application/json": { schema: StartConversationSchema } } },
  },
  responses: {
    201: json(
      z.object({ conversationId: z.number(), message: Message, duplicate: z.boolean() }),
      "Message Sent!",
    ),
    200: json(
      z.object({ conversationId: z.number(), message: Message, duplicate: z.boolean() }),
      "This clientId was sent before: the stored message",
    ),
    202: json(z.object({ sent: z.literal(true) }), "Written to an address: sent, if a member has it"),
    400: errorResponse("The body is not valid JSON"),
    401: errorResponse("Not signed in"),
    403: errorResponse("Your own ad, or yourself; or your account is suspended"),
    404: errorResponse("No such ad, or it is no longer up"),
    415: errorResponse("The body is not JSON"),
    422: errorResponse("A field is missing or invalid; `fields` holds one message per field"),
    429: errorResponse("Too many new conversations; see Retry-After"),
  },
});

const detail = createRoute({
  method: "get",
  path: "/conversations/{id}",
  tags,
  summary: "One conversation: who is who, the ad, the open offer, what you may do",
  security,
  middleware: [signedIn] as const,
  request: { params: conversationParam },
  responses: {
    200: json(z.object({ conversation: ConversationDetail }), "The conversation"),
    401: errorResponse("Not signed in"),
    404: notYours,
    422: errorResponse("The id is not a positive whole number"),
  },
});

const messages = createRoute({
  method: "get",
  path: "/conversations/{id}/messages",
  tags,
  summary: "Messages of a conversation, oldest first",
  description:
    "The newest page by default; `before` gives the page before that message (scrolling up); `after` gives " +
    "every message after it, up to 200 at a time (a reconnected client catching up: ask again from the last).",
  security,
  middleware: [signedIn] as const,
  request: {
    params: conversationParam,
    query: z.object({ before: positiveIdQuery("before"), after: positiveIdQuery("after") }),
  },
  responses: {
    200: json(z.object({ messages: z.array(Message), hasOlder: z.boolean() }), "The messages"),
    401: errorResponse("Not signed in"),
    404: notYours,
    422: errorResponse("An id is not a positive whole number"),
  },
});

const send = createRoute({
  method: "post",
  path: "/conversations/{id}/messages",
  tags,
  summary: "Send a message",
  description:
    `Plain text, at most ${MESSAGE_MAX_LENGTH.toLocaleString("en-IN")} characters. A \`clientId\` already used ` +
    "by you returns the stored message with 200 and `duplicate: true`, so a retried send is stored once.",
  security,
  middleware: [signedIn, requireJsonBody] as const,
  request: {
    params: conversationParam,
    body: { required: true, content: { "application/json": { schema: SendMessageSchema } } },
  },
  responses: {
    201: json(Sent, "Sent"),
    200: json(Sent, "Sent before with this clientId: the stored message"),
    400: errorResponse("The body is not valid JSON"),
    401: errorResponse("Not signed in"),
    404: notYours,
    415: errorResponse("The body is not JSON"),
    422: errorResponse("A field is missing or invalid; `fields` holds one message per field"),
    429: errorResponse("Too many messages; see Retry-After"),
  },
});

const PhotoFields = z.object({
  caption: z
    .string()
    .trim()
    .max(
      MESSAGE_MAX_LENGTH,
      `A caption can be at most ${MESSAGE_MAX_LENGTH.toLocaleString("en-IN")} characters.`,
    )
    .optional(),
  clientId: ClientIdSchema.optional(),
});

const photo = createRoute({
  method: "post",
  path: "/conversations/{id}/photos",
  tags,
  summary: "Send a photo",
  description:
    "Multipart: `photo` (a JPEG, PNG, GIF or WebP of at most 15 MB), optional `caption` and `clientId`. " +
    "Re-encoded to WebP without EXIF or GPS data, and served by /chat-media to the two participants only.",
  security,
  middleware: [signedIn] as const,
  request: {
    params: conversationParam,
    body: {
      required: true,
      content: {
        // A plain schema, not zod: the handler reads the file itself and answers 415 for anything else.
        "multipart/form-data": {
          schema: {
            type: "object",
            properties: {
              photo: { type: "string", format: "binary" },
              caption: { type: "string", maxLength: MESSAGE_MAX_LENGTH },
              clientId: { type: "string" },
            },
            required: ["photo"],
          },
        },
      },
    },
  },
  responses: {
    201: json(Sent, "Sent"),
    200: json(Sent, "Sent before with this clientId: the stored message"),
    401: errorResponse("Not signed in"),
    404: notYours,
    413: errorResponse("Larger than 15 MB or 50 megapixels"),
    415: errorResponse("Not an image"),
    422: errorResponse("The caption or clientId is invalid"),
    429: errorResponse("Too many photos; see Retry-After"),
  },
});

const read = createRoute({
  method: "post",
  path: "/conversations/{id}/read",
  tags,
  summary: "Mark the conversation read, up to `upTo` or its newest message",
  description:
    "The other side sees “Seen”; the conversation's notification is read too. Never moves backwards.",
  security,
  middleware: [signedIn] as const,
  request: {
    params: conversationParam,
    body: {
      required: false,
      content: {
        "application/json": {
          schema: z.object({
            upTo: z
              .number({ error: "upTo must be a message id." })
              .int("upTo must be a message id.")
              .positive("upTo must be a message id.")
              .optional(),
          }),
        },
      },
    },
  },
  responses: {
    200: json(z.object({ lastReadId: z.number(), unread: z.number() }), "Read"),
    400: errorResponse("The body is not valid JSON"),
    401: errorResponse("Not signed in"),
    404: notYours,
    415: errorResponse("The body is not JSON"),
    422: errorResponse("upTo is not a message id"),
  },
});

export function registerChatRoutes(api: ReturnType<typeof createApiRouter>) {
  api.openapi(list, async (c) => {
    const conversations = await listConversations(c.get("services"), {
      userId: caller(c).id,
      q: c.req.valid("query").q,
    });
    return c.json({ conversations }, 200);
  });

  api.openapi(start, async (c) => {
    const input = { userId: caller(c).id, form: c.req.valid("json") };
    if (isDirectForm(input.form)) return c.json(await sendDirectMessage(c.get("services"), input), 202);
    const sent = await startConversation(c.get("services"), input);
    return sent.duplicate ? c.json(sent, 200) : c.json(sent, 201);
  });

  api.openapi(detail, async (c) => {
    const conversation = await getConversation(c.get("services"), {
      userId: caller(c).id,
      conversationId: c.req.valid("param").id,
    });
    return c.json({ conversation }, 200);
  });

  api.openapi(messages, async (c) => {
    const { before, after } = c.req.valid("query");
    const page = await listMessages(c.get("services"), {
      userId: caller(c).id,
      conversationId: c.req.valid("param").id,
      before,
      after,
    });
    return c.json(page, 200);
  });

  api.openapi(send, async (c) => {
    const sent = await sendMessage(c.get("services"), {
      userId: caller(c).id,
      conversationId: c.req.valid("param").id,
      message: c.req.valid("json"),
    });
    return sent.duplicate ? c.json(sent, 200) : c.json(sent, 201);
  });

  api.openapi(photo, async (c) => {
    const userId = caller(c).id;
    const form = await c.req.formData().catch(() => null);
    const fields = parseInput(PhotoFields, {
      caption: textField(form?.get("caption")),
      clientId: textField(form?.get("clientId")),
    });
    const file = form?.get("photo");
    if (!(file instanceof File) || file.size === 0) {
      throw new AppError("UNSUPPORTED_MEDIA_TYPE", "server_listings_images_only", undefined, {
        field: "photo",
      });
    }
    const sent = await sendChatPhoto(c.get("services"), {
      userId,
      conversationId: c.req.valid("param").id,
      image: Buffer.from(await file.arrayBuffer()),
      ...fields,
    }).catch((err: unknown) => {
      // What the image pipeline says about the file belongs under the file's field.
      if (err instanceof AppError && !err.fields && err.code !== "NOT_FOUND" && err.code !== "RATE_LIMITED") {
        throw AppError.of(err.code, err.text, { field: "photo" });
      }
      throw err;
    });
    return sent.duplicate ? c.json(sent, 200) : c.json(sent, 201);
  });

  api.openapi(read, async (c) => {
    const state = await markConversationRead(c.get("services"), {
      userId: caller(c).id,
      conversationId: c.req.valid("param").id,
      upTo: c.req.valid("json").upTo,
    });
    return c.json(state, 200);
  });

  registerChatActionRoutes(api);
}

/** A multipart text field, or undefined when absent (a file where text belongs counts as absent). */
function textField(value: FormDataEntryValue | null | undefined): string | undefined {
  return typeof value === "string" ? value : undefined;
}

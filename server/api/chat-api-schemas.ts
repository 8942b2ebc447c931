import { z } from "@hono/zod-openapi";
import { OFFER_MAX_RUPEES } from "~/domain/chat/chat-limits";
import { OfferAmountSchema } from "~/domain/chat/chat-schemas";

/** The JSON shapes of the messaging API (domain/chat/chat-views.ts) and the path ids of it and notifications. */

export const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

/** A conversation, message, offer or notification id in the path: 422 unless a positive whole number. */
export const positiveId = (name: string, what: string) =>
  z
    .string()
    .regex(/^[1-9]\d{0,14}$/, `${what} must be a positive whole number.`)
    .transform(Number)
    .openapi({ param: { name, in: "path" }, example: "12" });

/** The same as a query value (`before`, `after`), optional. */
export const positiveIdQuery = (what: string) =>
  z
    .string()
    .regex(/^[1-9]\d{0,14}$/, `${what} must be a positive whole number.`)
    .transform(Number)
    .optional();

/**
 * An offer's amount in a JSON body: a number, or digits in a string. The domain's schema coerces form fields, so
 * without this `true` would be an offer of ₹1 and `[5000]` one of ₹5,000.
 */
export const JsonOfferAmount = z
  .union([z.number(), z.string().trim().regex(/^\d+$/)], { error: "Please enter an amount in rupees." })
  // Widened to what the domain's schema takes, which then applies its own rules and messages.
  .transform((value): unknown => value)
  .pipe(OfferAmountSchema)
  .openapi({ type: "integer", minimum: 1, maximum: OFFER_MAX_RUPEES, description: "Whole rupees" });

/** Accept, decline or counter, as JSON: `reserve` a real boolean (the form's coercion would read "false" as yes). */
export const JsonOfferAnswer = z.discriminatedUnion("answer", [
  z.object({
    answer: z.literal("accept"),
    reserve: z.boolean({ error: "reserve must be true or false." }).default(false),
  }),
  z.object({ answer: z.literal("decline") }),
  z.object({ answer: z.literal("counter"), amount: JsonOfferAmount }),
]);

export const conversationParam = z.object({ id: positiveId("id", "The conversation id") });

export const dateTime = () => z.string().openapi({ format: "date-time" });

export const Offer = z
  .object({
    id: z.number(),
    amount: z.number().openapi({ description: "Whole rupees" }),
    fromUserId: z.string(),
    status: z.enum(["pending", "accepted", "declined", "countered"]),
    createdAt: dateTime(),
    answeredAt: dateTime().nullable(),
  })
  .openapi("Offer");

export const Message = z
  .object({
    id: z.number().openapi({ description: "Ids grow in the order messages were stored in a conversation" }),
    conversationId: z.number(),
    clientId: z.string().openapi({ description: "The sender's own id for the message, unique per sender" }),
    senderId: z.string(),
    kind: z.enum(["text", "photo", "offer"]),
    body: z.string().openapi({ description: "Plain text: show it as text, never as HTML" }),
    photo: z
      .object({
        url: z.string().openapi({ description: "/chat-media/{messageId}/640, to the two participants only" }),
        largeUrl: z.string().openapi({ description: "/chat-media/{messageId}/1280" }),
      })
      .nullable(),
    offer: Offer.nullable(),
    warnings: z
      .array(z.string())
      .openapi({ description: "Scam-shield rule ids: show their warning beside the message" }),
    createdAt: dateTime(),
  })
  .openapi("Message");

const ChatMember = z
  .object({
    id: z.string(),
    name: z.string().openapi({ description: '"" when never given; show "User"' }),
    image: z.string().nullable(),
  })
  .openapi("ChatMember");

const ChatListing = z
  .object({
    id: z.number(),
    title: z.string(),
    photoUrl: z.string().nullable(),
    price: z.number().nullable(),
    priceText: z.string().nullable(),
    status: z.string(),
    sellerId: z.string(),
  })
  .openapi("ChatListing");

const summaryFields = {
  id: z.number(),
  kind: z.enum(["listing", "direct"]),
  subject: z.string(),
  other: ChatMember,
  listing: ChatListing.nullable(),
  lastMessage: z
    .object({
      id: z.number(),
      senderId: z.string(),
      kind: z.enum(["text", "photo", "offer"]),
      body: z.string(),
      createdAt: dateTime(),
    })
    .nullable(),
  unread: z.number(),
  lastMessageAt: dateTime(),
};

export const ConversationSummary = z.object(summaryFields).openapi("ConversationSummary");

export const ConversationDetail = z
  .object({
    ...summaryFields,
    role: z.enum(["buyer", "seller"]),
    otherLastReadId: z.number().openapi({ description: "Your newest message the other side has seen" }),
    blockedByMe: z.boolean(),
    pendingOffer: Offer.nullable(),
    canOffer: z.boolean(),
    offerAccepted: z
      .boolean()
      .openapi({ description: "The seller accepted an offer here: no further offers" }),
    canMarkSold: z.boolean(),
    soldToBuyerAt: dateTime().nullable(),
    showSafetyTips: z.boolean(),
    messageCount: z.number(),
  })
  .openapi("ConversationDetail");

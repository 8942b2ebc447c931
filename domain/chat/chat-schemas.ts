import { z } from "zod";
import { MESSAGE_MAX_LENGTH, OFFER_MAX_RUPEES, SUBJECT_MAX_LENGTH } from "./chat-limits";

const text = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

export const MessageBodySchema = text(
  "Please write a message.",
  MESSAGE_MAX_LENGTH,
  `A message can be at most ${MESSAGE_MAX_LENGTH.toLocaleString("en-IN")} characters.`,
);

/** The sender's own id for a message (a UUID, or any short token): a retried send is stored once. */
export const ClientIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, "The message id must be 8 to 64 letters, digits, dashes or underscores.");

/** /messages/new and POST /api/v1/conversations: to a listing's seller (by the ad) or to a member by e-mail. */
export const StartConversationSchema = z
  .object({
    listingId: z.coerce.number().int().positive().optional(),
    recipientId: z.string().trim().min(1).max(64).optional(),
    to: z.string().trim().max(254).optional(),
    subject: text(
      "Please enter a subject.",
      SUBJECT_MAX_LENGTH,
      `A subject can be at most ${SUBJECT_MAX_LENGTH} characters.`,
    ),
    body: MessageBodySchema,
    clientId: ClientIdSchema.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.listingId !== undefined || value.recipientId !== undefined) return;
    if (!value.to)
      ctx.addIssue({ code: "custom", path: ["to"], message: "Please enter the e-mail of a Mandi member." });
    else if (!z.email().safeParse(value.to).success)
      ctx.addIssue({ code: "custom", path: ["to"], message: "Please enter a valid e-mail address." });
  });
export type StartConversationInput = z.infer<typeof StartConversationSchema>;

export const SendMessageSchema = z.object({ body: MessageBodySchema, clientId: ClientIdSchema.optional() });

export const OfferAmountSchema = z.coerce
  .number({ error: "Please enter an amount in rupees." })
  .int("Please enter a whole number of rupees.")
  .min(1, "An offer must be at least ₹1.")
  .max(OFFER_MAX_RUPEES, "That amount is too large.");

export const OfferAnswerSchema = z.discriminatedUnion("answer", [
  z.object({ answer: z.literal("accept"), reserve: z.coerce.boolean().default(false) }),
  z.object({ answer: z.literal("decline") }),
  z.object({ answer: z.literal("counter"), amount: OfferAmountSchema }),
]);
export type OfferAnswer = z.infer<typeof OfferAnswerSchema>;

import { createRoute, z } from "@hono/zod-openapi";
import { answerOffer } from "~/domain/chat/answer-offer.server";
import { setBlocked } from "~/domain/chat/block-user.server";
import { makeOffer } from "~/domain/chat/make-offer.server";
import { markSoldInChat } from "~/domain/chat/mark-sold-in-chat.server";
import { reportUser } from "~/domain/chat/report-user.server";
import { confirmPurchase } from "~/domain/ratings/confirm-purchase.server";
import { REPORT_ACKNOWLEDGEMENT } from "~/domain/shared/report-reasons";
import { ReportSchema } from "~/domain/shared/report-schemas";
import {
  conversationParam,
  JsonOfferAmount,
  JsonOfferAnswer,
  json,
  Message,
  positiveId,
  security,
} from "./chat-api-schemas";
import { errorResponse, requireJsonBody } from "./errors";
import type { createApiRouter } from "./openapi-app";
import { caller, signedIn } from "./signed-in";

/** What the members of a conversation do besides writing: offers, Sold (and the buyer's word on it), block, report. */

const tags = ["Messages"];
const notYours = errorResponse("No conversation of yours has this id (someone else's answers the same)");
const jsonBody = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { "application/json": { schema } },
});
const bodyErrors = {
  400: errorResponse("The body is not valid JSON"),
  401: errorResponse("Not signed in"),
  404: notYours,
  415: errorResponse("The body is not JSON"),
  422: errorResponse("A field is missing or invalid; `fields` holds one message per field"),
};

const offer = createRoute({
  method: "post",
  path: "/conversations/{id}/offers",
  tags,
  summary: "Offer a price for the ad (the buyer)",
  description: "Whole rupees. One offer waits for an answer at a time.",
  security,
  middleware: [signedIn, requireJsonBody] as const,
  request: { params: conversationParam, body: jsonBody(z.object({ amount: JsonOfferAmount })) },
  responses: {
    201: json(z.object({ message: Message }), "Offered: the offer's message"),
    ...bodyErrors,
    403: errorResponse("You are the seller, or the ad is no longer up"),
    409: errorResponse("An offer is already waiting for an answer"),
    429: errorResponse("Too many messages; see Retry-After"),
  },
});

const answer = createRoute({
  method: "post",
  path: "/conversations/{id}/offers/{offerId}/answer",
  tags,
  summary: "Accept, decline or counter the open offer (the side that did not make it)",
  description:
    "`accept` with `reserve: true` also marks the ad Reserved (the seller). `counter` with an `amount` makes " +
    "that the open offer.",
  security,
  middleware: [signedIn, requireJsonBody] as const,
  request: {
    params: conversationParam.extend({ offerId: positiveId("offerId", "The offer id") }),
    body: jsonBody(JsonOfferAnswer),
  },
  responses: {
    200: json(z.object({ message: Message }), "Answered: the answer's message"),
    ...bodyErrors,
    403: errorResponse("You made this offer"),
    409: errorResponse("This offer has already been answered"),
  },
});

const sold = createRoute({
  method: "post",
  path: "/conversations/{id}/sold",
  tags,
  summary: "Mark the ad Sold to this buyer (the seller)",
  security,
  middleware: [signedIn] as const,
  request: { params: conversationParam },
  responses: {
    200: json(z.object({ message: Message }), "Sold: the message the buyer sees"),
    401: errorResponse("Not signed in"),
    403: errorResponse("You are the buyer, or the ad is no longer up"),
    404: notYours,
    422: errorResponse("The id is not a positive whole number"),
  },
});

const bought = createRoute({
  method: "post",
  path: "/conversations/{id}/bought",
  tags,
  summary: "Confirm you bought the ad the seller marked sold to you (the buyer)",
  description:
    "The buyer's half of a sale marked by the seller: only then may the seller rate the buyer. Once is enough; " +
    "again changes nothing.",
  security,
  middleware: [signedIn] as const,
  request: { params: conversationParam },
  responses: {
    200: json(z.object({ confirmed: z.literal(true) }), "Confirmed"),
    401: errorResponse("Not signed in"),
    403: errorResponse("Your account is suspended"),
    404: notYours,
    409: errorResponse("The ad was not marked sold to you in this conversation"),
    422: errorResponse("The id is not a positive whole number"),
  },
});

const blockResponses = {
  200: json(z.object({ blocked: z.boolean() }), "Done"),
  401: errorResponse("Not signed in"),
  404: notYours,
  422: errorResponse("The id is not a positive whole number"),
};
const block = createRoute({
  method: "put",
  path: "/conversations/{id}/block",
  tags,
  summary: "Block the other member",
  description: "Their messages are kept from you from now on; they are not told.",
  security,
  middleware: [signedIn] as const,
  request: { params: conversationParam },
  responses: blockResponses,
});
const unblock = createRoute({
  method: "delete",
  path: "/conversations/{id}/block",
  tags,
  summary: "Unblock the other member",
  security,
  middleware: [signedIn] as const,
  request: { params: conversationParam },
  responses: blockResponses,
});

const report = createRoute({
  method: "post",
  path: "/conversations/{id}/report",
  tags,
  summary: "Report the other member to the moderators (once); the reasons of an ad's report",
  security,
  middleware: [signedIn, requireJsonBody] as const,
  request: { params: conversationParam, body: jsonBody(ReportSchema) },
  responses: {
    200: json(z.object({ alreadyReported: z.boolean(), message: z.string() }), REPORT_ACKNOWLEDGEMENT),
    ...bodyErrors,
    429: errorResponse("Too many reports; see Retry-After"),
  },
});

export function registerChatActionRoutes(api: ReturnType<typeof createApiRouter>) {
  api.openapi(offer, async (c) => {
    const sent = await makeOffer(c.get("services"), {
      userId: caller(c).id,
      conversationId: c.req.valid("param").id,
      amount: c.req.valid("json").amount,
    });
    return c.json({ message: sent.message }, 201);
  });

  api.openapi(answer, async (c) => {
    const { id, offerId } = c.req.valid("param");
    const sent = await answerOffer(c.get("services"), {
      userId: caller(c).id,
      conversationId: id,
      offerId,
      answer: c.req.valid("json"),
    });
    return c.json({ message: sent.message }, 200);
  });

  api.openapi(sold, async (c) => {
    const sent = await markSoldInChat(c.get("services"), {
      userId: caller(c).id,
      conversationId: c.req.valid("param").id,
    });
    return c.json({ message: sent.message }, 200);
  });

  api.openapi(bought, async (c) => {
    const confirmed = await confirmPurchase(c.get("services"), {
      userId: caller(c).id,
      conversationId: c.req.valid("param").id,
    });
    return c.json(confirmed, 200);
  });

  for (const [route, blocked] of [
    [block, true],
    [unblock, false],
  ] as const) {
    api.openapi(route, async (c) => {
      const state = await setBlocked(c.get("services"), {
        userId: caller(c).id,
        conversationId: c.req.valid("param").id,
        blocked,
      });
      return c.json(state, 200);
    });
  }

  api.openapi(report, async (c) => {
    const { alreadyReported } = await reportUser(c.get("services"), {
      userId: caller(c).id,
      conversationId: c.req.valid("param").id,
      report: c.req.valid("json"),
    });
    return c.json({ alreadyReported, message: REPORT_ACKNOWLEDGEMENT }, 200);
  });
}

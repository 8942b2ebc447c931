import { and, eq } from "drizzle-orm";
import { offers } from "~/db/schema";
import { message } from "~/i18n/render-text";
import { changeListingStatus } from "../listings/change-listing-status.server";
import { NOTIFICATION_EVENTS } from "../notifications/notification-events";
import { AppError } from "../shared/app-error";
import { formatRupees } from "../shared/rupees";
import type { Services } from "../shared/services";
import { parseInput } from "../shared/validation-error";
import { type AppendedMessage, appendMessage } from "./append-message.server";
import { OfferAnswerSchema } from "./chat-schemas";
import { blockedBy, publishConversationChange } from "./conversation-change.server";
import { getConversation } from "./get-conversation.server";
import { refuseBannedWriter } from "./writer-standing.server";

export const NO_OPEN_OFFER = "This offer has already been answered.";

/**
 * The other side answers the open offer: accept (the seller may also mark the ad Reserved), decline, or counter
 * with an amount of their own, which becomes the open offer. Whoever made the offer cannot answer it.
 */
export async function answerOffer(
  services: Pick<Services, "db" | "rateLimiter" | "realtime" | "jobs">,
  input: { userId: string; conversationId: number; offerId: number; answer: unknown },
): Promise<AppendedMessage> {
  const answer = parseInput(OfferAnswerSchema, input.answer);
  await refuseBannedWriter(services.db, input.userId);
  const detail = await getConversation(services, input);
  const open = detail.pendingOffer;
  if (!open || open.id !== input.offerId) throw new AppError("CONFLICT", "server_chat_offer_answered");
  if (open.fromUserId === input.userId) throw new AppError("FORBIDDEN", "server_chat_own_offer");
  const status =
    answer.answer === "accept" ? "accepted" : answer.answer === "decline" ? "declined" : "countered";
  const [answered] = await services.db
    .update(offers)
    // An answer from a member the offer's maker blocked stays out of the maker's sight (offer-sight.ts).
    .set({ status, answeredAt: new Date(), answerWithheld: blockedBy(open.fromUserId, input.userId) })
    .where(and(eq(offers.id, open.id), eq(offers.status, "pending")))
    .returning({ id: offers.id });
  if (!answered) throw new AppError("CONFLICT", "server_chat_offer_answered");

  const price = formatRupees(open.amount);
  let sent: AppendedMessage;
  if (answer.answer === "counter") {
    const [counter] = await services.db
      .insert(offers)
      .values({
        conversationId: input.conversationId,
        fromUserId: input.userId,
        amount: answer.amount,
        withheld: blockedBy(detail.other.id, input.userId),
      })
      .returning({ id: offers.id });
    sent = await appendMessage(services, {
      senderId: input.userId,
      conversationId: input.conversationId,
      kind: "offer",
      body: `Countered ${price} with ${formatRupees(answer.amount)}`,
      offerId: counter?.id ?? open.id,
      notice: {
        event: NOTIFICATION_EVENTS.offerReceived,
        title: message("server_counter_offer", { price: formatRupees(answer.amount) }),
      },
    });
  } else {
    const word = answer.answer === "accept" ? "Accepted" : "Declined";
    sent = await appendMessage(services, {
      senderId: input.userId,
      conversationId: input.conversationId,
      kind: "offer",
      body: `${word} the offer of ${price}`,
      offerId: open.id,
      notice: {
        event: NOTIFICATION_EVENTS.offerAnswered,
        title: message(answer.answer === "accept" ? "server_offer_accepted" : "server_offer_declined", {
          price,
        }),
      },
    });
    if (answer.answer === "accept" && answer.reserve && detail.role === "seller" && detail.listing) {
      await changeListingStatus(services, {
        userId: input.userId,
        listingId: detail.listing.id,
        status: "reserved",
      }).catch((err) => {
        // Already reserved, or sold meanwhile: the offer stands accepted all the same.
        if (!(err instanceof AppError && err.code === "CONFLICT")) throw err;
      });
    }
  }
  await publishConversationChange(services, { ...input, otherId: detail.other.id });
  return sent;
}

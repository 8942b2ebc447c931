import { offers } from "~/db/schema";
import { message } from "~/i18n/render-text";
import { NOTIFICATION_EVENTS } from "../notifications/notification-events";
import { AppError } from "../shared/app-error";
import { enforceRateLimit } from "../shared/rate-limit.server";
import { formatRupees } from "../shared/rupees";
import type { Services } from "../shared/services";
import { parseInput } from "../shared/validation-error";
import { type AppendedMessage, appendMessage } from "./append-message.server";
import { CHAT_RATE_LIMITS } from "./chat-limits";
import { OfferAmountSchema } from "./chat-schemas";
import { blockedBy, publishConversationChange } from "./conversation-change.server";
import { getConversation } from "./get-conversation.server";
import { refuseBannedWriter } from "./writer-standing.server";

export const OFFER_WAITING = "An offer is already waiting for an answer.";
export const OFFER_ALREADY_ACCEPTED = "Your offer was accepted: agree the rest in the chat.";

/** The buyer offers a price for the ad, in the chat; the seller accepts, declines or counters (answerOffer). */
export async function makeOffer(
  services: Pick<Services, "db" | "rateLimiter" | "realtime" | "jobs">,
  input: { userId: string; conversationId: number; amount: unknown },
): Promise<AppendedMessage> {
  const amount = parseInput(OfferAmountSchema, input.amount);
  await refuseBannedWriter(services.db, input.userId);
  const detail = await getConversation(services, input);
  if (detail.role === "buyer" && detail.offerAccepted)
    throw new AppError("CONFLICT", "server_chat_offer_accepted_note");
  if (!detail.canOffer) throw new AppError("FORBIDDEN", "server_chat_only_buyer_offers");
  if (detail.pendingOffer) throw new AppError("CONFLICT", "server_chat_offer_waiting");
  await enforceRateLimit(services, `chat-send:${input.userId}`, CHAT_RATE_LIMITS.sendPerMinute);
  const [offer] = await services.db
    .insert(offers)
    .values({
      conversationId: input.conversationId,
      fromUserId: input.userId,
      amount,
      withheld: blockedBy(detail.other.id, input.userId),
    })
    .onConflictDoNothing()
    .returning({ id: offers.id });
  if (!offer) throw new AppError("CONFLICT", "server_chat_offer_waiting");
  const sent = await appendMessage(services, {
    senderId: input.userId,
    conversationId: input.conversationId,
    kind: "offer",
    body: `Offered ${formatRupees(amount)}`,
    offerId: offer.id,
    notice: {
      event: NOTIFICATION_EVENTS.offerReceived,
      title: message("server_new_offer", { price: formatRupees(amount) }),
    },
  });
  await publishConversationChange(services, { ...input, otherId: detail.other.id });
  return sent;
}

import { eq } from "drizzle-orm";
import { conversations } from "~/db/schema";
import { changeListingStatus } from "../listings/change-listing-status.server";
import { AppError } from "../shared/app-error";
import type { Services } from "../shared/services";
import { type AppendedMessage, appendMessage } from "./append-message.server";
import { blockedBy, publishConversationChange } from "./conversation-change.server";
import { getConversation } from "./get-conversation.server";
import { refuseBannedWriter } from "./writer-standing.server";

/** The seller marks the ad Sold to the buyer of this conversation, from the chat; the buyer is told there. */
export async function markSoldInChat(
  services: Pick<Services, "db" | "rateLimiter" | "realtime" | "jobs">,
  input: { userId: string; conversationId: number },
): Promise<AppendedMessage> {
  await refuseBannedWriter(services.db, input.userId);
  const detail = await getConversation(services, input);
  if (!detail.canMarkSold || !detail.listing) {
    throw new AppError("FORBIDDEN", "server_chat_only_seller_sold");
  }
  await changeListingStatus(services, { userId: input.userId, listingId: detail.listing.id, status: "sold" });
  await services.db
    .update(conversations)
    // The buyer who blocked the seller is not told of it, here or in what they may rate (offer-sight.ts).
    .set({ soldToBuyerAt: new Date(), soldWithheld: blockedBy(detail.other.id, input.userId) })
    .where(eq(conversations.id, input.conversationId));
  const sent = await appendMessage(services, {
    senderId: input.userId,
    conversationId: input.conversationId,
    kind: "text",
    body: `Marked “${detail.listing.title}” as sold to you.`,
  });
  await publishConversationChange(services, { ...input, otherId: detail.other.id });
  return sent;
}

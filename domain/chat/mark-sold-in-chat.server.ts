import { eq } from "drizzle-orm";
import { conversations } from "~/db/schema";
import { changeListingStatus } from "../listings/change-listing-status.server";
import { AppError } from "../shared/app-error";
import type { Services } from "../shared/services";
import { type AppendedMessage, appendMessage } from "./append-message.server";
import { chatEvent } from "./chat-events";
import { getConversation } from "./get-conversation.server";

/** The seller marks the ad Sold to the buyer of this conversation, from the chat; the buyer is told there. */
export async function markSoldInChat(
  services: Pick<Services, "db" | "rateLimiter" | "realtime" | "jobs">,
  input: { userId: string; conversationId: number },
): Promise<AppendedMessage> {
  const detail = await getConversation(services, input);
  if (!detail.canMarkSold || !detail.listing) {
    throw new AppError("FORBIDDEN", "Only the seller of an ad that is still up can mark it sold.");
  }
  await changeListingStatus(services, { userId: input.userId, listingId: detail.listing.id, status: "sold" });
  await services.db
    .update(conversations)
    .set({ soldToBuyerAt: new Date() })
    .where(eq(conversations.id, input.conversationId));
  const sent = await appendMessage(services, {
    senderId: input.userId,
    conversationId: input.conversationId,
    kind: "text",
    body: `Marked “${detail.listing.title}” as sold to you.`,
  });
  await services.realtime.publish(
    [input.userId, detail.other.id],
    chatEvent({ t: "conversation", conversationId: input.conversationId }),
  );
  return sent;
}

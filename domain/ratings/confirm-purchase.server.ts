import { and, eq, isNull } from "drizzle-orm";
import { conversations, listings } from "~/db/schema";
import { appendMessage } from "../chat/append-message.server";
import { loadParticipation } from "../chat/conversation-access.server";
import { publishConversationChange } from "../chat/conversation-change.server";
import { refuseBannedWriter } from "../chat/writer-standing.server";
import { AppError } from "../shared/app-error";
import type { Services } from "../shared/services";

/**
 * The buyer confirms, in the chat, that they bought the ad the seller marked sold to them: the buyer's half of
 * that deal, without which the seller may not rate them (issue 25 §7). Said once, in the chat; saying it again
 * changes nothing.
 */
export async function confirmPurchase(
  services: Pick<Services, "db" | "realtime" | "jobs">,
  input: { userId: string; conversationId: number },
): Promise<{ confirmed: true }> {
  const { db } = services;
  await refuseBannedWriter(db, input.userId);
  const { conversation, role, otherId } = await loadParticipation(db, input);
  if (role !== "buyer" || !conversation.soldToBuyerAt || conversation.soldWithheld) {
    throw new AppError("CONFLICT", "server_ratings_no_sale_to_confirm");
  }
  if (conversation.buyerConfirmedAt) return { confirmed: true };
  const [confirmed] = await db
    .update(conversations)
    .set({ buyerConfirmedAt: new Date() })
    .where(and(eq(conversations.id, conversation.id), isNull(conversations.buyerConfirmedAt)))
    .returning({ id: conversations.id });
  // A double tap: the first one said it.
  if (!confirmed) return { confirmed: true };
  const [listing] = conversation.listingId
    ? await db.select({ title: listings.title }).from(listings).where(eq(listings.id, conversation.listingId))
    : [];
  await appendMessage(services, {
    senderId: input.userId,
    conversationId: conversation.id,
    kind: "text",
    body: `Confirmed buying “${listing?.title ?? conversation.subject}”.`,
  });
  await publishConversationChange(services, {
    userId: input.userId,
    otherId,
    conversationId: conversation.id,
  });
  return { confirmed: true };
}

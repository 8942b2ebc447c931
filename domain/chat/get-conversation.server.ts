import { and, eq, inArray, sql } from "drizzle-orm";
import { offers, userBlocks } from "~/db/schema";
import { AppError } from "../shared/app-error";
import type { Services } from "../shared/services";
import { CONVERSATION_NOT_FOUND, SAFETY_TIPS_UNTIL } from "./chat-limits";
import type { ConversationDetail, OfferView } from "./chat-views";
import { loadParticipation } from "./conversation-access.server";
import { selectConversationSummaries } from "./conversation-rows.server";
import { visibleCount } from "./message-rows.server";

const OPEN_STATUSES = ["active", "reserved"];

/** One conversation with what its screen needs: who is who, the ad, the open offer, "Seen", what may be done. */
export async function getConversation(
  { db }: Pick<Services, "db">,
  input: { userId: string; conversationId: number },
): Promise<ConversationDetail> {
  const { conversation, role, otherId } = await loadParticipation(db, input);
  const [summary] = await selectConversationSummaries(db, {
    viewerId: input.userId,
    where: sql`c.id = ${conversation.id}`,
    limit: 1,
  });
  if (!summary) throw new AppError("NOT_FOUND", CONVERSATION_NOT_FOUND);
  const [standing, [blocked], [counted]] = await Promise.all([
    db
      .select()
      .from(offers)
      .where(
        and(eq(offers.conversationId, conversation.id), inArray(offers.status, ["pending", "accepted"])),
      ),
    db
      .select({ yes: sql<number>`1` })
      .from(userBlocks)
      .where(and(eq(userBlocks.blockerId, input.userId), eq(userBlocks.blockedId, otherId))),
    db.select({ n: visibleCount(conversation.id, input.userId) }).from(sql`(select 1) as one`),
  ]);
  const pending = standing.find((o) => o.status === "pending");
  // Once the seller accepted an offer the price is agreed: no further offers in this chat.
  const agreed = standing.some((o) => o.status === "accepted");
  const listingOpen = summary.listing !== null && OPEN_STATUSES.includes(summary.listing.status);
  const messageCount = Number(counted?.n ?? 0);
  return {
    ...summary,
    role,
    otherLastReadId: role === "buyer" ? conversation.sellerLastReadId : conversation.buyerLastReadId,
    blockedByMe: blocked !== undefined,
    pendingOffer: pending ? offerView(pending) : null,
    canOffer: role === "buyer" && listingOpen && conversation.kind === "listing" && !agreed,
    offerAccepted: agreed,
    canMarkSold: role === "seller" && listingOpen && conversation.kind === "listing",
    soldToBuyerAt: conversation.soldToBuyerAt?.toISOString() ?? null,
    showSafetyTips: messageCount < SAFETY_TIPS_UNTIL,
    messageCount,
  };
}

export function offerView(row: typeof offers.$inferSelect): OfferView {
  return {
    id: row.id,
    amount: Number(row.amount),
    fromUserId: row.fromUserId,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
  };
}

import { and, eq, inArray, or, sql } from "drizzle-orm";
import { offers, userBlocks } from "~/db/schema";
import { AppError } from "../shared/app-error";
import type { Services } from "../shared/services";
import { SAFETY_TIPS_UNTIL } from "./chat-limits";
import type { ConversationDetail, OfferView } from "./chat-views";
import { loadParticipation } from "./conversation-access.server";
import { selectConversationSummaries } from "./conversation-rows.server";
import { visibleCount } from "./message-rows.server";
import { offerAsSeenBy } from "./offer-sight";

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
  if (!summary) throw new AppError("NOT_FOUND", "server_chat_not_found");
  const [standing, [block], [counted]] = await Promise.all([
    db
      .select()
      .from(offers)
      .where(
        and(
          eq(offers.conversationId, conversation.id),
          or(inArray(offers.status, ["pending", "accepted"]), eq(offers.answerWithheld, true)),
        ),
      ),
    db
      .select({ since: userBlocks.createdAt })
      .from(userBlocks)
      .where(and(eq(userBlocks.blockerId, input.userId), eq(userBlocks.blockedId, otherId))),
    db.select({ n: visibleCount(conversation.id, input.userId) }).from(sql`(select 1) as one`),
  ]);
  const seen = standing.flatMap((o) => offerAsSeenBy(o, input.userId) ?? []);
  const pending = seen.find((o) => o.status === "pending");
  // Once the seller accepted an offer the price is agreed: no further offers in this chat.
  const agreed = seen.some((o) => o.status === "accepted");
  const listingOpen = summary.listing !== null && OPEN_STATUSES.includes(summary.listing.status);
  const messageCount = Number(counted?.n ?? 0);
  const otherLastReadId = role === "buyer" ? conversation.sellerLastReadId : conversation.buyerLastReadId;
  const soldWithheld = role === "buyer" && conversation.soldWithheld;
  return {
    ...summary,
    role,
    otherLastReadId: block
      ? await readBeforeBlock(db, conversation.id, otherLastReadId, block.since)
      : otherLastReadId,
    blockedByMe: block !== undefined,
    pendingOffer: pending ? offerView(pending) : null,
    canOffer: role === "buyer" && listingOpen && conversation.kind === "listing" && !agreed,
    offerAccepted: agreed,
    canMarkSold: role === "seller" && listingOpen && conversation.kind === "listing",
    soldToBuyerAt: soldWithheld ? null : (conversation.soldToBuyerAt?.toISOString() ?? null),
    showSafetyTips: messageCount < SAFETY_TIPS_UNTIL,
    messageCount,
  };
}

/** "Seen" as it stood when the viewer blocked the other member: their reading since is none of the viewer's news. */
async function readBeforeBlock(
  db: Pick<Services, "db">["db"],
  conversationId: number,
  lastReadId: number,
  since: Date,
): Promise<number> {
  const result = (await db.execute(sql`
    select coalesce(max(id), 0) as id from messages
    where conversation_id = ${conversationId} and created_at <= ${since}`)) as unknown as {
    rows: { id: number | string }[];
  };
  return Math.min(lastReadId, Number(result.rows[0]?.id ?? 0));
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

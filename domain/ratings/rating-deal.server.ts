import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { offers, ratings } from "~/db/schema";
import type { ConversationRow } from "../chat/conversation-access.server";
import type { GivenRating } from "./rating-views";

/**
 * Whether the reader of a conversation has a deal to rate (issue 25 §7: each side rates on the other's act, never on
 * their own alone). An accepted offer is both sides' (the buyer offered or accepted the seller's counter). The ad
 * marked sold to the buyer is the seller's word: the buyer may rate on it, the seller once the buyer confirmed it.
 * What a blocked member did out of the blocker's sight (offer-sight.ts) makes no deal.
 */
export async function dealState(
  db: Db,
  conversation: ConversationRow,
  role: "buyer" | "seller",
): Promise<{ deal: boolean; awaitingBuyer: boolean; canConfirm: boolean }> {
  const sold = conversation.soldToBuyerAt !== null && !conversation.soldWithheld;
  const confirmed = conversation.buyerConfirmedAt !== null;
  const [accepted] = await db
    .select({ id: offers.id })
    .from(offers)
    .where(
      and(
        eq(offers.conversationId, conversation.id),
        eq(offers.status, "accepted"),
        eq(offers.withheld, false),
        eq(offers.answerWithheld, false),
      ),
    )
    .limit(1);
  const onSale = role === "buyer" ? sold : sold && confirmed;
  // The buyer's word matters only where no accepted offer already made it a deal for both.
  const wordNeeded = sold && !confirmed && accepted === undefined;
  return {
    deal: accepted !== undefined || onSale,
    awaitingBuyer: role === "seller" && wordNeeded,
    canConfirm: role === "buyer" && wordNeeded,
  };
}

/** The rating this member gave in the conversation, if any (a hidden one too: it still counts as given). */
export async function findGivenRating(
  db: Db,
  input: { conversationId: number; raterId: string },
): Promise<GivenRating | null> {
  const [row] = await db
    .select({
      id: ratings.id,
      stars: ratings.stars,
      text: ratings.text,
      rateeRole: ratings.rateeRole,
      createdAt: ratings.createdAt,
    })
    .from(ratings)
    .where(and(eq(ratings.conversationId, input.conversationId), eq(ratings.raterId, input.raterId)));
  return row ? { ...row, createdAt: row.createdAt.toISOString() } : null;
}

import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { offers, ratings } from "~/db/schema";
import type { ConversationRow } from "../chat/conversation-access.server";
import type { GivenRating } from "./rating-views";

/** A deal in a conversation: the seller marked the ad sold to this buyer, or an offer in it was accepted. */
export async function hasDeal(db: Db, conversation: ConversationRow): Promise<boolean> {
  if (conversation.soldToBuyerAt) return true;
  const [accepted] = await db
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.conversationId, conversation.id), eq(offers.status, "accepted")))
    .limit(1);
  return accepted !== undefined;
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

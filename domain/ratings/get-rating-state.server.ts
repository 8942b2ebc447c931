import { loadParticipation } from "../chat/conversation-access.server";
import type { Services } from "../shared/services";
import { findGivenRating, hasDeal } from "./rating-deal.server";
import type { RatingState } from "./rating-views";

/** Whether the reader of a conversation may rate the other side, or how they did: the chat's rating form. */
export async function getRatingState(
  { db }: Pick<Services, "db">,
  input: { userId: string; conversationId: number },
): Promise<RatingState> {
  const { conversation } = await loadParticipation(db, input);
  const [deal, mine] = await Promise.all([
    hasDeal(db, conversation),
    findGivenRating(db, { conversationId: conversation.id, raterId: input.userId }),
  ]);
  return { conversationId: conversation.id, deal, canRate: deal && mine === null, mine };
}

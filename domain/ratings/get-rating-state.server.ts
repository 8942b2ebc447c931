import { loadParticipation } from "../chat/conversation-access.server";
import type { Services } from "../shared/services";
import { dealState, findGivenRating } from "./rating-deal.server";
import type { RatingState } from "./rating-views";

/**
 * Whether the reader of a conversation may rate the other side, or how they did: the chat's rating form. Also whether
 * the buyer may confirm a sale the seller marked, and whether the seller waits for that to rate.
 */
export async function getRatingState(
  { db }: Pick<Services, "db">,
  input: { userId: string; conversationId: number },
): Promise<RatingState> {
  const { conversation, role } = await loadParticipation(db, input);
  const [state, mine] = await Promise.all([
    dealState(db, conversation, role),
    findGivenRating(db, { conversationId: conversation.id, raterId: input.userId }),
  ]);
  return {
    conversationId: conversation.id,
    deal: state.deal,
    canRate: state.deal && mine === null,
    mine,
    canConfirm: state.canConfirm,
    awaitingBuyer: state.awaitingBuyer && mine === null,
  };
}

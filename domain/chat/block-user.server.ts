import { and, eq } from "drizzle-orm";
import { userBlocks } from "~/db/schema";
import type { Services } from "../shared/services";
import { chatEvent } from "./chat-events";
import { loadParticipation } from "./conversation-access.server";

/**
 * Blocks (or unblocks) the other member of a conversation. From then on their messages are kept for them alone:
 * the blocker never sees or is told of them, and the blocked member is not told either.
 */
export async function setBlocked(
  services: Pick<Services, "db" | "realtime">,
  input: { userId: string; conversationId: number; blocked: boolean },
): Promise<{ blocked: boolean }> {
  const { otherId } = await loadParticipation(services.db, input);
  if (input.blocked) {
    await services.db
      .insert(userBlocks)
      .values({ blockerId: input.userId, blockedId: otherId })
      .onConflictDoNothing();
  } else {
    await services.db
      .delete(userBlocks)
      .where(and(eq(userBlocks.blockerId, input.userId), eq(userBlocks.blockedId, otherId)));
  }
  // Only the blocker's own screens hear of it.
  await services.realtime.publish(
    [input.userId],
    chatEvent({ t: "conversation", conversationId: input.conversationId }),
  );
  return { blocked: input.blocked };
}

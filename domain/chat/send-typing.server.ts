import { and, eq, or, sql } from "drizzle-orm";
import { conversations, userBlocks } from "~/db/schema";
import { AppError } from "../shared/app-error";
import type { Services } from "../shared/services";
import { chatEvent } from "./chat-events";

/**
 * "Typing…" for the other member of a conversation, in one statement. A member the other has blocked leaves no
 * trace on the blocker's side, this included (issue 25 §6): their typing goes nowhere, and they are not told.
 */
export async function sendTyping(
  services: Pick<Services, "db" | "realtime">,
  input: { userId: string; conversationId: number },
): Promise<void> {
  const otherId = sql<string>`case when ${conversations.buyerId} = ${input.userId} then ${conversations.sellerId} else ${conversations.buyerId} end`;
  const [row] = await services.db
    .select({
      otherId,
      blocked: sql<boolean>`exists (select 1 from ${userBlocks} where ${and(
        eq(userBlocks.blockerId, otherId),
        eq(userBlocks.blockedId, input.userId),
      )})`,
    })
    .from(conversations)
    .where(
      and(
        eq(conversations.id, input.conversationId),
        or(eq(conversations.buyerId, input.userId), eq(conversations.sellerId, input.userId)),
      ),
    );
  if (!row) throw new AppError("NOT_FOUND", "server_chat_not_found");
  if (row.blocked) return;
  await services.realtime.publish(
    [row.otherId],
    chatEvent({ t: "typing", conversationId: input.conversationId, userId: input.userId }),
  );
}

import { type SQL, sql } from "drizzle-orm";
import type { Services } from "../shared/services";
import { chatEvent } from "./chat-events";

/** Whether `blockerId` has blocked `blockedId`, as a value a statement can store (an offer withheld, say). */
export function blockedBy(blockerId: string, blockedId: string): SQL<boolean> {
  return sql<boolean>`exists (select 1 from user_blocks b where b.blocker_id = ${blockerId} and b.blocked_id = ${blockedId})`;
}

/**
 * Something about the conversation changed (an offer, an answer, a sale): both members' screens read its header
 * again — unless the other has blocked the member who changed it, whose doings never reach them (issue 25 §6).
 */
export async function publishConversationChange(
  services: Pick<Services, "db" | "realtime">,
  input: { userId: string; otherId: string; conversationId: number },
): Promise<void> {
  const result = (await services.db.execute(
    sql`select ${blockedBy(input.otherId, input.userId)} as blocked`,
  )) as unknown as { rows: { blocked: boolean }[] };
  const audience = result.rows[0]?.blocked ? [input.userId] : [input.userId, input.otherId];
  await services.realtime.publish(
    audience,
    chatEvent({ t: "conversation", conversationId: input.conversationId }),
  );
}

import { and, eq, inArray, lt, or, sql } from "drizzle-orm";
import { chatPresence, conversations } from "~/db/schema";
import type { Services } from "../shared/services";

/** A screen's "I have this chat open" lasts this long unless its connection refreshes it. */
export const PRESENCE_TTL_SECONDS = 75;

/**
 * An open socket shows a conversation (or none, `conversationId` null): a message there then makes no
 * notification for that member. Only a participant's screen counts.
 */
export async function setChatPresence(
  { db }: Pick<Services, "db">,
  input: { socketId: string; userId: string; conversationId: number | null },
): Promise<void> {
  if (input.conversationId === null) {
    await db.delete(chatPresence).where(eq(chatPresence.socketId, input.socketId));
    return;
  }
  const [mine] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        eq(conversations.id, input.conversationId),
        or(eq(conversations.buyerId, input.userId), eq(conversations.sellerId, input.userId)),
      ),
    );
  if (!mine) return;
  const expiresAt = sql`now() + ${`${PRESENCE_TTL_SECONDS} seconds`}::interval`;
  await db
    .insert(chatPresence)
    .values({ socketId: input.socketId, userId: input.userId, conversationId: mine.id, expiresAt })
    .onConflictDoUpdate({ target: chatPresence.socketId, set: { conversationId: mine.id, expiresAt } });
}

/** The sockets still open keep their presence; stale rows (a crashed instance) are cleared. */
export async function refreshChatPresence(
  { db }: Pick<Services, "db">,
  socketIds: string[],
  options: { clearStale: boolean } = { clearStale: true },
): Promise<void> {
  if (socketIds.length > 0) {
    await db
      .update(chatPresence)
      .set({ expiresAt: sql`now() + ${`${PRESENCE_TTL_SECONDS} seconds`}::interval` })
      .where(inArray(chatPresence.socketId, socketIds));
  }
  if (options.clearStale) await db.delete(chatPresence).where(lt(chatPresence.expiresAt, sql`now()`));
}

import { and, eq, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { conversations } from "~/db/schema";
import { AppError } from "../shared/app-error";

export type ConversationRow = typeof conversations.$inferSelect;

export interface Participation {
  conversation: ConversationRow;
  role: "buyer" | "seller";
  otherId: string;
}

/**
 * The conversation as one of its two participants sees it. Anyone else, and an id that does not exist, get the
 * same NOT_FOUND: a stranger cannot even learn that a conversation exists. So does a participant with nothing to
 * see in it yet: the writer of a chat started by e-mail before the member answers, a blocker whose blocked member
 * started it (sideSees).
 */
export async function loadParticipation(
  db: Db,
  input: { userId: string; conversationId: number },
): Promise<Participation> {
  const [conversation] = await db
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.id, input.conversationId),
        or(eq(conversations.buyerId, input.userId), eq(conversations.sellerId, input.userId)),
        sideSees(input.userId),
      ),
    );
  if (!conversation) throw new AppError("NOT_FOUND", "server_chat_not_found");
  return participation(conversation, input.userId);
}

export function participation(conversation: ConversationRow, userId: string): Participation {
  const role = conversation.buyerId === userId ? "buyer" : "seller";
  return { conversation, role, otherId: role === "buyer" ? conversation.sellerId : conversation.buyerId };
}

/** The conversation is in this participant's inbox: they have a message in it they may see. */
export function sideSees(userId: string): SQL {
  return sql`(case when ${conversations.buyerId} = ${userId} then ${conversations.buyerLastMessageAt}
    else ${conversations.sellerLastMessageAt} end) is not null`;
}

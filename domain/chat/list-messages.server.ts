import type { Services } from "../shared/services";
import { MESSAGES_PAGE_SIZE } from "./chat-limits";
import type { MessageView } from "./chat-views";
import { loadParticipation } from "./conversation-access.server";
import { selectMessages } from "./message-rows.server";

/** How many messages one catch-up answers at most; a client asks again from the last one it got. */
export const CATCH_UP_LIMIT = 200;

/**
 * Messages of a conversation, oldest first: the newest page by default, the page before `before` (scrolling up),
 * or everything after `after` (a reconnected client catching up, CATCH_UP_LIMIT at a time).
 */
export async function listMessages(
  { db }: Pick<Services, "db">,
  input: { userId: string; conversationId: number; before?: number | undefined; after?: number | undefined },
): Promise<{ messages: MessageView[]; hasOlder: boolean }> {
  await loadParticipation(db, input);
  const limit = input.after !== undefined ? CATCH_UP_LIMIT : MESSAGES_PAGE_SIZE;
  const rows = await selectMessages(db, {
    conversationId: input.conversationId,
    viewerId: input.userId,
    before: input.before,
    after: input.after,
    limit: input.after !== undefined ? limit : limit + 1,
  });
  if (input.after !== undefined) return { messages: rows, hasOlder: false };
  // One more than a page was read (newest last): if it came, there is an older page.
  const hasOlder = rows.length > limit;
  return { messages: hasOlder ? rows.slice(1) : rows, hasOlder };
}

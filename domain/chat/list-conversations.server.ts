import { sql } from "drizzle-orm";
import type { Services } from "../shared/services";
import { CONVERSATIONS_PAGE_SIZE } from "./chat-limits";
import type { ConversationSummary } from "./chat-views";
import { selectConversationSummaries } from "./conversation-rows.server";

/**
 * The inbox: the member's conversations, most recent first. `q` filters by the other member's name, the ad's
 * title, the subject or the text of a message the member can see.
 */
export async function listConversations(
  { db }: Pick<Services, "db">,
  input: { userId: string; q?: string | undefined },
): Promise<ConversationSummary[]> {
  const q = input.q?.trim().slice(0, 100) ?? "";
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = q
    ? sql`(o.name ilike ${pattern} or l.title ilike ${pattern} or c.subject ilike ${pattern} or exists (
        select 1 from messages s where s.conversation_id = c.id and (not s.withheld or s.sender_id = ${input.userId})
          and s.kind <> 'photo' and s.body ilike ${pattern}))`
    : undefined;
  return selectConversationSummaries(db, { viewerId: input.userId, where, limit: CONVERSATIONS_PAGE_SIZE });
}

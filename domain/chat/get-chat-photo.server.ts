import { and, eq, or } from "drizzle-orm";
import { conversations, messages } from "~/db/schema";
import type { Services } from "../shared/services";

const WIDTHS = new Set([320, 640, 1280]);

/** A chat photo for one of the conversation's two participants (whoever else asks gets nothing, as if absent). */
export async function getChatPhoto(
  services: Pick<Services, "db" | "storage">,
  input: { userId: string; messageId: number; width: number },
): Promise<{ data: Buffer; contentType: string } | null> {
  if (!WIDTHS.has(input.width)) return null;
  const [row] = await services.db
    .select({ key: messages.photoKey, senderId: messages.senderId, withheld: messages.withheld })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        eq(messages.id, input.messageId),
        or(eq(conversations.buyerId, input.userId), eq(conversations.sellerId, input.userId)),
      ),
    );
  if (!row?.key || (row.withheld && row.senderId !== input.userId)) return null;
  return services.storage.get(`${row.key}/${input.width}.webp`);
}

import { and, asc, desc, eq, gt, lt, or, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { messages, offers } from "~/db/schema";
import { chatPhotoUrls, type MessageView, type OfferView } from "./chat-views";
import { offerAsSeenBy } from "./offer-sight";

const columns = {
  id: messages.id,
  conversationId: messages.conversationId,
  clientId: messages.clientId,
  senderId: messages.senderId,
  kind: messages.kind,
  body: messages.body,
  photoKey: messages.photoKey,
  warnings: messages.warnings,
  createdAt: messages.createdAt,
  offerId: offers.id,
  offerAmount: offers.amount,
  offerFrom: offers.fromUserId,
  offerStatus: offers.status,
  offerCreatedAt: offers.createdAt,
  offerAnsweredAt: offers.answeredAt,
  offerWithheld: offers.withheld,
  offerAnswerWithheld: offers.answerWithheld,
};

interface Row {
  id: number;
  conversationId: number;
  clientId: string;
  senderId: string;
  kind: MessageView["kind"];
  body: string;
  photoKey: string | null;
  warnings: string[];
  createdAt: Date;
  offerId: number | null;
  offerAmount: number | null;
  offerFrom: string | null;
  offerStatus: OfferView["status"] | null;
  offerCreatedAt: Date | null;
  offerAnsweredAt: Date | null;
  offerWithheld: boolean | null;
  offerAnswerWithheld: boolean | null;
}

/**
 * Messages of a conversation as `viewerId` may see them: what was withheld from them (they had blocked the
 * sender) is left out; their own withheld messages are shown to them as sent.
 */
export async function selectMessages(
  db: Db,
  input: { conversationId: number; viewerId: string; before?: number; after?: number; limit: number },
): Promise<MessageView[]> {
  const visible = or(eq(messages.withheld, false), eq(messages.senderId, input.viewerId));
  const newestFirst = input.after === undefined;
  const rows = await db
    .select(columns)
    .from(messages)
    .leftJoin(offers, eq(offers.id, messages.offerId))
    .where(
      and(
        eq(messages.conversationId, input.conversationId),
        visible,
        input.before !== undefined ? lt(messages.id, input.before) : undefined,
        input.after !== undefined ? gt(messages.id, input.after) : undefined,
      ),
    )
    .orderBy(newestFirst ? desc(messages.id) : asc(messages.id))
    .limit(input.limit);
  const views = rows.map((row) => toMessageView(row, input.viewerId));
  return newestFirst ? views.reverse() : views;
}

/** One message as `viewerId` (its sender, reading back what they stored) sees it. */
export async function selectMessageById(
  db: Db,
  id: number,
  viewerId: string,
): Promise<MessageView | undefined> {
  const [row] = await db
    .select(columns)
    .from(messages)
    .leftJoin(offers, eq(offers.id, messages.offerId))
    .where(eq(messages.id, id));
  return row ? toMessageView(row, viewerId) : undefined;
}

function toMessageView(row: Row, viewerId: string): MessageView {
  return {
    id: row.id,
    conversationId: row.conversationId,
    clientId: row.clientId,
    senderId: row.senderId,
    kind: row.kind,
    body: row.body,
    photo: row.photoKey ? chatPhotoUrls(row.id) : null,
    offer: row.offerId !== null ? offerView(row, viewerId) : null,
    warnings: row.warnings,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

function offerView(row: Row, viewerId: string): OfferView {
  const offer = {
    fromUserId: row.offerFrom ?? "",
    status: row.offerStatus ?? "pending",
    answeredAt: row.offerAnsweredAt,
    withheld: row.offerWithheld === true,
    answerWithheld: row.offerAnswerWithheld === true,
  };
  // A message the viewer may see announces an offer they may see; only an answer they were not told of differs.
  const seen = offerAsSeenBy(offer, viewerId) ?? offer;
  return {
    id: row.offerId ?? 0,
    amount: Number(row.offerAmount ?? 0),
    fromUserId: seen.fromUserId,
    status: seen.status,
    createdAt: new Date(row.offerCreatedAt ?? row.createdAt).toISOString(),
    answeredAt: seen.answeredAt ? new Date(seen.answeredAt).toISOString() : null,
  };
}

/** How many messages the conversation holds for the viewer (for the safety tips card). */
export function visibleCount(conversationId: number, viewerId: string) {
  return sql<number>`(select count(*)::int from ${messages} m where m.conversation_id = ${conversationId}
    and (not m.withheld or m.sender_id = ${viewerId}))`;
}

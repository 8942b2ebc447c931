import { type SQL, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { ownPhoto } from "../accounts/session-user";
import type { ConversationSummary } from "./chat-views";

interface SummaryRow {
  id: number | string;
  kind: "listing" | "direct";
  subject: string;
  last_at: Date | string;
  unread: number;
  other_id: string;
  other_name: string;
  other_image: string | null;
  listing_id: number | string | null;
  listing_title: string | null;
  listing_price: string | number | null;
  listing_price_text: string | null;
  listing_status: string | null;
  listing_seller_id: string | null;
  listing_photo: string | null;
  lm_id: number | string | null;
  lm_sender_id: string | null;
  lm_kind: "text" | "photo" | "offer" | null;
  lm_body: string | null;
  lm_created_at: Date | string | null;
}

/**
 * Conversations of `viewerId` as the inbox lists them: the other member, the ad, the newest message the viewer may
 * see, their unread count, ordered by the viewer's own side of the chat (a withheld message moves only its
 * sender's). `where` narrows them further (one id, a search); a conversation with nothing the viewer may see (all
 * withheld, or started by the viewer by e-mail and not answered yet) is not listed.
 */
export async function selectConversationSummaries(
  db: Db,
  input: { viewerId: string; where?: SQL; limit: number },
): Promise<ConversationSummary[]> {
  const me = input.viewerId;
  const result = (await db.execute(sql`
    select c.id, c.kind, c.subject,
      case when c.buyer_id = ${me} then c.buyer_last_message_at else c.seller_last_message_at end as last_at,
      case when c.buyer_id = ${me} then c.buyer_unread else c.seller_unread end as unread,
      o.id as other_id, o.name as other_name, o.image as other_image,
      l.id as listing_id, l.title as listing_title, l.price as listing_price, l.price_text as listing_price_text,
      l.status as listing_status, l.user_id as listing_seller_id,
      (select p.storage_key from listing_photos p where p.listing_id = l.id order by p.position limit 1) as listing_photo,
      lm.id as lm_id, lm.sender_id as lm_sender_id, lm.kind as lm_kind, lm.body as lm_body, lm.created_at as lm_created_at
    from conversations c
    join users o on o.id = case when c.buyer_id = ${me} then c.seller_id else c.buyer_id end
    left join listings l on l.id = c.listing_id
    join lateral (
      select m.id, m.sender_id, m.kind, m.body, m.created_at from messages m
      where m.conversation_id = c.id and (not m.withheld or m.sender_id = ${me})
      order by m.id desc limit 1
    ) lm on true
    where (c.buyer_id = ${me} or c.seller_id = ${me})
      and (case when c.buyer_id = ${me} then c.buyer_last_message_at else c.seller_last_message_at end) is not null
      ${input.where ? sql`and ${input.where}` : sql``}
    order by last_at desc, c.id desc
    limit ${input.limit}`)) as unknown as { rows: SummaryRow[] };
  return result.rows.map(toSummary);
}

function toSummary(row: SummaryRow): ConversationSummary {
  const price = row.listing_price === null ? null : Number(row.listing_price);
  return {
    id: Number(row.id),
    kind: row.kind,
    subject: row.subject,
    other: {
      id: row.other_id,
      name: row.other_name.trim(),
      image: ownPhoto(row.other_image),
    },
    listing:
      row.listing_id === null
        ? null
        : {
            id: Number(row.listing_id),
            title: row.listing_title ?? "",
            photoUrl: row.listing_photo ? `/media/${row.listing_photo}/320.webp` : null,
            price,
            priceText: row.listing_price_text,
            status: row.listing_status ?? "removed",
            sellerId: row.listing_seller_id ?? "",
          },
    lastMessage:
      row.lm_id === null
        ? null
        : {
            id: Number(row.lm_id),
            senderId: row.lm_sender_id ?? "",
            kind: row.lm_kind ?? "text",
            body: row.lm_body ?? "",
            createdAt: new Date(row.lm_created_at ?? row.last_at).toISOString(),
          },
    unread: Number(row.unread),
    lastMessageAt: new Date(row.last_at).toISOString(),
  };
}

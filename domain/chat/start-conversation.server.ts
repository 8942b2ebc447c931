import { and, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { conversations } from "~/db/schema";
import { contactSeller } from "../listings/contact-seller.server";
import { AppError } from "../shared/app-error";
import { enforceRateLimit } from "../shared/rate-limit.server";
import type { Services } from "../shared/services";
import { parseInput } from "../shared/validation-error";
import { type AppendedMessage, appendMessage } from "./append-message.server";
import { CHAT_RATE_LIMITS } from "./chat-limits";
import { StartConversationSchema } from "./chat-schemas";
import { refuseBannedWriter } from "./writer-standing.server";

export interface Opened {
  id: number;
  /** Made by this message: its subject is new, and read by the scam shield with it. */
  created: boolean;
}

/**
 * New message (/messages/new, POST /api/v1/conversations) to the seller of an ad: one conversation per ad and buyer,
 * so contacting again reopens it; the first message is sent with it. Written to a member directly (an e-mail
 * address, or an id) it is sendDirectMessage's instead (isDirectForm tells). A banned or suspended writer is
 * refused before anything is stored.
 */
export async function startConversation(
  services: Pick<Services, "db" | "rateLimiter" | "realtime" | "jobs">,
  input: { userId: string; form: unknown },
): Promise<AppendedMessage & { conversationId: number }> {
  const form = parseInput(StartConversationSchema, input.form);
  if (form.listingId === undefined)
    throw new Error("startConversation: a direct message is sendDirectMessage's");
  await refuseBannedWriter(services.db, input.userId);
  await enforceSendLimits(services, input.userId);
  const opened = await listingConversation(
    services,
    input.userId,
    form.listingId,
    form.recipientId,
    form.subject,
  );
  const sent = await appendMessage(services, {
    senderId: input.userId,
    conversationId: opened.id,
    kind: "text",
    body: form.body,
    clientId: form.clientId,
    ...(opened.created ? { alsoScan: form.subject } : {}),
  });
  return { ...sent, conversationId: opened.id };
}

/** The form names no ad: it is written to a member directly (sendDirectMessage). */
export function isDirectForm(form: unknown): boolean {
  if (typeof form !== "object" || form === null) return false;
  const { listingId } = form as Record<string, unknown>;
  return listingId === undefined || listingId === null || listingId === "";
}

/** The first message is a send like any other: writing "again" to reopen a chat must not get round the limit. */
export async function enforceSendLimits(
  services: Pick<Services, "rateLimiter">,
  userId: string,
): Promise<void> {
  await enforceRateLimit(services, `chat-send:${userId}`, CHAT_RATE_LIMITS.sendPerMinute);
  await enforceRateLimit(services, `chat-send-day:${userId}`, CHAT_RATE_LIMITS.sendPerDay);
}

async function listingConversation(
  services: Pick<Services, "db" | "rateLimiter">,
  userId: string,
  listingId: number,
  recipientId: string | undefined,
  subject: string,
): Promise<Opened> {
  const { db } = services;
  const [existing] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        eq(conversations.kind, "listing"),
        eq(conversations.listingId, listingId),
        eq(conversations.buyerId, userId),
      ),
    );
  if (existing) return { id: existing.id, created: false };
  // The same rules as Contact Seller: signed in, not one's own ad, an ad that is still up, rate-limited.
  const contact = await contactSeller(services, { userId, listingId });
  if (recipientId !== undefined && recipientId !== contact.recipientId) {
    throw new AppError("NOT_FOUND", "server_chat_seller_not_found");
  }
  return createConversation(db, {
    kind: "listing",
    listingId,
    buyerId: userId,
    sellerId: contact.recipientId,
    subject,
  });
}

/**
 * The pair's one direct conversation, made when they have none — out of its writer's inbox until the member written
 * to answers (append-message-sql.server.ts): writing to an address must not show whose it is.
 */
export async function directConversation(
  db: Db,
  userId: string,
  recipientId: string,
  subject: string,
): Promise<Opened> {
  const [existing] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        eq(conversations.kind, "direct"),
        sql`least(${conversations.buyerId}, ${conversations.sellerId}) = least(${userId}, ${recipientId})`,
        sql`greatest(${conversations.buyerId}, ${conversations.sellerId}) = greatest(${userId}, ${recipientId})`,
      ),
    );
  if (existing) return { id: existing.id, created: false };
  return createConversation(db, {
    kind: "direct",
    listingId: null,
    buyerId: userId,
    sellerId: recipientId,
    subject,
    buyerLastMessageAt: null,
  });
}

/** Inserts the conversation, or finds the one a simultaneous first message created. */
async function createConversation(
  db: Db,
  values: {
    kind: "listing" | "direct";
    listingId: number | null;
    buyerId: string;
    sellerId: string;
    subject: string;
    buyerLastMessageAt?: null;
  },
): Promise<Opened> {
  const [created] = await db
    .insert(conversations)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: conversations.id });
  if (created) return { id: created.id, created: true };
  const [raced] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      values.kind === "listing"
        ? and(
            eq(conversations.kind, "listing"),
            eq(conversations.listingId, values.listingId ?? 0),
            eq(conversations.buyerId, values.buyerId),
          )
        : and(
            eq(conversations.kind, "direct"),
            sql`least(${conversations.buyerId}, ${conversations.sellerId}) = least(${values.buyerId}, ${values.sellerId})`,
            sql`greatest(${conversations.buyerId}, ${conversations.sellerId}) = greatest(${values.buyerId}, ${values.sellerId})`,
          ),
    );
  if (!raced) throw new Error("createConversation: no row inserted and none found");
  return { id: raced.id, created: false };
}

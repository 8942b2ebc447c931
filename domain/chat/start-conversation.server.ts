import { and, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { conversations, users } from "~/db/schema";
import { isPhoneOnlyEmail } from "../accounts/phone-only-email";
import { contactSeller, OWN_LISTING_MESSAGE } from "../listings/contact-seller.server";
import { AppError } from "../shared/app-error";
import { banInForce } from "../shared/ban-in-force";
import { enforceRateLimit } from "../shared/rate-limit.server";
import type { Services } from "../shared/services";
import { parseInput } from "../shared/validation-error";
import { type AppendedMessage, appendMessage, RECIPIENT_SUSPENDED } from "./append-message.server";
import { CHAT_RATE_LIMITS } from "./chat-limits";
import { StartConversationSchema } from "./chat-schemas";

export const NO_SUCH_MEMBER = "No Mandi member has this e-mail.";

/**
 * New message (/messages/new, POST /api/v1/conversations): to the seller of an ad — one conversation per ad and
 * buyer, so contacting again reopens it — or to a member by e-mail (one direct conversation per pair). The first
 * message is sent with it.
 */
export async function startConversation(
  services: Pick<Services, "db" | "rateLimiter" | "realtime" | "jobs">,
  input: { userId: string; form: unknown },
): Promise<AppendedMessage & { conversationId: number }> {
  const form = parseInput(StartConversationSchema, input.form);
  // The first message is a send like any other: writing "again" to reopen a chat must not get round the limit.
  await enforceRateLimit(services, `chat-send:${input.userId}`, CHAT_RATE_LIMITS.sendPerMinute);
  await enforceRateLimit(services, `chat-send-day:${input.userId}`, CHAT_RATE_LIMITS.sendPerDay);
  const conversationId =
    form.listingId !== undefined
      ? await listingConversation(services, input.userId, form.listingId, form.recipientId, form.subject)
      : await directConversation(services, input.userId, form.recipientId, form.to ?? "", form.subject);
  const sent = await appendMessage(services, {
    senderId: input.userId,
    conversationId,
    kind: "text",
    body: form.body,
    clientId: form.clientId,
  });
  return { ...sent, conversationId };
}

async function listingConversation(
  services: Pick<Services, "db" | "rateLimiter">,
  userId: string,
  listingId: number,
  recipientId: string | undefined,
  subject: string,
): Promise<number> {
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
  if (existing) return existing.id;
  // The same rules as Contact Seller: signed in, not one's own ad, an ad that is still up, rate-limited.
  const contact = await contactSeller(services, { userId, listingId });
  if (recipientId !== undefined && recipientId !== contact.recipientId) {
    throw new AppError("NOT_FOUND", "This seller or ad could not be found.");
  }
  return createConversation(db, {
    kind: "listing",
    listingId,
    buyerId: userId,
    sellerId: contact.recipientId,
    subject,
  });
}

async function directConversation(
  services: Pick<Services, "db" | "rateLimiter">,
  userId: string,
  recipientId: string | undefined,
  to: string,
  subject: string,
): Promise<number> {
  const { db } = services;
  await enforceRateLimit(services, `chat-start:${userId}`, CHAT_RATE_LIMITS.startPerHour);
  const [recipient] = await db
    .select({ id: users.id, email: users.email, bannedAt: users.bannedAt, bannedUntil: users.bannedUntil })
    .from(users)
    .where(
      recipientId !== undefined
        ? eq(users.id, recipientId)
        : sql`lower(${users.email}) = ${to.toLowerCase()}`,
    );
  // A phone-only member's stored address is a placeholder, never something to write to.
  if (!recipient || (recipientId === undefined && isPhoneOnlyEmail(recipient.email))) {
    throw new AppError("VALIDATION", NO_SUCH_MEMBER, { to: NO_SUCH_MEMBER });
  }
  if (recipient.id === userId)
    throw new AppError("FORBIDDEN", OWN_LISTING_MESSAGE, { to: OWN_LISTING_MESSAGE });
  if (banInForce(recipient))
    throw new AppError("FORBIDDEN", RECIPIENT_SUSPENDED, { to: RECIPIENT_SUSPENDED });
  const [existing] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        eq(conversations.kind, "direct"),
        sql`least(${conversations.buyerId}, ${conversations.sellerId}) = least(${userId}, ${recipient.id})`,
        sql`greatest(${conversations.buyerId}, ${conversations.sellerId}) = greatest(${userId}, ${recipient.id})`,
      ),
    );
  if (existing) return existing.id;
  return createConversation(db, {
    kind: "direct",
    listingId: null,
    buyerId: userId,
    sellerId: recipient.id,
    subject,
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
  },
): Promise<number> {
  const [created] = await db
    .insert(conversations)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: conversations.id });
  if (created) return created.id;
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
  return raced.id;
}

import { eq, sql } from "drizzle-orm";
import { users } from "~/db/schema";
import { isPhoneOnlyEmail } from "../accounts/phone-only-email";
import { AppError } from "../shared/app-error";
import { banInForce } from "../shared/ban-in-force";
import { enforceRateLimit } from "../shared/rate-limit.server";
import type { Services } from "../shared/services";
import { parseInput } from "../shared/validation-error";
import { appendMessage } from "./append-message.server";
import { CHAT_RATE_LIMITS } from "./chat-limits";
import { StartConversationSchema } from "./chat-schemas";
import { directConversation, enforceSendLimits } from "./start-conversation.server";
import { refuseBannedWriter } from "./writer-standing.server";

/** All the writer of a direct message is told: that it went, never whether anyone has the address. */
export interface SentDirectly {
  sent: true;
}

/**
 * New message to a member directly: by e-mail address (/messages/new's To, POST /api/v1/conversations with `to`)
 * or, from the API, by id. The answer is the same whether a member has the address, a suspended member, or nobody
 * (issue 25 §7): a member who may receive messages gets it in the pair's one direct conversation, which enters the
 * writer's inbox when they answer; anyone else, nothing is stored and nobody told. Only oneself is refused: the
 * writer knows their own address already.
 */
export async function sendDirectMessage(
  services: Pick<Services, "db" | "rateLimiter" | "realtime" | "jobs">,
  input: { userId: string; form: unknown },
): Promise<SentDirectly> {
  const form = parseInput(StartConversationSchema, input.form);
  await refuseBannedWriter(services.db, input.userId);
  await enforceSendLimits(services, input.userId);
  await enforceRateLimit(services, `chat-start:${input.userId}`, CHAT_RATE_LIMITS.startPerHour);
  const [recipient] = await services.db
    .select({ id: users.id, email: users.email, bannedAt: users.bannedAt, bannedUntil: users.bannedUntil })
    .from(users)
    .where(
      form.recipientId !== undefined
        ? eq(users.id, form.recipientId)
        : sql`lower(${users.email}) = ${(form.to ?? "").toLowerCase()}`,
    );
  if (recipient?.id === input.userId) {
    throw new AppError("FORBIDDEN", "server_listings_message_self", undefined, { field: "to" });
  }
  // A phone-only member's stored address is a placeholder, never something to write to.
  const placeholder = form.recipientId === undefined && recipient && isPhoneOnlyEmail(recipient.email);
  if (!recipient || placeholder || banInForce(recipient)) return { sent: true };
  const opened = await directConversation(services.db, input.userId, recipient.id, form.subject);
  await appendMessage(services, {
    senderId: input.userId,
    conversationId: opened.id,
    kind: "text",
    body: form.body,
    clientId: form.clientId,
    ...(opened.created ? { alsoScan: form.subject } : {}),
    unseenByWriter: true,
  });
  return { sent: true };
}

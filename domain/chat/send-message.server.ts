import { enforceRateLimit } from "../shared/rate-limit.server";
import type { Services } from "../shared/services";
import { parseInput } from "../shared/validation-error";
import { type AppendedMessage, appendMessage } from "./append-message.server";
import { CHAT_RATE_LIMITS } from "./chat-limits";
import { SendMessageSchema } from "./chat-schemas";

/**
 * A participant writes in a conversation (page, API or WebSocket): plain text up to 2,000 characters, rate-limited
 * per member. Someone who is not a participant gets NOT_FOUND.
 */
export async function sendMessage(
  services: Pick<Services, "db" | "rateLimiter" | "realtime" | "jobs">,
  input: { userId: string; conversationId: number; message: unknown },
): Promise<AppendedMessage> {
  const { body, clientId } = parseInput(SendMessageSchema, input.message);
  await enforceRateLimit(services, `chat-send:${input.userId}`, CHAT_RATE_LIMITS.sendPerMinute);
  await enforceRateLimit(services, `chat-send-day:${input.userId}`, CHAT_RATE_LIMITS.sendPerDay);
  return appendMessage(services, {
    senderId: input.userId,
    conversationId: input.conversationId,
    kind: "text",
    body,
    clientId,
  });
}

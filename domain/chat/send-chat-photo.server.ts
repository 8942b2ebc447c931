import { storeListingPhoto } from "../media/store-listing-photo.server";
import { MAX_PHOTO_BYTES, PHOTO_TOO_LARGE } from "../shared/ad-limits";
import { AppError } from "../shared/app-error";
import { enforceRateLimit } from "../shared/rate-limit.server";
import type { Services } from "../shared/services";
import { type AppendedMessage, appendMessage } from "./append-message.server";
import { CHAT_RATE_LIMITS, MESSAGE_MAX_LENGTH } from "./chat-limits";
import { loadParticipation } from "./conversation-access.server";
import { refuseBannedWriter } from "./writer-standing.server";

/**
 * A photo in the chat, through the ads' pipeline: checked by content, re-encoded to WebP without EXIF or GPS,
 * stored under `chat/`, which /media does not serve: only the two participants can see it (/chat-media).
 */
export async function sendChatPhoto(
  services: Pick<Services, "db" | "rateLimiter" | "realtime" | "jobs" | "storage">,
  input: { userId: string; conversationId: number; image: Buffer; caption?: string; clientId?: string },
): Promise<AppendedMessage> {
  await refuseBannedWriter(services.db, input.userId);
  await loadParticipation(services.db, input);
  if (input.image.byteLength > MAX_PHOTO_BYTES)
    throw new AppError("PAYLOAD_TOO_LARGE", "server_listings_file_too_large");
  await enforceRateLimit(services, `chat-photo:${input.userId}`, CHAT_RATE_LIMITS.photoPerHour);
  const stored = await storeListingPhoto(services, input.image, "chat");
  try {
    return await appendMessage(services, {
      senderId: input.userId,
      conversationId: input.conversationId,
      kind: "photo",
      body: (input.caption ?? "").trim().slice(0, MESSAGE_MAX_LENGTH),
      photoKey: stored.storageKey,
      clientId: input.clientId,
    });
  } catch (err) {
    await services.storage.deletePrefix(stored.storageKey);
    throw err;
  }
}

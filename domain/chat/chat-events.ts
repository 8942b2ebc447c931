import type { RealtimeEvent } from "../shared/realtime";
import type { MessageView } from "./chat-views";

/** The live events of the chat (server/realtime delivers them; app/components/chat reads them). */
export type ChatEvent =
  /** A new message in one of the member's conversations (also to the sender's other screens). */
  | { t: "message"; message: MessageView }
  /** The member `readerId` has read the conversation up to `lastReadId` ("Seen"). */
  | { t: "read"; conversationId: number; readerId: string; lastReadId: number }
  /** The other side is typing. */
  | { t: "typing"; conversationId: number; userId: string }
  /** Something about the conversation changed (an offer answered, the ad sold): read its header again. */
  | { t: "conversation"; conversationId: number };

export function chatEvent(event: ChatEvent): RealtimeEvent {
  return event;
}

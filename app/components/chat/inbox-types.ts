import type { ConversationDetail, ConversationSummary, MessageView } from "~/domain/chat/chat-views";
import type { RatingState } from "~/domain/ratings/rating-views";

export interface OpenChat {
  conversation: ConversationDetail;
  messages: MessageView[];
  hasOlder: boolean;
  /** The page shows messages before this id (a "Load older messages" link followed without JavaScript). */
  before: number | null;
  /** After a deal each side may rate the other once: the form, or what the reader gave. */
  rating: RatingState;
}

export interface InboxData {
  me: { id: string; name: string };
  q: string;
  conversations: ConversationSummary[];
  open: OpenChat | null;
  /** The client id of the message box's next message when posted without JavaScript (a re-post stores once). */
  clientId: string;
  /** True on /messages/:id: the conversation was asked for (on a phone it is the screen, not the list). */
  chosen: boolean;
}

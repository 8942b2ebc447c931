/** What pages and the API show of conversations and messages (plain JSON, dates as ISO strings). */

export type MessageKind = "text" | "photo" | "offer";
export type OfferStatus = "pending" | "accepted" | "declined" | "countered";

export interface OfferView {
  id: number;
  amount: number;
  fromUserId: string;
  status: OfferStatus;
  createdAt: string;
  answeredAt: string | null;
}

export interface MessageView {
  id: number;
  conversationId: number;
  /** The sender's own id for the message (unique per sender): a client matches its pending sends by it. */
  clientId: string;
  senderId: string;
  kind: MessageKind;
  /** Plain text, shown as text. For a photo, a caption or ""; for an offer, what happened in words. */
  body: string;
  /** A photo message: its URLs, served to the two participants only. */
  photo: { url: string; largeUrl: string } | null;
  offer: OfferView | null;
  /** Scam-shield rule ids (scam-rules.ts): a warning shown beside the message on both sides. */
  warnings: string[];
  createdAt: string;
}

export interface ChatMember {
  id: string;
  /** "" for a member who never gave a name: show "User". */
  name: string;
  image: string | null;
}

export interface ChatListing {
  id: number;
  title: string;
  photoUrl: string | null;
  price: number | null;
  priceText: string | null;
  status: string;
  sellerId: string;
}

export interface ConversationSummary {
  id: number;
  kind: "listing" | "direct";
  subject: string;
  other: ChatMember;
  listing: ChatListing | null;
  lastMessage: Pick<MessageView, "id" | "senderId" | "kind" | "body" | "createdAt"> | null;
  unread: number;
  lastMessageAt: string;
}

export interface ConversationDetail extends ConversationSummary {
  /** The reader is the buyer (who wrote first) or the seller (who was written to). */
  role: "buyer" | "seller";
  /** The newest message of the reader's that the other side has seen ("Seen"). */
  otherLastReadId: number;
  blockedByMe: boolean;
  pendingOffer: OfferView | null;
  /** The buyer of a listing that is still up may make an offer. */
  canOffer: boolean;
  /** The seller accepted an offer in this chat (no further offers). */
  offerAccepted: boolean;
  /** The seller of a listing that is still up may mark it sold to this buyer. */
  canMarkSold: boolean;
  soldToBuyerAt: string | null;
  showSafetyTips: boolean;
  messageCount: number;
}

export function chatPhotoUrls(messageId: number): { url: string; largeUrl: string } {
  return { url: `/chat-media/${messageId}/640`, largeUrl: `/chat-media/${messageId}/1280` };
}

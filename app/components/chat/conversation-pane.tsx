import { useCallback, useRef } from "react";
import { Link } from "react-router";
import { Price } from "~/app/components/listing/price";
import { Icon } from "~/app/components/ui/icon";
import { useChatConversation } from "~/app/hooks/use-chat-conversation";
import { useChatSend } from "~/app/hooks/use-chat-send";
import type { RealtimeClient, RealtimeStatus } from "~/app/lib/realtime-client";
import type { ConversationDetail } from "~/domain/chat/chat-views";
import { m } from "~/i18n/paraglide/messages";
import { ChatAvatar } from "./chat-avatar";
import { ConversationMenu } from "./conversation-menu";
import type { OpenChat } from "./inbox-types";
import { type ComposerRefusal, MessageComposer } from "./message-composer";
import { MessageList } from "./message-list";
import { OfferBar } from "./offer-bar";
import { PhotoButton } from "./photo-button";
import { QuickReplies } from "./quick-replies";
import { RateMember } from "./rate-member";

/** The server passes a typing indicator on at most every 2 s; the page sends no more often. */
const TYPING_EVERY_MS = 2_000;

/** The open conversation: who and what it is about, its messages, and the box to write in. */
export function ConversationPane({
  open,
  me,
  q,
  clientId,
  client,
  status,
  visible,
  onRead,
  refused,
}: {
  open: OpenChat;
  me: string;
  q: string;
  clientId: string;
  client: RealtimeClient | null;
  status: RealtimeStatus;
  visible: boolean;
  onRead: (conversationId: number) => void;
  refused?: ComposerRefusal;
}) {
  const { conversation } = open;
  const chat = useChatConversation({ open, me, client, status, visible, onRead });
  const { send, retry } = useChatSend({
    conversationId: conversation.id,
    me,
    client,
    status,
    setMessages: chat.setMessages,
  });
  const lastTyping = useRef(0);
  const onTyping = useCallback(() => {
    const now = Date.now();
    if (now - lastTyping.current < TYPING_EVERY_MS) return;
    if (client?.send({ t: "typing", c: conversation.id })) lastTyping.current = now;
  }, [client, conversation.id]);
  const name = conversation.other.name || m.chat_user_fallback();

  return (
    <>
      <header className="flex items-center gap-3 border-b border-slate-200 bg-white px-3 py-2">
        <Link
          to={q ? `/messages?q=${encodeURIComponent(q)}` : "/messages"}
          className="flex size-10 items-center justify-center rounded-full hover:bg-surface focus-visible:outline-2 focus-visible:outline-brand md:hidden"
        >
          <Icon name="chevron-left" className="size-6" />
          <span className="sr-only">{m.chat_pane_back()}</span>
        </Link>
        <ChatAvatar member={conversation.other} size="size-10" />
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-semibold">{name}</h2>
          <p aria-live="polite" className="h-4 text-xs text-emerald-800">
            {chat.typing ? m.chat_pane_typing() : ""}
          </p>
        </div>
        <ConversationMenu conversation={conversation} />
      </header>
      <ProductStrip conversation={conversation} />
      <MessageList
        conversation={conversation}
        messages={chat.messages}
        me={me}
        hasOlder={chat.hasOlder}
        before={open.before}
        otherLastReadId={chat.otherLastReadId}
        loadOlder={chat.loadOlder}
        onRetry={retry}
      />
      <div className="flex flex-col gap-2 border-t border-slate-200 bg-white p-3">
        <OfferBar conversation={conversation} />
        <RateMember conversationId={conversation.id} name={name} rating={open.rating} />
        <QuickReplies conversation={conversation} />
        <MessageComposer
          conversationId={conversation.id}
          clientId={clientId}
          onSend={send}
          onTyping={onTyping}
          refused={refused}
          otherName={name}
          beside={<PhotoButton conversation={conversation} />}
        />
      </div>
    </>
  );
}

function ProductStrip({ conversation }: { conversation: ConversationDetail }) {
  const { listing } = conversation;
  if (!listing) {
    return (
      <p className="truncate border-b border-slate-200 bg-white px-4 py-2 text-sm font-medium">
        {conversation.subject}
      </p>
    );
  }
  return (
    <div className="flex items-center gap-3 border-b border-slate-200 bg-white px-4 py-2">
      {listing.photoUrl ? (
        <img src={listing.photoUrl} alt="" className="size-12 shrink-0 rounded-md object-cover" />
      ) : (
        <span className="flex size-12 shrink-0 items-center justify-center rounded-md bg-surface">
          <Icon name="image-off" className="size-5 text-slate-600" />
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold">{listing.title}</p>
        <Price price={listing.price} priceText={listing.priceText} className="text-sm text-slate-700" />
      </div>
      <Link
        to={`/product/${listing.id}`}
        className="shrink-0 rounded-md border border-brand px-3 py-1.5 text-sm font-semibold hover:bg-surface"
      >
        {m.chat_pane_view_ad()}
      </Link>
    </div>
  );
}

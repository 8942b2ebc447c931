import type { ConversationDetail } from "~/domain/chat/chat-views";
import { localizeText } from "~/i18n/domain-text";
import { m } from "~/i18n/paraglide/messages";
import { messageTime } from "./chat-time";
import type { ChatMessage } from "./merge-messages";
import { MessageWarnings } from "./message-warnings";
import { OfferMessage } from "./offer-message";
import { ChatPhoto } from "./photo-button";
import { systemText } from "./system-text";

/** Why a send failed, as the page's scripts (app/hooks/use-chat-send.ts) or the server put it, in the page's language. */
function failedText(error: string | undefined): string {
  if (!error) return m.chat_bubble_not_sent();
  if (error === "You seem to be offline. Tap to try again.") return m.chat_bubble_offline();
  if (error === "Your message could not be sent.") return m.chat_bubble_could_not_send();
  return localizeText(error);
}

/**
 * One message: mine on the right, labelled "Me"; the other's on the left with their name. Text is plain text
 * (links stay text). Under my newest message, "Seen" once the other side has read it.
 */
export function MessageBubble({
  message,
  mine,
  seen,
  conversation,
  onRetry,
}: {
  message: ChatMessage;
  mine: boolean;
  seen: boolean;
  conversation: ConversationDetail;
  onRetry: (message: ChatMessage) => void;
}) {
  const who = mine ? m.chat_bubble_me() : conversation.other.name || m.chat_user_fallback();
  return (
    <li className={`flex flex-col gap-1 ${mine ? "items-end" : "items-start"}`}>
      <div
        className={`max-w-[85%] rounded-2xl px-3 py-2 shadow-sm sm:max-w-[70%] ${
          mine ? "rounded-br-sm bg-brand text-white" : "rounded-bl-sm bg-white text-brand"
        } ${message.pending === "sending" ? "opacity-80" : ""}`}
      >
        <p className="text-xs font-semibold">{who}</p>
        <MessageContent message={message} conversation={conversation} />
        <p className="mt-0.5 text-right text-[0.7rem]">
          <time dateTime={message.createdAt}>{messageTime(message.createdAt)}</time>
          {message.pending === "sending" ? ` · ${m.chat_bubble_sending()}` : null}
        </p>
      </div>
      {message.warnings.length > 0 ? (
        <div className="max-w-[85%] sm:max-w-[70%]">
          <MessageWarnings
            warnings={message.warnings}
            mine={mine}
            name={conversation.other.name || m.chat_user_fallback()}
          />
        </div>
      ) : null}
      {message.pending === "failed" ? (
        <p className="text-xs text-red-700">
          {failedText(message.error)}{" "}
          <button type="button" onClick={() => onRetry(message)} className="font-semibold underline">
            {m.chat_bubble_retry()}
          </button>
        </p>
      ) : null}
      {seen ? <p className="text-xs text-slate-600">{m.chat_bubble_seen()}</p> : null}
    </li>
  );
}

function MessageContent({
  message,
  conversation,
}: {
  message: ChatMessage;
  conversation: ConversationDetail;
}) {
  if (message.kind === "offer") return <OfferMessage message={message} conversation={conversation} />;
  if (message.kind === "photo" && message.photo) return <ChatPhoto message={message} />;
  return <p className="break-words whitespace-pre-wrap">{systemText(message.kind, message.body)}</p>;
}

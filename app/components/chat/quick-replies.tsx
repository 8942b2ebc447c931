import { QUICK_REPLIES } from "~/domain/chat/chat-limits";
import type { ConversationDetail } from "~/domain/chat/chat-views";
import { m } from "~/i18n/paraglide/messages";
import { ChatActionForm, pendingValue, useChatFetcher } from "./chat-action-form";

/** Each reply's label in the page's language; the button still sends the English text the server checks. */
const LABELS: Record<(typeof QUICK_REPLIES)[number], () => string> = {
  "Is it still available?": m.chat_quick_available,
  "What is the lowest price?": m.chat_quick_lowest_price,
  "Where can I see it?": m.chat_quick_where,
};

type QuickReplyConversation = Pick<
  ConversationDetail,
  "id" | "kind" | "role" | "other" | "lastMessage" | "messageCount" | "blockedByMe"
>;

/**
 * A buyer's early questions about an ad, shown until the seller has answered (and at most a few of them):
 * each is a submit button of one form, so one tap sends it, with or without JavaScript.
 */
export function shouldShowQuickReplies(conversation: QuickReplyConversation): boolean {
  return (
    conversation.kind === "listing" &&
    conversation.role === "buyer" &&
    !conversation.blockedByMe &&
    conversation.messageCount <= QUICK_REPLIES.length &&
    conversation.lastMessage?.senderId !== conversation.other.id
  );
}

export function QuickReplies({ conversation }: { conversation: QuickReplyConversation }) {
  const fetcher = useChatFetcher();
  if (!shouldShowQuickReplies(conversation)) return null;
  const sending = pendingValue(fetcher, "body");
  return (
    <ChatActionForm
      fetcher={fetcher}
      conversationId={conversation.id}
      intent="quick"
      aria-label={m.chat_quick_label()}
      className="flex flex-wrap gap-2"
    >
      {QUICK_REPLIES.map((reply) => (
        <button
          key={reply}
          type="submit"
          name="body"
          value={reply}
          disabled={sending !== null}
          aria-busy={sending === reply || undefined}
          className="min-h-11 rounded-full border border-brand/40 bg-white px-3 py-1.5 text-sm font-medium text-brand hover:bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60"
        >
          {LABELS[reply]()}
        </button>
      ))}
    </ChatActionForm>
  );
}

import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { useHydrated } from "~/app/hooks/use-hydrated";
import type { ConversationDetail } from "~/domain/chat/chat-views";
import { m } from "~/i18n/paraglide/messages";
import { type ChatMessage, messageKey, oldestStoredId } from "./merge-messages";
import { MessageBubble } from "./message-bubble";
import { SafetyTips } from "./safety-tips";

/** Close enough to the bottom that a new message scrolls into view. */
const NEAR_BOTTOM_PX = 120;

/**
 * The conversation's messages, oldest first, kept scrolled to the newest. Scrolling to the top loads the page
 * before (and keeps what was on screen in place); "Load older messages" is a link that does the same without
 * JavaScript.
 */
export function MessageList({
  conversation,
  messages,
  me,
  hasOlder,
  before,
  otherLastReadId,
  loadOlder,
  onRetry,
}: {
  conversation: ConversationDetail;
  messages: ChatMessage[];
  me: string;
  hasOlder: boolean;
  before: number | null;
  otherLastReadId: number;
  loadOlder: () => Promise<void>;
  onRetry: (message: ChatMessage) => void;
}) {
  const hydrated = useHydrated();
  const scroller = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);
  const firstKey = useRef<string | undefined>(undefined);
  const height = useRef(0);
  const [loading, setLoading] = useState(false);

  const older = useCallback(async () => {
    if (loading) return;
    setLoading(true);
    try {
      await loadOlder();
    } finally {
      setLoading(false);
    }
  }, [loading, loadOlder]);

  // Keep the newest in view as messages come, and what was read in place when older ones are put above.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const first = messages[0] ? messageKey(messages[0]) : undefined;
    const last = messages.at(-1);
    if (firstKey.current !== undefined && first !== firstKey.current && height.current > 0) {
      el.scrollTop += el.scrollHeight - height.current;
    } else if (nearBottom.current || (last && last.senderId === me && last.pending)) {
      el.scrollTop = el.scrollHeight;
    }
    firstKey.current = first;
    height.current = el.scrollHeight;
  }, [messages, me]);

  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasOlder || !hydrated) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !nearBottom.current) void older();
      },
      { root: scroller.current, rootMargin: "200px 0px 0px 0px" },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasOlder, hydrated, older]);

  let lastMine = -1;
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i];
    if (message && message.senderId === me) {
      lastMine = i;
      break;
    }
  }
  const oldest = oldestStoredId(messages);
  const here = `/messages/${conversation.id}`;

  return (
    // A log: a screen reader hears new messages; focusable, so the keyboard can scroll it.
    <div
      ref={scroller}
      role="log"
      aria-label={m.chat_thread_label()}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      onScroll={(event) => {
        const el = event.currentTarget;
        nearBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
      }}
      className="min-h-0 flex-1 overflow-y-auto bg-surface px-3 py-4"
    >
      <div ref={sentinel} />
      {hasOlder && oldest !== undefined ? (
        <p className="mb-3 text-center">
          <Link
            to={`${here}?before=${oldest}`}
            onClick={(event) => {
              if (!hydrated) return;
              event.preventDefault();
              void older();
            }}
            className="text-sm font-semibold underline"
          >
            {loading ? m.chat_thread_loading() : m.chat_thread_load_older()}
          </Link>
        </p>
      ) : null}
      {conversation.showSafetyTips && !hasOlder ? (
        <div className="mb-4">
          <SafetyTips />
        </div>
      ) : null}
      {messages.length === 0 ? (
        <p className="text-center text-sm text-slate-700">{m.chat_thread_empty()}</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {messages.map((message, index) => {
            const mine = message.senderId === me;
            const seen = index === lastMine && !message.pending && message.id <= otherLastReadId;
            return (
              <MessageBubble
                key={messageKey(message)}
                message={message}
                mine={mine}
                seen={seen}
                conversation={conversation}
                onRetry={onRetry}
              />
            );
          })}
        </ol>
      )}
      {before !== null ? (
        <p className="mt-3 text-center">
          <Link to={`${here}#latest`} className="text-sm font-semibold underline">
            {m.chat_thread_show_newest()}
          </Link>
        </p>
      ) : null}
      <div id="latest" />
    </div>
  );
}

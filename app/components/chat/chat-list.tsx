import { useEffect, useRef, useState } from "react";
import { Form, Link, useSubmit } from "react-router";
import { Icon } from "~/app/components/ui/icon";
import { useHydrated } from "~/app/hooks/use-hydrated";
import type { ConversationSummary } from "~/domain/chat/chat-views";
import { m } from "~/i18n/paraglide/messages";
import { ChatAvatar } from "./chat-avatar";
import { listTime } from "./chat-time";
import { systemText } from "./system-text";

const SEARCH_DELAY_MS = 300;

function matches(conversation: ConversationSummary, filter: string): boolean {
  const words = filter.trim().toLowerCase();
  if (!words) return true;
  return [
    conversation.other.name,
    conversation.listing?.title,
    conversation.subject,
    conversation.lastMessage?.body,
  ]
    .filter(Boolean)
    .some((text) => text?.toLowerCase().includes(words));
}

export function chatPath(id: number, q: string): string {
  return `/messages/${id}${q ? `?q=${encodeURIComponent(q)}` : ""}`;
}

/**
 * The chats, newest first, with a search box: a GET form the server answers (name, ad, subject and any message's
 * text); once hydrated the list filters as one types, and the server's answer follows a moment later.
 */
export function ChatList({
  conversations,
  q,
  me,
  selectedId,
}: {
  conversations: ConversationSummary[];
  q: string;
  me: string;
  selectedId: number | null;
}) {
  const hydrated = useHydrated();
  const submit = useSubmit();
  const [filter, setFilter] = useState(q);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // Until the server has answered what is typed, the list it gave is filtered here.
  const shown =
    hydrated && filter.trim() !== q ? conversations.filter((c) => matches(c, filter)) : conversations;

  return (
    <nav aria-label={m.chat_list_label()} className="flex min-h-0 flex-1 flex-col">
      <Form method="get" role="search" className="border-b border-slate-200 p-3">
        <label htmlFor="chat-search" className="sr-only">
          {m.chat_list_search_label()}
        </label>
        <div className="relative">
          <Icon
            name="search"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-600"
          />
          <input
            id="chat-search"
            type="search"
            name="q"
            defaultValue={q}
            placeholder={m.chat_list_search_placeholder()}
            autoComplete="off"
            onChange={(event) => {
              const form = event.currentTarget.form;
              setFilter(event.currentTarget.value);
              clearTimeout(timer.current);
              timer.current = setTimeout(
                () => submit(form, { replace: true, preventScrollReset: true }),
                SEARCH_DELAY_MS,
              );
            }}
            className="w-full rounded-full border border-slate-300 bg-white py-2 pr-3 pl-9 text-sm outline-none focus:border-brand focus:ring-2 focus:ring-brand/30"
          />
        </div>
        <button type="submit" className="sr-only">
          {m.chat_list_search_button()}
        </button>
      </Form>
      {shown.length === 0 ? (
        <p className="p-4 text-sm text-slate-700">
          {q || filter ? m.chat_list_no_match() : m.chat_list_empty()}
        </p>
      ) : (
        <ul className="min-h-0 flex-1 overflow-y-auto">
          {shown.map((conversation) => (
            <ChatListItem
              key={conversation.id}
              conversation={conversation}
              me={me}
              q={q}
              selected={conversation.id === selectedId}
            />
          ))}
        </ul>
      )}
    </nav>
  );
}

function ChatListItem({
  conversation,
  me,
  q,
  selected,
}: {
  conversation: ConversationSummary;
  me: string;
  q: string;
  selected: boolean;
}) {
  const last = conversation.lastMessage;
  const lastBody = last
    ? last.kind === "photo" && !last.body
      ? m.chat_list_photo()
      : systemText(last.kind, last.body)
    : "";
  const lastText = last && last.senderId === me ? m.chat_list_last_mine({ text: lastBody }) : lastBody;
  return (
    <li className="border-b border-slate-100">
      <Link
        to={chatPath(conversation.id, q)}
        aria-current={selected ? "page" : undefined}
        className={`flex gap-3 p-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand ${selected ? "bg-brand-light/15" : ""}`}
      >
        <ChatAvatar member={conversation.other} />
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="flex items-baseline justify-between gap-2">
            <span className="truncate font-semibold">
              {conversation.other.name || m.chat_user_fallback()}
            </span>
            <time dateTime={conversation.lastMessageAt} className="shrink-0 text-xs text-slate-600">
              {listTime(conversation.lastMessageAt)}
            </time>
          </span>
          <span className="truncate text-sm text-slate-700">
            {conversation.listing?.title ?? conversation.subject}
          </span>
          <span className="flex items-center justify-between gap-2">
            <span
              className={`truncate text-sm ${conversation.unread > 0 ? "font-semibold" : "text-slate-600"}`}
            >
              {lastText}
            </span>
            {conversation.unread > 0 ? (
              <span className="min-w-5 shrink-0 rounded-full bg-red-700 px-1.5 text-center text-xs font-bold text-white">
                {conversation.unread}
                <span className="sr-only"> {m.chat_list_unread()}</span>
              </span>
            ) : null}
          </span>
        </span>
      </Link>
    </li>
  );
}

import { Link, useRouteLoaderData } from "react-router";
import { BOTTOM_BAR_ROOM, BottomBar } from "~/app/components/layout/bottom-bar";
import { useUnreadCounts } from "~/app/components/notifications/use-unread-counts";
import { useChatList } from "~/app/hooks/use-chat-list";
import { useChatOnScreen } from "~/app/hooks/use-chat-on-screen";
import { useChatRealtime } from "~/app/hooks/use-chat-realtime";
import type { loader as rootLoader } from "~/app/root";
import { m } from "~/i18n/paraglide/messages";
import { ChatList } from "./chat-list";
import { ConversationPane } from "./conversation-pane";
import type { InboxData } from "./inbox-types";
import type { ComposerRefusal } from "./message-composer";

/**
 * The inbox (spec: Messages inbox, no shared layout): the chats on the left, the open conversation on the right.
 * On a phone they are two screens — /messages is the list, /messages/:id the conversation with a way back. The
 * list has the phone's bottom bar; the conversation does not (its composer sits at the bottom).
 */
export function InboxPage({
  data,
  refused,
}: {
  data: InboxData;
  /** A message the server refused to send without JavaScript: shown again in the box with the reason. */
  refused?: ComposerRefusal;
}) {
  const { client, status } = useChatRealtime();
  const onScreen = useChatOnScreen(data.chosen);
  const openId = data.open?.conversation.id ?? null;
  const { list, markRead } = useChatList({
    conversations: data.conversations,
    me: data.me.id,
    client,
    onScreenId: onScreen ? openId : null,
  });
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const counts = useUnreadCounts(root?.counts ?? null);

  return (
    <div className={`flex h-dvh flex-col ${data.chosen ? "" : BOTTOM_BAR_ROOM}`}>
      <header className="flex items-center gap-4 bg-brand px-4 py-3 text-white">
        <Link to="/" className="text-xl font-extrabold tracking-tight">
          Mandi
        </Link>
        <h1 className="text-lg font-semibold">{m.chat_inbox_title()}</h1>
        {client && status !== "open" ? (
          <p role="status" className="ml-auto text-xs">
            {status === "connecting" ? m.chat_inbox_connecting() : m.chat_inbox_offline()}
          </p>
        ) : null}
      </header>
      <main className="mx-auto flex min-h-0 w-full max-w-6xl flex-1 bg-white md:my-4 md:rounded-lg md:border md:border-slate-200 md:shadow-sm">
        <aside
          className={`${data.chosen ? "hidden md:flex" : "flex"} w-full flex-col md:w-80 md:border-r md:border-slate-200 lg:w-96`}
        >
          <ChatList conversations={list} q={data.q} me={data.me.id} selectedId={openId} />
        </aside>
        <section
          aria-label={m.chat_inbox_conversation_label()}
          className={`${data.chosen ? "flex" : "hidden md:flex"} min-w-0 flex-1 flex-col`}
        >
          {data.open ? (
            <ConversationPane
              key={data.open.conversation.id}
              open={data.open}
              me={data.me.id}
              q={data.q}
              clientId={data.clientId}
              client={client}
              status={status}
              visible={onScreen}
              onRead={markRead}
              refused={refused}
            />
          ) : (
            <div className="flex flex-1 items-center justify-center bg-surface p-6">
              <p className="text-lg font-semibold text-slate-700">{m.chat_inbox_select()}</p>
            </div>
          )}
        </section>
      </main>
      {data.chosen ? null : <BottomBar words={root?.bottomBar} unreadMessages={counts?.messages} />}
    </div>
  );
}

import { useCallback, useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import type { RealtimeClient } from "~/app/lib/realtime-client";
import type { ConversationSummary, MessageView } from "~/domain/chat/chat-views";

/**
 * The chat list, kept live: a new message moves its chat to the top with the new last message and, unless that
 * chat is on screen, one more unread; reading a chat (here or on another screen) clears its count. A chat the list
 * does not have yet, a changed conversation (an offer answered, the ad sold) or a reconnect after a drop reads the
 * page's data again from the server.
 */
export function useChatList({
  conversations,
  me,
  client,
  onScreenId,
}: {
  conversations: ConversationSummary[];
  me: string;
  client: RealtimeClient | null;
  /** The chat the reader is looking at (its messages are read as they come). */
  onScreenId: number | null;
}) {
  const [list, setList] = useState(conversations);
  useEffect(() => setList(conversations), [conversations]);
  const onScreen = useRef(onScreenId);
  onScreen.current = onScreenId;
  const listRef = useRef(list);
  listRef.current = list;
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;

  const markRead = useCallback((conversationId: number) => {
    setList((current) => current.map((c) => (c.id === conversationId ? { ...c, unread: 0 } : c)));
  }, []);

  useEffect(() => {
    if (!client) return;
    let opens = client.status === "open" ? 1 : 0;
    const unsubscribe = client.subscribe((event) => {
      if (event.t === "message") {
        const message = event.message as MessageView | undefined;
        if (!message) return;
        if (!listRef.current.some((c) => c.id === message.conversationId)) {
          void revalidate.current();
          return;
        }
        setList((current) => {
          const found = current.find((c) => c.id === message.conversationId);
          if (!found) return current;
          if (found.lastMessage && found.lastMessage.id >= message.id) return current;
          const counts = message.senderId !== me && onScreen.current !== message.conversationId;
          const updated: ConversationSummary = {
            ...found,
            lastMessage: {
              id: message.id,
              senderId: message.senderId,
              kind: message.kind,
              body: message.body,
              createdAt: message.createdAt,
            },
            lastMessageAt: message.createdAt,
            unread: found.unread + (counts ? 1 : 0),
          };
          return [updated, ...current.filter((c) => c.id !== message.conversationId)];
        });
      } else if (event.t === "read" && event.readerId === me) {
        markRead(Number(event.conversationId));
      } else if (event.t === "resync" || event.t === "conversation") {
        void revalidate.current();
      }
    });
    const stopReconnect = client.onReconnect(() => {
      opens += 1;
      if (opens > 1) void revalidate.current();
    });
    return () => {
      unsubscribe();
      stopReconnect();
    };
  }, [client, me, markRead]);

  return { list, markRead };
}

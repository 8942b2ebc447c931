import { type Dispatch, type SetStateAction, useCallback, useEffect, useRef, useState } from "react";
import type { OpenChat } from "~/app/components/chat/inbox-types";
import {
  type ChatMessage,
  mergeMessages,
  newestStoredId,
  oldestStoredId,
} from "~/app/components/chat/merge-messages";
import type { RealtimeClient, RealtimeStatus } from "~/app/lib/realtime-client";
import type { MessageView } from "~/domain/chat/chat-views";

/** How long "typing…" stays after the last typing event. */
const TYPING_SHOWN_MS = 4_000;
const CATCH_UP_PAGE = 200;

type MessagesPage = { messages: MessageView[]; hasOlder: boolean };

async function fetchMessages(conversationId: number, query: string): Promise<MessagesPage | null> {
  const res = await fetch(`/api/v1/conversations/${conversationId}/messages${query}`, {
    headers: { accept: "application/json" },
  });
  return res.ok ? ((await res.json()) as MessagesPage) : null;
}

/**
 * The open conversation's messages, kept live: new ones arrive over the socket, and on every (re)connect
 * everything after the newest one on screen is fetched, so a dropped connection loses nothing and shows nothing
 * twice. Also "Seen" (the other side's read mark), "typing…", older pages, and — while `visible` — telling the
 * server this chat is on screen (`viewing`: no notification for it) and read.
 */
export function useChatConversation({
  open,
  me,
  client,
  status,
  visible,
  onRead,
}: {
  open: OpenChat;
  me: string;
  client: RealtimeClient | null;
  status: RealtimeStatus;
  visible: boolean;
  onRead: (conversationId: number) => void;
}) {
  const conversationId = open.conversation.id;
  const [messages, setMessages] = useState<ChatMessage[]>(open.messages);
  const [hasOlder, setHasOlder] = useState(open.hasOlder);
  const [otherLastReadId, setOtherLastReadId] = useState(open.conversation.otherLastReadId);
  const [typing, setTyping] = useState(false);
  const messagesRef = useRef(messages);
  messagesRef.current = messages;

  // The loader ran again (after an action, a reconnect): what it read joins what is on screen.
  useEffect(() => setMessages((current) => mergeMessages(current, open.messages)), [open.messages]);
  useEffect(
    () => setOtherLastReadId((seen) => Math.max(seen, open.conversation.otherLastReadId)),
    [open.conversation.otherLastReadId],
  );

  const add = useCallback((incoming: MessageView[]) => {
    setMessages((current) => mergeMessages(current, incoming));
  }, []);

  const catchUp = useCallback(async () => {
    for (let round = 0; round < 20; round++) {
      const after = newestStoredId(messagesRef.current);
      // Over the socket that just opened (no second request, no second sign-in check); over HTTP when it cannot.
      const answer =
        client?.status === "open"
          ? await client.request({ t: "catchup", c: conversationId, ...(after > 0 ? { after } : {}) })
          : null;
      const page =
        answer?.t === "messages"
          ? (answer as unknown as MessagesPage)
          : await fetchMessages(conversationId, after > 0 ? `?after=${after}` : "");
      if (!page) return;
      add(page.messages);
      messagesRef.current = mergeMessages(messagesRef.current, page.messages);
      if (after === 0 || page.messages.length < CATCH_UP_PAGE) return;
    }
  }, [client, conversationId, add]);

  useEffect(() => {
    if (!client) return;
    let typingTimer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = client.subscribe((event) => {
      if (event.t === "message" || event.t === "ack") {
        const message = event.message as MessageView | undefined;
        if (!message || message.conversationId !== conversationId) return;
        add([message]);
        if (message.senderId !== me) {
          clearTimeout(typingTimer);
          setTyping(false);
        }
      } else if (event.t === "read" && event.conversationId === conversationId && event.readerId !== me) {
        setOtherLastReadId((seen) => Math.max(seen, Number(event.lastReadId) || 0));
      } else if (event.t === "typing" && event.conversationId === conversationId && event.userId !== me) {
        setTyping(true);
        clearTimeout(typingTimer);
        typingTimer = setTimeout(() => setTyping(false), TYPING_SHOWN_MS);
      } else if (event.t === "resync") {
        void catchUp();
      }
    });
    const stopReconnect = client.onReconnect(() => void catchUp());
    if (client.status === "open") void catchUp();
    return () => {
      clearTimeout(typingTimer);
      unsubscribe();
      stopReconnect();
    };
  }, [client, conversationId, me, add, catchUp]);

  // On screen: tell the server (no notification for this chat), again after every reconnect.
  useEffect(() => {
    if (!client || !visible) return;
    const say = () => client.send({ t: "viewing", c: conversationId });
    say();
    const stop = client.onReconnect(say);
    return () => {
      stop();
      client.send({ t: "viewing", c: null });
    };
  }, [client, visible, conversationId]);

  // On screen: what the other side wrote is read.
  const newestFromOther = newestFromOtherId(messages, me);
  const readUpTo = useRef(0);
  useEffect(() => {
    if (!client || !visible || newestFromOther <= readUpTo.current || status !== "open") return;
    if (client.send({ t: "read", c: conversationId, upTo: newestFromOther })) {
      readUpTo.current = newestFromOther;
      onRead(conversationId);
    }
  }, [client, status, visible, newestFromOther, conversationId, onRead]);

  const loadOlder = useCallback(async () => {
    const before = oldestStoredId(messagesRef.current);
    if (before === undefined) return;
    const page = await fetchMessages(conversationId, `?before=${before}`);
    if (!page) return;
    add(page.messages);
    setHasOlder(page.hasOlder);
  }, [conversationId, add]);

  return { messages, setMessages, hasOlder, loadOlder, otherLastReadId, typing };
}

export type SetChatMessages = Dispatch<SetStateAction<ChatMessage[]>>;

function newestFromOtherId(messages: readonly ChatMessage[], me: string): number {
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i];
    if (message && !message.pending && message.senderId !== me) return message.id;
  }
  return 0;
}

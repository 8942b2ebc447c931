import { useCallback, useEffect, useRef } from "react";
import { afterRefusal } from "~/app/components/chat/busy-retry";
import { type ChatMessage, mergeMessages, newClientId } from "~/app/components/chat/merge-messages";
import type { RealtimeClient, RealtimeStatus } from "~/app/lib/realtime-client";
import type { SendActionData } from "~/app/routes/messages-send";
import { MESSAGE_MAX_LENGTH } from "~/domain/chat/chat-limits";
import type { MessageView } from "~/domain/chat/chat-views";
import { scamWarnings } from "~/domain/shared/scam-rules";
import type { SetChatMessages } from "./use-chat-conversation";

/** An unanswered send over the socket is posted instead after this long (the same client id stores it once). */
const ACK_WITHIN_MS = 6_000;

/**
 * Sending from the open conversation: the bubble shows at once (optimistic), goes over the WebSocket `send`
 * frame with a client id, and is replaced by the stored message when the ack (or the live event) comes back.
 * With the socket down, unanswered, or closing mid-send, the same message is posted to the send route.
 */
export function useChatSend({
  conversationId,
  me,
  client,
  status,
  setMessages,
}: {
  conversationId: number;
  me: string;
  client: RealtimeClient | null;
  status: RealtimeStatus;
  setMessages: SetChatMessages;
}) {
  const waiting = useRef(
    new Map<
      string,
      { body: string; timer?: ReturnType<typeof setTimeout>; posting?: boolean; busyTries?: number }
    >(),
  );

  const settle = useCallback(
    (clientId: string, result: { message: MessageView } | { error: string }) => {
      const entry = waiting.current.get(clientId);
      if (entry) clearTimeout(entry.timer);
      waiting.current.delete(clientId);
      setMessages((current) =>
        "message" in result
          ? mergeMessages(current, [result.message])
          : current.map((m) =>
              m.pending && m.clientId === clientId ? { ...m, pending: "failed", error: result.error } : m,
            ),
      );
    },
    [setMessages],
  );

  const post = useCallback(
    async (clientId: string, body: string) => {
      const entry = waiting.current.get(clientId) ?? { body };
      if (entry.posting) return;
      clearTimeout(entry.timer);
      waiting.current.set(clientId, { body, posting: true });
      const form = new FormData();
      form.set("body", body);
      form.set("clientId", clientId);
      form.set("enhanced", "1");
      try {
        const res = await fetch(`/messages/${conversationId}/send`, { method: "POST", body: form });
        const answer = (await res.json()) as SendActionData;
        settle(clientId, answer.ok ? { message: answer.message } : { error: answer.error });
      } catch {
        settle(clientId, { error: "You seem to be offline. Tap to try again." });
      }
    },
    [conversationId, settle],
  );

  const deliver = useCallback(
    (clientId: string, body: string, busyTries = 0) => {
      const sentLive = client?.send({ t: "send", c: conversationId, id: clientId, body }) ?? false;
      if (!sentLive) {
        void post(clientId, body);
        return;
      }
      const timer = setTimeout(() => void post(clientId, body), ACK_WITHIN_MS);
      waiting.current.set(clientId, { body, timer, busyTries });
    },
    [client, conversationId, post],
  );

  useEffect(() => {
    if (!client) return;
    return client.subscribe((event) => {
      if (event.t === "ack" && typeof event.id === "string" && event.message)
        settle(event.id, { message: event.message as MessageView });
      else if (event.t === "nack" && typeof event.id === "string" && waiting.current.has(event.id)) {
        const clientId = event.id;
        const entry = waiting.current.get(clientId);
        const next = afterRefusal(event as Parameters<typeof afterRefusal>[0], entry?.busyTries ?? 0);
        if (entry && next.action === "retry") {
          // The server is busy storing others: the bubble stays "sending" and goes again when it said.
          clearTimeout(entry.timer);
          entry.timer = setTimeout(
            () => deliver(clientId, entry.body, (entry.busyTries ?? 0) + 1),
            next.inMs,
          );
        } else {
          const error = (event.error as { message?: string } | undefined)?.message;
          settle(clientId, { error: error ?? "Your message could not be sent." });
        }
      } else if (event.t === "message") {
        const message = event.message as MessageView | undefined;
        if (message?.senderId === me && waiting.current.has(message.clientId))
          settle(message.clientId, { message });
      }
    });
  }, [client, me, settle, deliver]);

  // The socket closed with sends unanswered: post them now rather than wait.
  useEffect(() => {
    if (status === "open") return;
    for (const [clientId, entry] of waiting.current) void post(clientId, entry.body);
  }, [status, post]);

  const send = useCallback(
    (body: string) => {
      const clientId = newClientId();
      const optimistic: ChatMessage = {
        id: -Date.now(),
        conversationId,
        clientId,
        senderId: me,
        kind: "text",
        body,
        photo: null,
        offer: null,
        // At most what a message may hold: a longer one is refused by the server anyway.
        warnings: scamWarnings(body.slice(0, MESSAGE_MAX_LENGTH)),
        createdAt: new Date().toISOString(),
        pending: "sending",
      };
      setMessages((current) => [...current, optimistic]);
      deliver(clientId, body);
    },
    [conversationId, me, setMessages, deliver],
  );

  const retry = useCallback(
    (message: ChatMessage) => {
      setMessages((current) =>
        current.map((m) => (m.clientId === message.clientId && m.pending ? { ...m, pending: "sending" } : m)),
      );
      deliver(message.clientId, message.body);
    },
    [setMessages, deliver],
  );

  return { send, retry };
}

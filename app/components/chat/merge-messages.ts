import type { MessageView } from "~/domain/chat/chat-views";

/** A message on screen: stored (a server id), or one of mine still on its way ("sending") or refused ("failed"). */
export type ChatMessage = MessageView & { pending?: "sending" | "failed"; error?: string };

/** The sender's client id is unique per sender: the key a bubble keeps from optimistic to stored. */
export function messageKey(message: Pick<MessageView, "senderId" | "clientId">): string {
  return `${message.senderId}:${message.clientId}`;
}

/**
 * Adds stored messages to what is on screen: each shown once (by server id), in id order, and a pending one of
 * mine is replaced by its stored copy (by client id), whichever way it came back — ack, live event or catch-up.
 */
export function mergeMessages(
  current: readonly ChatMessage[],
  incoming: readonly MessageView[],
): ChatMessage[] {
  if (incoming.length === 0) return current as ChatMessage[];
  const stored = new Map<number, ChatMessage>();
  const pending: ChatMessage[] = [];
  for (const message of current) {
    if (message.pending) pending.push(message);
    else stored.set(message.id, message);
  }
  for (const message of incoming) stored.set(message.id, message);
  const storedKeys = new Set([...stored.values()].map(messageKey));
  return [
    ...[...stored.values()].sort((a, b) => a.id - b.id),
    ...pending.filter((message) => !storedKeys.has(messageKey(message))),
  ];
}

export function newestStoredId(messages: readonly ChatMessage[]): number {
  let newest = 0;
  for (const message of messages) if (!message.pending && message.id > newest) newest = message.id;
  return newest;
}

export function oldestStoredId(messages: readonly ChatMessage[]): number | undefined {
  return messages.find((message) => !message.pending)?.id;
}

/** A client id for a new message (crypto.randomUUID needs a secure context; this does not). */
export function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

import { describe, expect, it } from "vitest";
import type { MessageView } from "~/domain/chat/chat-views";
import {
  type ChatMessage,
  mergeMessages,
  newClientId,
  newestStoredId,
  oldestStoredId,
} from "./merge-messages";

const message = (id: number, clientId: string, senderId = "me"): MessageView => ({
  id,
  conversationId: 1,
  clientId,
  senderId,
  kind: "text",
  body: `message ${id}`,
  photo: null,
  offer: null,
  warnings: [],
  createdAt: "2026-11-25T10:00:00.000Z",
});

describe("mergeMessages", () => {
  it("shows each stored message once, in id order, whichever way it arrives", () => {
    const once = mergeMessages([message(2, "b"), message(3, "c")], [message(1, "a"), message(3, "c")]);
    expect(once.map((m) => m.id)).toEqual([1, 2, 3]);
  });

  it("replaces my pending message by its stored copy (by client id), keeping other pending ones last", () => {
    const pending: ChatMessage[] = [
      { ...message(-1, "mine-1"), pending: "sending" },
      { ...message(-2, "mine-2"), pending: "sending" },
    ];
    const merged = mergeMessages([message(5, "x", "other"), ...pending], [message(6, "mine-1")]);
    expect(merged.map((m) => [m.id, m.clientId, m.pending])).toEqual([
      [5, "x", undefined],
      [6, "mine-1", undefined],
      [-2, "mine-2", "sending"],
    ]);
    expect(newestStoredId(merged)).toBe(6);
    expect(oldestStoredId(merged)).toBe(5);
  });

  it("does not take another member's message with the same client id for mine", () => {
    const merged = mergeMessages(
      [{ ...message(-1, "same"), pending: "sending" }],
      [message(9, "same", "other")],
    );
    expect(merged).toHaveLength(2);
  });

  it("makes client ids the server accepts", () => {
    expect(newClientId()).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newClientId()).not.toBe(newClientId());
  });
});

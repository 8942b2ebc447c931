import { describe, expect, it, vi } from "vitest";
import type { WebSocket } from "ws";
import { ServerFrameSchema } from "~/domain/shared/realtime-frames";
import type { Services } from "~/domain/shared/services";
import { type FrameGuard, handleClientMessage } from "./client-messages";
import { createMemberBudgets, MEMBER_BUDGETS } from "./member-budgets";
import type { ClientSocket } from "./socket-hub";

/**
 * Issue 25 §3 at the frame: every answer goes through the one bounded write, and the frames that cost a query or
 * a fan-out spend the member's budget first. No database here: a frame that got as far as a use-case would throw.
 */

const CAP = 1_000;
const noServices = {} as Services;

function fakeClient(state: { buffered?: number } = {}) {
  const ws = {
    OPEN: 1,
    readyState: 1,
    bufferedAmount: state.buffered ?? 0,
    send: vi.fn(),
    close: vi.fn(function (this: { readyState: number }) {
      this.readyState = 2;
    }),
    terminate: vi.fn(),
  };
  const client: ClientSocket = {
    id: "socket-1",
    userId: "asha",
    sessionToken: "token",
    confirmedAt: Date.now(),
    ws: ws as unknown as WebSocket,
    viewing: null,
  };
  return { client, ws };
}

function guard(budgets = MEMBER_BUDGETS): FrameGuard {
  return {
    sessions: { confirm: () => true },
    budgets: createMemberBudgets({ budgets }),
    maxBufferedBytes: CAP,
  };
}

describe("answers on a socket", () => {
  it("go out while the socket keeps up", async () => {
    const { client, ws } = fakeClient();
    await handleClientMessage(noServices, client, '{"t":"ping"}', guard());
    expect(ws.send).toHaveBeenCalledWith('{"t":"pong"}');
  });

  it("are not written to a socket with more than the cap unsent: it is closed with 1013 instead", async () => {
    const { client, ws } = fakeClient({ buffered: CAP + 1 });
    await handleClientMessage(noServices, client, '{"t":"ping"}', guard());
    await handleClientMessage(noServices, client, "not json", guard());
    expect(ws.send).not.toHaveBeenCalled();
    expect(ws.close).toHaveBeenCalledWith(1013, "Too slow to keep up");
  });
});

describe("a frame the protocol does not know", () => {
  const answers = async (text: string) => {
    const { client, ws } = fakeClient();
    await handleClientMessage(noServices, client, text, guard());
    // Every answer is a frame of the protocol.
    return ws.send.mock.calls.map(([frame]) => ServerFrameSchema.parse(JSON.parse(String(frame))));
  };

  it("is answered 'Send JSON objects.' when it is no JSON object", async () => {
    for (const text of ["not json", "[1,2]", "null", '"ping"', '{"t":"ping"'])
      expect(await answers(text)).toEqual([{ t: "error", message: "Send JSON objects." }]);
  });

  it("is answered 'Unknown message type.' for a type that is none of the protocol's, or none at all", async () => {
    for (const text of ['{"t":"shout","c":1}', '{"c":1}', '{"t":7}', '{"t":"pong"}'])
      expect(await answers(text)).toEqual([{ t: "error", message: "Unknown message type." }]);
  });

  it("reads a field of the wrong kind as absent, and the frame is answered for that", async () => {
    expect(await answers('{"t":"send","id":"m1","c":"first","body":"Hi"}')).toEqual([
      { t: "nack", id: "m1", error: { code: "VALIDATION", message: "Name the conversation (c) by its id." } },
    ]);
    expect(await answers('{"t":"catchup","rid":7,"c":[1]}')).toEqual([
      { t: "error", error: { code: "VALIDATION", message: "Name the conversation (c) by its id." } },
    ]);
  });
});

describe("a member's frame budgets", () => {
  it("close the socket (1008) on a catch-up past the budget, before any query", async () => {
    const { client, ws } = fakeClient();
    const spent = { ...MEMBER_BUDGETS, catchup: { burst: 0, perSecond: 0 } };
    await handleClientMessage(noServices, client, '{"t":"catchup","c":1,"rid":"r1"}', guard(spent));
    expect(ws.close).toHaveBeenCalledWith(1008, "Too many requests");
    expect(ws.send).not.toHaveBeenCalled();
  });

  it("are shared by all of a member's sockets, refill with time, and forget the least recent members first", () => {
    let now = 0;
    const budgets = createMemberBudgets({
      budgets: { ...MEMBER_BUDGETS, typing: { burst: 2, perSecond: 1 } },
      maxMembers: 2,
      now: () => now,
    });
    // Two screens of one member draw on one budget.
    expect(budgets.spend("asha", "typing")).toBe(true);
    expect(budgets.spend("asha", "typing")).toBe(true);
    expect(budgets.spend("asha", "typing")).toBe(false);
    expect(budgets.spend("asha", "catchup")).toBe(true);
    now += 1_000;
    expect(budgets.spend("asha", "typing")).toBe(true);
    expect(budgets.spend("asha", "typing")).toBe(false);
    // At most two members are remembered.
    budgets.spend("ravi", "read");
    budgets.spend("mallory", "read");
    expect(budgets.size).toBe(2);
    expect(budgets.spend("asha", "typing")).toBe(true); // forgotten, so full again
  });
});

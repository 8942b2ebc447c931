import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { backoffDelay, createRealtimeClient, RECONNECT, type RealtimeEvent } from "./realtime-client";

/** Enough of a browser WebSocket for the client: the test opens, closes and speaks for the server. */
class FakeSocket {
  static CONNECTING = 0;
  static OPEN = 1;
  readyState = FakeSocket.CONNECTING;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onmessage: ((message: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  send(text: string) {
    this.sent.push(text);
  }
  close() {
    this.readyState = 3;
  }
  serverOpens() {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.();
  }
  serverSays(event: object) {
    this.onmessage?.({ data: JSON.stringify(event) });
  }
  serverDrops(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

describe("realtime client", () => {
  let sockets: FakeSocket[];
  const open = () => {
    const socket = new FakeSocket();
    sockets.push(socket);
    return socket as unknown as WebSocket;
  };

  beforeEach(() => {
    sockets = [];
    vi.useFakeTimers();
    vi.stubGlobal("WebSocket", FakeSocket);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("delivers events, sends frames only while open, and runs onReconnect on every open", () => {
    const client = createRealtimeClient(open);
    const events: RealtimeEvent[] = [];
    const opens = vi.fn();
    client.subscribe((event) => events.push(event));
    client.onReconnect(opens);
    expect(client.status).toBe("connecting");
    expect(client.send({ t: "typing", c: 1 })).toBe(false);

    sockets[0]?.serverOpens();
    expect(client.status).toBe("open");
    expect(opens).toHaveBeenCalledTimes(1);
    expect(client.send({ t: "typing", c: 1 })).toBe(true);
    expect(sockets[0]?.sent).toEqual([JSON.stringify({ t: "typing", c: 1 })]);
    sockets[0]?.serverSays({ t: "message", message: { id: 7 } });
    sockets[0]?.serverSays({ t: "pong" });
    expect(events).toEqual([{ t: "message", message: { id: 7 } }]);

    sockets[0]?.serverDrops();
    expect(client.status).toBe("closed");
    vi.advanceTimersByTime(RECONNECT.baseMs);
    expect(sockets).toHaveLength(2);
    sockets[1]?.serverOpens();
    expect(opens).toHaveBeenCalledTimes(2);
  });

  it("ignores a server frame that is no JSON object or of a type the protocol does not know", () => {
    const client = createRealtimeClient(open);
    const events: RealtimeEvent[] = [];
    client.subscribe((event) => events.push(event));
    sockets[0]?.serverOpens();
    sockets[0]?.onmessage?.({ data: "not json" });
    sockets[0]?.onmessage?.({ data: "[1]" });
    sockets[0]?.serverSays({ t: "shout" });
    sockets[0]?.serverSays({ t: "toString" });
    expect(events).toEqual([]);
    sockets[0]?.serverSays({ t: "typing", conversationId: 3, userId: "ravi", since: 1 });
    expect(events).toEqual([{ t: "typing", conversationId: 3, userId: "ravi", since: 1 }]);
  });

  it("does not knock again when the server closed the socket because its session ended", () => {
    const client = createRealtimeClient(open);
    sockets[0]?.serverOpens();
    sockets[0]?.serverDrops(4401);
    expect(client.status).toBe("closed");
    vi.advanceTimersByTime(RECONNECT.maxMs * 2);
    // A knock with the ended session would be refused (a 401 in the console) and then again, backing off.
    expect(sockets).toHaveLength(1);
    client.reconnect();
    expect(sockets).toHaveLength(2);
  });

  it("backs off exponentially with jitter, up to a cap", () => {
    expect(backoffDelay(0, () => 0)).toBe(RECONNECT.baseMs / 2);
    expect(backoffDelay(0, () => 1)).toBe(RECONNECT.baseMs);
    expect(backoffDelay(3, () => 1)).toBe(RECONNECT.baseMs * 8);
    expect(backoffDelay(30, () => 1)).toBe(RECONNECT.maxMs);
    expect(backoffDelay(30, () => 0)).toBe(RECONNECT.maxMs / 2);
  });

  it("takes a connection that stops answering pings as dropped", () => {
    const client = createRealtimeClient(open);
    sockets[0]?.serverOpens();
    vi.advanceTimersByTime(25_000);
    expect(sockets[0]?.sent.at(-1)).toBe(JSON.stringify({ t: "ping" }));
    vi.advanceTimersByTime(10_000);
    expect(client.status).not.toBe("open");
    vi.advanceTimersByTime(RECONNECT.baseMs);
    expect(sockets.length).toBeGreaterThan(1);
  });

  it("answers a request with the server's reply of the same rid, and null when the socket drops or is closed", async () => {
    const client = createRealtimeClient(open);
    const events: RealtimeEvent[] = [];
    client.subscribe((event) => events.push(event));
    expect(await client.request({ t: "catchup", c: 3 })).toBeNull(); // not open yet

    sockets[0]?.serverOpens();
    const answered = client.request({ t: "catchup", c: 3, after: 9 });
    const sent = JSON.parse(sockets[0]?.sent.at(-1) ?? "{}");
    expect(sent).toMatchObject({ t: "catchup", c: 3, after: 9 });
    sockets[0]?.serverSays({ t: "messages", rid: sent.rid, c: 3, messages: [{ id: 10 }] });
    expect(await answered).toEqual({ t: "messages", rid: sent.rid, c: 3, messages: [{ id: 10 }] });
    expect(events).toEqual([]); // an answer is not an event for the listeners

    const dropped = client.request({ t: "catchup", c: 3 });
    sockets[0]?.serverDrops();
    expect(await dropped).toBeNull();

    vi.advanceTimersByTime(RECONNECT.baseMs);
    sockets[1]?.serverOpens();
    const unanswered = client.request({ t: "catchup", c: 3 }, 2_000);
    vi.advanceTimersByTime(2_000);
    expect(await unanswered).toBeNull();
  });
});

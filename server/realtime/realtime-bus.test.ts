import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { WebSocket } from "ws";
import { createMemoryPubSub } from "~/adapters/pubsub/memory-pubsub";
import { createPostgresPubSub } from "~/adapters/pubsub/postgres-pubsub";
import type { PubSub } from "~/adapters/pubsub/pubsub";
import { createRedisPubSub } from "~/adapters/pubsub/redis-pubsub";
import { createRealtimeBus, payloadsFor } from "./realtime-bus";
import { type ClientSocket, createSocketHub, HUB_LIMITS } from "./socket-hub";

/**
 * Domain events reach the sockets of the members they are for, on whichever instance holds them — and only
 * theirs. Two buses stand for two Mandi processes; Redis and PostgreSQL run when TEST_REDIS_URL /
 * TEST_DATABASE_URL point at one.
 */

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A socket as the hub sees it, recording what it was sent. */
function fakeSocket(userId: string, state: { open?: boolean; buffered?: number } = {}) {
  const sent: string[] = [];
  const ws = {
    OPEN: 1,
    readyState: state.open === false ? 3 : 1,
    bufferedAmount: state.buffered ?? 0,
    send: (payload: string) => sent.push(payload),
    terminate: vi.fn(),
    close: vi.fn(),
  };
  const socket: ClientSocket = {
    id: randomUUID(),
    userId,
    sessionToken: randomUUID(),
    confirmedAt: Date.now(),
    ws: ws as unknown as WebSocket,
    viewing: null,
  };
  return { socket, sent, ws };
}

async function instance(pubsub: PubSub, onError: (err: unknown) => void = () => {}) {
  const hub = createSocketHub();
  const bus = createRealtimeBus(pubsub, hub, onError);
  await bus.start();
  return { hub, realtime: bus.realtime };
}

const waitFor = (check: () => void) => vi.waitFor(check, { timeout: 5_000, interval: 20 });

describe("the realtime bus in one process", () => {
  it("delivers an event to every open screen of the members it names, and to nobody else", async () => {
    const { hub, realtime } = await instance(createMemoryPubSub());
    const ashaPhone = fakeSocket("asha");
    const ashaLaptop = fakeSocket("asha");
    const ravi = fakeSocket("ravi");
    const mallory = fakeSocket("mallory");
    for (const s of [ashaPhone, ashaLaptop, ravi, mallory]) hub.add(s.socket);

    await realtime.publish(["asha", "ravi"], { t: "typing", conversationId: 7, userId: "ravi" });
    const expected = JSON.stringify({ t: "typing", conversationId: 7, userId: "ravi" });
    await waitFor(() => {
      expect(ashaPhone.sent).toEqual([expected]);
      expect(ashaLaptop.sent).toEqual([expected]);
      expect(ravi.sent).toEqual([expected]);
    });
    expect(mallory.sent).toEqual([]);

    hub.remove(ashaPhone.socket);
    await realtime.publish(["asha"], { t: "notification" });
    await waitFor(() => expect(ashaLaptop.sent).toHaveLength(2));
    expect(ashaPhone.sent).toHaveLength(1);
    expect(hub.size).toBe(3);
  });

  it("skips closed sockets, closes one too slow to keep up (1013), and publishes nothing for nobody", async () => {
    const publish = vi.fn();
    const pubsub = { ...createMemoryPubSub(), publish };
    const { hub, realtime } = await instance(createMemoryPubSub());
    const closed = fakeSocket("asha", { open: false });
    const slow = fakeSocket("asha", { buffered: HUB_LIMITS.maxBufferedBytes + 1 });
    const fine = fakeSocket("asha");
    for (const s of [closed, slow, fine]) hub.add(s.socket);
    await realtime.publish(["asha"], { t: "notification" });
    await waitFor(() => expect(fine.sent).toHaveLength(1));
    expect(closed.sent).toEqual([]);
    expect(slow.sent).toEqual([]);
    expect(slow.ws.close).toHaveBeenCalledWith(1013, "Too slow to keep up");

    const quiet = await instance(pubsub);
    await quiet.realtime.publish([], { t: "notification" });
    expect(publish).not.toHaveBeenCalled();
  });

  it("sends `resync` instead of an event too big for the transport", async () => {
    const small: PubSub = { ...createMemoryPubSub(), maxPayloadBytes: 200 };
    const { hub, realtime } = await instance(small);
    const asha = fakeSocket("asha");
    hub.add(asha.socket);
    const big = { id: 1, body: "x".repeat(500) };
    await realtime.publish(["asha"], { t: "message", message: big });
    await waitFor(() => expect(asha.sent).toEqual(['{"t":"resync"}']));
  });

  it("splits an event for many members into payloads the transport carries, each member in one", async () => {
    const members = Array.from({ length: 400 }, () => randomUUID());
    const payloads = payloadsFor(members, '{"t":"notification"}', 7_900);
    expect(payloads.length).toBeGreaterThan(1);
    for (const { payload } of payloads) expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(7_900);
    expect(payloads.flatMap((p) => p.members)).toEqual(members);
    for (const { members: group, payload } of payloads)
      expect(payload).toBe(`${JSON.stringify(group)}\n{"t":"notification"}`);
    expect(payloadsFor(["asha"], "x".repeat(100), 100)).toEqual([]);
    expect(payloadsFor(["asha"], "x".repeat(90), 100)).toEqual([
      { members: ["asha"], payload: `["asha"]\n${"x".repeat(90)}` },
    ]);

    const small: PubSub = { ...createMemoryPubSub(), maxPayloadBytes: 300 };
    const { hub, realtime } = await instance(small);
    const sockets = members.slice(0, 30).map((id) => fakeSocket(id));
    for (const s of sockets) hub.add(s.socket);
    await realtime.publish(members.slice(0, 30), { t: "notification" });
    await waitFor(() => {
      for (const s of sockets) expect(s.sent).toEqual(['{"t":"notification"}']);
    });
  });

  it("keeps the change when publishing fails (screens catch up), and reports the failure", async () => {
    const errors: unknown[] = [];
    const broken: PubSub = {
      ...createMemoryPubSub(),
      publish: async () => {
        throw new Error("redis is down");
      },
    };
    const { realtime } = await instance(broken, (err) => errors.push(err));
    await expect(realtime.publish(["asha"], { t: "notification" })).resolves.toBeUndefined();
    expect(errors).toHaveLength(1);
  });

  it("ignores payloads it did not write", async () => {
    const pubsub = createMemoryPubSub();
    const errors: unknown[] = [];
    const { hub } = await instance(pubsub, (err) => errors.push(err));
    const asha = fakeSocket("asha");
    hub.add(asha.socket);
    for (const junk of ["no newline", '{"a":1}\n{}', "not json\n{}", "[1,2]\n{}"]) {
      await pubsub.publish("mandi_realtime", junk);
    }
    await pubsub.publish("mandi_realtime", '["asha"]\n{"t":"notification"}');
    await waitFor(() => expect(asha.sent).toEqual(['{"t":"notification"}']));
    expect(errors).toHaveLength(1);
  });

  it("hands a recheck to the hub's session check, for the members named, and shows it to no screen", async () => {
    const { hub, realtime } = await instance(createMemoryPubSub());
    const asha = fakeSocket("asha");
    const ravi = fakeSocket("ravi");
    for (const s of [asha, ravi]) hub.add(s.socket);
    const checked: string[][] = [];
    hub.onRecheck((sockets) => checked.push(sockets.map((s) => s.userId)));
    await realtime.recheck(["asha", "nobody-here"]);
    await waitFor(() => expect(checked).toEqual([["asha"]]));
    expect(asha.sent).toEqual([]);
    expect(ravi.sent).toEqual([]);
  });

  it("closes the oldest screen past the per-member limit", async () => {
    const hub = createSocketHub({ ...HUB_LIMITS, maxPerUser: 2 });
    const [a, b, c] = [fakeSocket("asha"), fakeSocket("asha"), fakeSocket("asha")];
    for (const s of [a, b, c]) hub.add(s.socket);
    expect(a.ws.close).toHaveBeenCalledWith(4000, "Too many open screens");
    expect(hub.size).toBe(2);
    hub.remove(a.socket);
    expect(hub.size).toBe(2);
  });
});

/** Two Mandi processes over one shared transport: an event published on one reaches the other's sockets. */
function acrossInstances(make: () => Promise<PubSub>) {
  it("brings an event published on one instance to the member's socket on the other", async () => {
    const one = await instance(await make());
    const two = await instance(await make());
    const ashaOnOne = fakeSocket(`asha-${randomUUID()}`);
    const raviOnTwo = fakeSocket(`ravi-${randomUUID()}`);
    one.hub.add(ashaOnOne.socket);
    two.hub.add(raviOnTwo.socket);
    const event = { t: "typing" as const, conversationId: 1, userId: ashaOnOne.socket.userId };
    await one.realtime.publish([raviOnTwo.socket.userId], event);
    await waitFor(() => expect(raviOnTwo.sent).toEqual([JSON.stringify(event)]));
    await two.realtime.publish([ashaOnOne.socket.userId, raviOnTwo.socket.userId], { t: "notification" });
    await waitFor(() => {
      expect(ashaOnOne.sent).toEqual(['{"t":"notification"}']);
      expect(raviOnTwo.sent).toHaveLength(2);
    });
  });

  it("brings a recheck published on one instance to the member's sockets on the other", async () => {
    const one = await instance(await make());
    const two = await instance(await make());
    const raviOnTwo = fakeSocket(`ravi-${randomUUID()}`);
    two.hub.add(raviOnTwo.socket);
    const checked: string[] = [];
    two.hub.onRecheck((sockets) => checked.push(...sockets.map((s) => s.id)));
    await one.realtime.recheck([raviOnTwo.socket.userId]);
    await waitFor(() => expect(checked).toEqual([raviOnTwo.socket.id]));
    expect(raviOnTwo.sent).toEqual([]);
  });
}

const redisUrl = process.env.TEST_REDIS_URL;
describe.skipIf(!redisUrl)("the realtime bus over Redis (needs TEST_REDIS_URL)", () => {
  acrossInstances(async () => {
    const pubsub = createRedisPubSub({ url: redisUrl ?? "" });
    cleanups.push(() => pubsub.close());
    return pubsub;
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!postgresUrl)(
  "the realtime bus over PostgreSQL LISTEN/NOTIFY (needs TEST_DATABASE_URL)",
  () => {
    const makePostgres = async () => {
      const pool = new pg.Pool({ connectionString: postgresUrl, max: 2 });
      const pubsub = createPostgresPubSub({
        url: postgresUrl ?? "",
        notify: (text, values) => pool.query(text, values),
      });
      cleanups.push(async () => {
        await pubsub.close();
        await pool.end();
      });
      return pubsub;
    };
    acrossInstances(makePostgres);

    it("brings a notification for 400 members to each of them on the other instance", async () => {
      const errors: unknown[] = [];
      const one = await instance(await makePostgres(), (err) => errors.push(err));
      const two = await instance(await makePostgres());
      const sockets = Array.from({ length: 400 }, () => fakeSocket(randomUUID()));
      for (const s of sockets) two.hub.add(s.socket);
      await one.realtime.publish(
        sockets.map((s) => s.socket.userId),
        { t: "notification" },
      );
      await waitFor(() => {
        for (const s of sockets) expect(s.sent).toEqual(['{"t":"notification"}']);
      });
      expect(errors).toEqual([]);
    });

    it("turns a message too big for NOTIFY into resync on the other instance", async () => {
      const one = await instance(await makePostgres());
      const two = await instance(await makePostgres());
      const ravi = fakeSocket(`ravi-${randomUUID()}`);
      two.hub.add(ravi.socket);
      const big = { id: 1, body: "न".repeat(3_000) };
      await one.realtime.publish([ravi.socket.userId], { t: "message", message: big });
      await waitFor(() => expect(ravi.sent).toEqual(['{"t":"resync"}']));
    });
  },
);

import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterEach, describe, expect, it, vi } from "vitest";
import { startCuttableProxy } from "~/tests/support/cuttable-proxy";
import { createFallbackPubSub } from "./fallback-pubsub";
import { createMemoryPubSub } from "./memory-pubsub";
import { createPostgresPubSub, NOTIFY_MAX_BYTES, NOTIFY_MAX_QUEUED } from "./postgres-pubsub";
import type { PubSub } from "./pubsub";
import { createRedisPubSub } from "./redis-pubsub";

/**
 * Each transport carries a payload from one instance of the adapter to every subscribed instance (two instances
 * stand for two Mandi processes). Redis and PostgreSQL run when TEST_REDIS_URL / TEST_DATABASE_URL point at one.
 */

const redisUrl = process.env.TEST_REDIS_URL;
const postgresUrl = process.env.TEST_DATABASE_URL;
const opened: PubSub[] = [];
const pools: pg.Pool[] = [];

afterEach(async () => {
  await Promise.all(opened.splice(0).map((p) => p.close()));
  await Promise.all(pools.splice(0).map((p) => p.end()));
});

/** A channel of this test alone: the servers are shared with other runs. */
const channel = () => `mandi_test_${randomUUID().replaceAll("-", "")}`;

function collect(pubsub: PubSub, name: string): Promise<string[]> {
  const got: string[] = [];
  return pubsub.subscribe(name, (payload) => got.push(payload)).then(() => got);
}

const waitFor = (check: () => void) => vi.waitFor(check, { timeout: 5_000, interval: 20 });

/** What every transport must do, given a way to make a new instance (a "process"). */
function behavesLikePubSub(make: () => PubSub) {
  it("delivers a payload from one instance to every subscriber of the channel on every instance", async () => {
    const one = make();
    const two = make();
    const name = channel();
    const onOne = await collect(one, name);
    const onTwo = await collect(two, name);
    const alsoOnTwo = await collect(two, name);
    await one.publish(name, '["u1"]\n{"t":"message"}');
    await two.publish(name, "second");
    await waitFor(() => {
      for (const got of [onOne, onTwo, alsoOnTwo]) expect(got).toEqual(['["u1"]\n{"t":"message"}', "second"]);
    });
  });

  it("keeps channels apart, and carries any text (new lines, Hindi, quotes) unchanged", async () => {
    const one = make();
    const two = make();
    const a = channel();
    const b = channel();
    const onA = await collect(two, a);
    const onB = await collect(two, b);
    const text = 'नमस्ते "Asha"\n₹45,000 — it\'s fine';
    await one.publish(a, text);
    await waitFor(() => expect(onA).toEqual([text]));
    await one.publish(b, "b");
    await waitFor(() => expect(onB).toEqual(["b"]));
    expect(onA).toEqual([text]);
  });

  it("delivers nothing after close", async () => {
    const one = make();
    const two = make();
    const name = channel();
    const onTwo = await collect(two, name);
    await two.close();
    await one.publish(name, "late");
    // A marker on a channel that is still listened to shows the late payload had its chance to arrive.
    const three = make();
    const marker = channel();
    const onThree = await collect(three, marker);
    await one.publish(marker, "marker");
    await waitFor(() => expect(onThree).toEqual(["marker"]));
    expect(onTwo).toEqual([]);
  });
}

describe("in-memory pub/sub (PGlite: one process)", () => {
  const shared = () => {
    const p = createMemoryPubSub();
    opened.push(p);
    return p;
  };

  it("delivers to every subscriber in the process, after the publisher's task", async () => {
    const pubsub = shared();
    const name = channel();
    const first = await collect(pubsub, name);
    const second = await collect(pubsub, name);
    await pubsub.publish(name, "hello");
    await waitFor(() => {
      expect(first).toEqual(["hello"]);
      expect(second).toEqual(["hello"]);
    });
    expect(pubsub.kind).toBe("memory");
  });

  it("is one process's alone: another instance hears nothing (that needs Redis or PostgreSQL)", async () => {
    const one = shared();
    const two = shared();
    const name = channel();
    const onTwo = await collect(two, name);
    const onOne = await collect(one, name);
    await one.publish(name, "local");
    await waitFor(() => expect(onOne).toEqual(["local"]));
    expect(onTwo).toEqual([]);
  });

  it("a subscriber that throws does not keep the others from their payload", async () => {
    const pubsub = shared();
    const name = channel();
    const errors: unknown[] = [];
    const onError = (err: unknown) => errors.push(err);
    process.on("uncaughtException", onError);
    try {
      await pubsub.subscribe(name, () => {
        throw new Error("a broken screen");
      });
      const ok = await collect(pubsub, name);
      await pubsub.publish(name, "x");
      await waitFor(() => expect(ok).toEqual(["x"]));
    } finally {
      process.off("uncaughtException", onError);
    }
  });
});

describe("Redis with a second way (fallback-pubsub)", () => {
  it("sends through the second transport while the first fails, and every payload arrives once", async () => {
    let firstIsDown = false;
    const first = createMemoryPubSub();
    const second = createMemoryPubSub();
    opened.push(first, second);
    const flaky: PubSub = {
      ...first,
      kind: "redis",
      publish: (name, payload) =>
        firstIsDown ? Promise.reject(new Error("Redis is unreachable")) : first.publish(name, payload),
    };
    const pubsub = createFallbackPubSub(flaky, second);
    const name = channel();
    const got = await collect(pubsub, name);
    await pubsub.publish(name, "before");
    firstIsDown = true;
    await pubsub.publish(name, "during");
    firstIsDown = false;
    await pubsub.publish(name, "after");
    await waitFor(() => expect(got).toEqual(["before", "during", "after"]));
    expect(pubsub.kind).toBe("redis");
  });
});

describe("PostgreSQL NOTIFY queue", () => {
  it("holds a bounded number of events while a NOTIFY is stuck, and refuses the rest at once", async () => {
    // No subscriber yet, so nothing listens: NOTIFYs go through `notify`, which here never answers.
    const stuck = createPostgresPubSub({
      url: "postgres://127.0.0.1:1/none",
      notify: () => new Promise(() => {}),
    });
    let refused = 0;
    for (let i = 0; i <= NOTIFY_MAX_QUEUED; i++)
      stuck.publish("mandi_stuck", String(i)).catch(() => {
        refused++;
      });
    // The first went out alone (and hangs); the queue behind it fills to the bound, and the next is refused.
    await expect(stuck.publish("mandi_stuck", "one too many")).rejects.toThrow(/too many events/);
    expect(refused).toBe(0);
    await stuck.close();
  });
});

describe.skipIf(!redisUrl)("Redis pub/sub (needs TEST_REDIS_URL)", () => {
  behavesLikePubSub(() => {
    const p = createRedisPubSub({ url: redisUrl ?? "" });
    opened.push(p);
    return p;
  });

  it("starts while Redis is away, and hears what is published once it is back", async () => {
    const redis = new URL(redisUrl ?? "");
    const proxy = await startCuttableProxy({ host: redis.hostname, port: Number(redis.port || 6379) });
    try {
      await proxy.cut();
      const late = createRedisPubSub({ url: proxy.url("redis") });
      opened.push(late);
      const name = channel();
      const got = await collect(late, name);
      await proxy.restore();
      const publisher = createRedisPubSub({ url: redisUrl ?? "" });
      opened.push(publisher);
      await vi.waitFor(
        async () => {
          await publisher.publish(name, "hello");
          expect(got).toContain("hello");
        },
        { timeout: 10_000, interval: 250 },
      );
    } finally {
      await proxy.close();
    }
  });

  it("says it is Redis and carries large payloads", async () => {
    const one = createRedisPubSub({ url: redisUrl ?? "" });
    const two = createRedisPubSub({ url: redisUrl ?? "" });
    opened.push(one, two);
    expect(one.kind).toBe("redis");
    const name = channel();
    const got = await collect(two, name);
    const big = "x".repeat(100_000);
    await one.publish(name, big);
    await waitFor(() => expect(got).toEqual([big]));
  });
});

describe.skipIf(!postgresUrl)("PostgreSQL LISTEN/NOTIFY (needs TEST_DATABASE_URL)", () => {
  /** One "process": a pool for NOTIFY, and the adapter's own listening connection. */
  function make(onError?: (err: Error) => void) {
    const pool = new pg.Pool({ connectionString: postgresUrl, max: 2 });
    pools.push(pool);
    const p = createPostgresPubSub({
      url: postgresUrl ?? "",
      notify: (text, values) => pool.query(text, values),
      onError,
    });
    opened.push(p);
    return p;
  }

  behavesLikePubSub(() => make());

  it("says how big a payload NOTIFY carries", async () => {
    const p = make();
    expect(p.kind).toBe("postgres");
    expect(p.maxPayloadBytes).toBe(NOTIFY_MAX_BYTES);
    expect(NOTIFY_MAX_BYTES).toBeLessThan(8_000);
    const name = channel();
    const got = await collect(p, name);
    const fits = "x".repeat(NOTIFY_MAX_BYTES - 100);
    await make().publish(name, fits);
    await waitFor(() => expect(got).toEqual([fits]));
  });

  it("listens again after its connection was cut, and delivers what is published after that", async () => {
    const errors: Error[] = [];
    const listener = make((err) => errors.push(err));
    const publisher = make();
    const name = channel();
    const got = await collect(listener, name);
    await publisher.publish(name, "before");
    await waitFor(() => expect(got).toEqual(["before"]));

    // The database drops the listening connection (a restart, a failover, an idle timeout).
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    try {
      const { rowCount } = await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where query = $1",
        [`LISTEN "${name}"`],
      );
      expect(rowCount).toBe(1);
    } finally {
      await admin.end();
    }
    // Published until the new connection listens, a payload may be lost (at most once); then they arrive.
    await vi.waitFor(
      async () => {
        await publisher.publish(name, "after");
        expect(got).toContain("after");
      },
      { timeout: 10_000, interval: 250 },
    );
    expect(errors.length).toBeGreaterThan(0);
  });
});

// npm run bench:chat [-- --clients 5000 --rate 1000 --seconds 20 --no-build]
// One Mandi on PostgreSQL (BENCH_CHAT_PG_URL, a database it empties), N signed-in WebSocket clients in
// conversations of two. Phase 1: messages sent over the sockets at a fixed rate; send → delivery latency to the
// other side (the database write included), messages/s, server RSS and event-loop delay. Phase 2: every client
// drops at once, messages are sent meanwhile (HTTP), every client reconnects at once and asks for what it
// missed: time until all have caught up, messages lost (every message the database holds that the other side
// never received) and shown twice. Prints figures; asserts nothing. Figures and what they mean: bench/README.md.
import { spawnSync } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import pg from "pg";
import WebSocket from "ws";
import { afterRefusal } from "../app/components/chat/busy-retry";
import { BASE_URL, buildOnce, loadAverage, percentile, startServer } from "./bench-support";

const arg = (name: string, fallback: number) =>
  process.argv.includes(name) ? Number(process.argv[process.argv.indexOf(name) + 1]) : fallback;
const CLIENTS = arg("--clients", 5000) - (arg("--clients", 5000) % 2);
const RATE = arg("--rate", 1000);
const SECONDS = arg("--seconds", 20);
/** Seconds sent at the same rate before the measured phase (a server just started plans, compiles and fills its pools). */
const WARMUP = arg("--warmup", 5);
const PAIRS = CLIENTS / 2;
const pgUrl = process.env.BENCH_CHAT_PG_URL ?? "postgres://postgres@127.0.0.1:5432/mandi_bench_chat";
const wsUrl = `${BASE_URL.replace("http", "ws")}/ws`;

interface Client {
  index: number;
  userId: string;
  token: string;
  conversationId: number;
  ws: WebSocket | undefined;
  /** Ids of the other side's messages this client has received (live or by catching up). */
  received: Set<number>;
  /** The newest message id of the conversation this client has seen (its own included): catch up after it. */
  lastId: number;
  /** lastId when the connection dropped. */
  lastIdAtDrop: number;
  /** The answer awaited to a `catchup` frame. */
  answer?: ((page: Page | null) => void) | undefined;
}

async function freshDatabase() {
  const url = new URL(pgUrl);
  const name = url.pathname.slice(1);
  url.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  await admin.end();
  // Migrated and seeded (reference data, sample ads) by a process of its own, as a deployment's database is
  // before a restart: the measured server does not spend its first seconds and megabytes re-encoding photos.
  const seeded = spawnSync(process.execPath, ["--import", "tsx", "server/seed-command.ts"], {
    env: {
      ...process.env,
      DATABASE_URL: pgUrl,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "mandi-bench-seed-")),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (seeded.status !== 0) throw new Error("seeding the database failed");
}

/** Members, sessions (bearer tokens) and one conversation per pair, written straight into the database. */
async function seedMembers(): Promise<Client[]> {
  const pool = new pg.Pool({ connectionString: pgUrl, max: 2 });
  const clients: Client[] = [];
  for (let i = 0; i < CLIENTS; i++) {
    clients.push({
      index: i,
      userId: `bench-${i}`,
      token: randomBytes(24).toString("base64url"),
      conversationId: 0,
      ws: undefined,
      received: new Set(),
      lastId: 0,
      lastIdAtDrop: 0,
    });
  }
  const ids = clients.map((c) => c.userId);
  await pool.query(
    `insert into users (id, name, email, email_verified)
     select id, 'Bench ' || id, id || '@bench.example', true from unnest($1::text[]) as id`,
    [ids],
  );
  await pool.query(
    `insert into sessions (id, token, user_id, expires_at)
     select gen_random_uuid()::text, t, u, now() + interval '1 day' from unnest($1::text[], $2::text[]) as x(u, t)`,
    [ids, clients.map((c) => c.token)],
  );
  const buyers = ids.slice(0, PAIRS);
  const sellers = ids.slice(PAIRS);
  const { rows } = await pool.query<{ id: string; buyer_id: string }>(
    `insert into conversations (kind, buyer_id, seller_id, subject)
     select 'direct', b, s, 'bench' from unnest($1::text[], $2::text[]) as x(b, s) returning id, buyer_id`,
    [buyers, sellers],
  );
  const byBuyer = new Map(rows.map((r) => [r.buyer_id, Number(r.id)]));
  for (let i = 0; i < PAIRS; i++) {
    const id = byBuyer.get(ids[i] ?? "") ?? 0;
    (clients[i] as Client).conversationId = id;
    (clients[i + PAIRS] as Client).conversationId = id;
  }
  await pool.end();
  return clients;
}

const sentAt = new Map<string, number>();
/**
 * Each send until it is acknowledged: a BUSY refusal sends the same frame (same client id) again after the app's
 * back-off (app/components/chat/busy-retry.ts).
 */
const pendingSends = new Map<string, { frame: string; tries: number }>();
const latencies: number[] = [];
/** Each live delivery's latency by the second (of the live phase) its message was sent in. */
const latenciesBySecond: number[][] = [];
/** Sends whose delivery took over SLOW_MS, and when (ms into the live phase): are the slow ones bunched, and when? */
const SLOW_MS = 40;
const slowSends: { at: number; latency: number }[] = [];

/** The slow sends as episodes: runs of them less than 200 ms apart ("5012–5094 ms: 61, worst 88 ms"). */
function slowEpisodes(): string {
  const sorted = [...slowSends].sort((a, b) => a.at - b.at);
  const episodes: { from: number; to: number; count: number; worst: number }[] = [];
  for (const { at, latency } of sorted) {
    const last = episodes.at(-1);
    if (last && at - last.to < 200) {
      last.to = at;
      last.count++;
      last.worst = Math.max(last.worst, latency);
    } else episodes.push({ from: at, to: at, count: 1, worst: latency });
  }
  if (episodes.length === 0) return "none";
  return episodes
    .map((e) => `${e.from.toFixed(0)}–${e.to.toFixed(0)} ms: ${e.count}, worst ${e.worst.toFixed(0)} ms`)
    .join("; ");
}
let liveStarted = 0;
let acked = 0;
let nacked = 0;
/** Sends refused as BUSY (admission control) and sent again after the `retryIn` the server named, as the app does. */
let busyRetries = 0;
let liveDeliveries = 0;
let duplicates = 0;
let clients: Client[] = [];

/** Receiving `id`, sent by the other side (live or when catching up): counted twice if it already was. */
function receive(client: Client, id: number) {
  if (client.received.has(id)) duplicates++;
  client.received.add(id);
}

function connect(client: Client): Promise<void> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(wsUrl, { headers: { authorization: `Bearer ${client.token}` } });
    client.ws = ws;
    ws.on("message", (data) => {
      const event = JSON.parse(data.toString()) as {
        t: string;
        id?: string;
        message?: { id: number; senderId: string; clientId: string };
        error?: { code?: string };
        retryIn?: number;
      };
      if (event.t === "hello") resolve();
      else if (event.t === "messages" || (event.t === "error" && "rid" in event)) {
        client.answer?.(event.t === "messages" ? (event as unknown as Page) : null);
      } else if (event.t === "ack" && event.message) {
        if (pendingSends.delete(event.message.clientId)) acked++;
      } else if (event.t === "nack" && event.error?.code === "BUSY" && event.id) {
        const pending = pendingSends.get(event.id);
        if (!pending) return;
        const next = afterRefusal(event, pending.tries);
        pending.tries++;
        if (next.action === "retry") {
          busyRetries++;
          setTimeout(() => client.ws?.send(pending.frame), next.inMs);
        } else nacked++;
      } else if (event.t === "nack") nacked++;
      else if (event.t === "message" && event.message) {
        client.lastId = Math.max(client.lastId, event.message.id);
        if (event.message.senderId === client.userId) return;
        const started = sentAt.get(event.message.clientId);
        if (started !== undefined) {
          const latency = performance.now() - started;
          latencies.push(latency);
          if (latency > SLOW_MS) slowSends.push({ at: started - liveStarted, latency });
          const second = Math.floor((started - liveStarted) / 1000);
          if (second >= 0) {
            latenciesBySecond[second] ??= [];
            latenciesBySecond[second].push(latency);
          }
        }
        receive(client, event.message.id);
        liveDeliveries++;
      }
    });
    ws.once("error", reject);
    ws.once("unexpected-response", (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
  });
}

/** The app's reconnect back-off: 100 ms doubling up to 5 s, with jitter so a crowd does not retry in step. */
const backOff = (attempt: number) =>
  new Promise((r) => setTimeout(r, Math.min(100 * 2 ** attempt, 5000) * (0.5 + Math.random())));

async function storedMessages() {
  const db = new pg.Client({ connectionString: pgUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ id: string; conversation_id: string; sender_id: string }>(
      "select id, conversation_id, sender_id from messages where sender_id like 'bench-%'",
    );
    return rows.map((r) => ({
      id: Number(r.id),
      conversationId: Number(r.conversation_id),
      senderId: r.sender_id,
    }));
  } finally {
    await db.end();
  }
}

const countStored = async () => (await storedMessages()).length;

interface Page {
  messages: { id: number; senderId: string }[];
  hasOlder: boolean;
}

/**
 * What a reconnected screen does: asks for every message after the newest it has (200 at a time, until a short
 * page), or, if it had none, reads the newest page and pages back.
 */
async function catchUp(c: Client, counted: () => void) {
  // As the app does: over the socket just opened, 200 at a time; over HTTP when that fails.
  if (c.lastId > 0) {
    for (;;) {
      const ws = c.ws;
      if (!ws || ws.readyState !== WebSocket.OPEN) break;
      counted();
      const page = await new Promise<Page | null>((resolve) => {
        c.answer = resolve;
        ws.once("close", () => resolve(null));
        ws.send(JSON.stringify({ t: "catchup", c: c.conversationId, after: c.lastId, rid: "catchup" }));
      });
      c.answer = undefined;
      if (!page) break;
      for (const m of page.messages) {
        c.lastId = Math.max(c.lastId, m.id);
        if (m.senderId !== c.userId) receive(c, m.id);
      }
      if (page.messages.length < 200) return;
    }
  }
  const get = async (query: string): Promise<Page> => {
    // A refused or failed request is asked again after a back-off, as the app's screen does.
    for (let attempt = 0; ; attempt++) {
      counted();
      try {
        const res = await fetch(`${BASE_URL}/api/v1/conversations/${c.conversationId}/messages${query}`, {
          headers: { authorization: `Bearer ${c.token}` },
        });
        if (res.ok) return (await res.json()) as Page;
        if (res.status < 500 && res.status !== 429)
          throw new Error(`catching up: ${res.status} ${await res.text()}`);
      } catch (err) {
        if (err instanceof Error && err.message.startsWith("catching up")) throw err;
      }
      await backOff(attempt);
    }
  };
  const take = (page: Page) => {
    for (const m of page.messages) {
      c.lastId = Math.max(c.lastId, m.id);
      if (m.senderId !== c.userId) receive(c, m.id);
    }
  };
  if (c.lastId === 0) {
    let page = await get("");
    take(page);
    while (page.hasOlder && page.messages[0]) {
      page = await get(`?before=${page.messages[0].id}`);
      take(page);
    }
    return;
  }
  for (;;) {
    const page = await get(`?after=${c.lastId}`);
    take(page);
    if (page.messages.length < 200) return;
  }
}

async function inBatches<T>(items: T[], size: number, fn: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(fn));
}

async function stats(reset = false) {
  const res = await fetch(`${BASE_URL}/api/dev/stats${reset ? "?reset=1" : ""}`);
  return (await res.json()) as {
    rssBytes: number;
    heapUsedBytes: number;
    heapTotalBytes: number;
    uptimeMs: number;
    eventLoopDelayMs: { p50: number; p99: number; max: number };
    webSockets: number;
  };
}

/** Sends `count` messages at RATE/s, each from a random member; `measured` ones are timed. Returns the seconds taken. */
async function sendAtRate(count: number, measured: boolean): Promise<number> {
  const started = performance.now();
  if (measured) liveStarted = started;
  for (let n = 0; n < count; n++) {
    const due = started + (n * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    const sender = clients[Math.floor(Math.random() * CLIENTS)] as Client;
    const id = randomUUID();
    if (measured) sentAt.set(id, performance.now());
    const frame = JSON.stringify({ t: "send", c: sender.conversationId, id, body: `bench message ${n}` });
    pendingSends.set(id, { frame, tries: 0 });
    sender.ws?.send(frame);
  }
  return (performance.now() - started) / 1000;
}

/**
 * Until every send is answered and delivered, or nothing has moved for 5 s (a send that failed on the server is
 * answered with nothing: the app posts it again over HTTP).
 */
async function settled(total: number) {
  for (let idle = 0, last = -1; liveDeliveries < total || acked + nacked < total; ) {
    await new Promise((r) => setTimeout(r, 100));
    const progress = liveDeliveries + acked + nacked;
    idle = progress === last ? idle + 100 : 0;
    last = progress;
    if (idle >= 5_000) break;
  }
}

async function main() {
  buildOnce();
  await freshDatabase();
  const server = await startServer({ kind: "postgres", env: { DATABASE_URL: pgUrl }, label: "chat" });
  try {
    clients = await seedMembers();
    console.log(
      `bench:chat — ${CLIENTS} clients in ${PAIRS} conversations, ${RATE} messages/s for ${SECONDS} s, load ${loadAverage()}`,
    );

    let t = performance.now();
    await inBatches(clients, 250, (c) => connect(c));
    console.log(
      `connected ${CLIENTS} sockets in ${((performance.now() - t) / 1000).toFixed(1)} s; server ${JSON.stringify(await stats(true))}`,
    );

    // Warm-up: the same load, not measured, then every counter starts again.
    if (WARMUP > 0) {
      const warm = RATE * WARMUP;
      t = performance.now();
      await sendAtRate(warm, false);
      await settled(warm);
      console.log(
        `warm-up: ${warm} messages at ${RATE}/s, ${liveDeliveries} delivered live by ${((performance.now() - t) / 1000).toFixed(1)} s (not counted below)`,
      );
      acked = nacked = liveDeliveries = busyRetries = 0;
      await stats(true);
    }
    const storedBefore = await countStored();

    // Phase 1: a steady rate of sends over the sockets, each from a random member to their partner.
    let rssMax = 0;
    const sampler = setInterval(() => {
      stats()
        .then((now) => {
          rssMax = Math.max(rssMax, now.rssBytes);
        })
        .catch(() => {}); // an overloaded server may not answer in time: that sample is skipped
    }, 1000);
    const total = RATE * SECONDS;
    const clientLoop = monitorEventLoopDelay({ resolution: 10 });
    clientLoop.enable();
    const { uptimeMs: serverAtLive } = await stats();
    const sendSeconds = await sendAtRate(total, true);
    await settled(total);
    clearInterval(sampler);
    clientLoop.disable();
    const storedLive = (await countStored()) - storedBefore;
    const during = await stats(true);
    latencies.sort((a, b) => a - b);
    console.log(
      `live: ${total} sent in ${sendSeconds.toFixed(1)} s (${(total / sendSeconds).toFixed(0)}/s), ` +
        `${storedLive} stored, ${acked} acknowledged, ${nacked} refused, ${busyRetries} sent again after BUSY, ` +
        `${liveDeliveries} delivered live, ` +
        `shown twice ${duplicates}`,
    );
    console.log(
      `  send → delivery: p50 ${percentile(latencies, 50).toFixed(1)} ms  p95 ${percentile(latencies, 95).toFixed(1)} ms  ` +
        `p99 ${percentile(latencies, 99).toFixed(1)} ms  max ${(latencies.at(-1) ?? 0).toFixed(1)} ms`,
    );
    // Where the slow ones were: p99 of the messages sent in each second, and the load generator's own stalls
    // (a stall of the client process delays every delivery it is waiting for, and is not the server's).
    const bySecond = latenciesBySecond.map((l) =>
      percentile(
        l.sort((a, b) => a - b),
        99,
      ).toFixed(0),
    );
    console.log(`  p99 by second sent (ms): ${bySecond.join(" ")}`);
    console.log(
      `  deliveries over ${SLOW_MS} ms, by when they were sent (the live phase began at ${serverAtLive} ms of the ` +
        `server's clock): ${slowEpisodes()}`,
    );
    console.log(
      `  load generator's event-loop delay p99 ${(clientLoop.percentile(99) / 1e6).toFixed(1)} ms ` +
        `max ${(clientLoop.max / 1e6).toFixed(1)} ms`,
    );
    console.log(
      `  server RSS max ${(rssMax / 2 ** 20).toFixed(0)} MB, event-loop delay p50 ${during.eventLoopDelayMs.p50} ms ` +
        `p99 ${during.eventLoopDelayMs.p99} ms max ${during.eventLoopDelayMs.max} ms, load ${loadAverage()}`,
    );

    // Phase 2: everyone drops at once; one message per conversation is sent meanwhile over HTTP.
    for (const c of clients) {
      c.ws?.terminate();
      c.lastIdAtDrop = c.lastId;
    }
    await new Promise((r) => setTimeout(r, 500));
    let sentAway = 0;
    await inBatches(clients.slice(0, PAIRS), 50, async (buyer) => {
      const res = await fetch(`${BASE_URL}/api/v1/conversations/${buyer.conversationId}/messages`, {
        method: "POST",
        headers: { authorization: `Bearer ${buyer.token}`, "content-type": "application/json" },
        body: JSON.stringify({ body: "sent while you were away", clientId: randomUUID() }),
      });
      if (res.status !== 201) throw new Error(`sending over HTTP: ${res.status} ${await res.text()}`);
      const { message } = (await res.json()) as { message: { id: number } };
      if (!message.id) throw new Error("no message id");
      sentAway++;
    });
    await stats(true);
    t = performance.now();
    let caughtUp = 0;
    let refused = 0;
    let catchUpRequests = 0;
    await Promise.all(
      clients.map(async (c) => {
        for (let attempt = 0; ; attempt++) {
          try {
            await connect(c);
            break;
          } catch {
            refused++;
            c.ws?.terminate();
            await backOff(attempt);
          }
        }
        await catchUp(c, () => catchUpRequests++);
        caughtUp++;
      }),
    );
    const stormSeconds = (performance.now() - t) / 1000;
    const after = await stats();
    // Lost: a message the database holds that the other side of its conversation never got, live or catching up.
    const byConversation = new Map<number, Client[]>();
    for (const c of clients)
      byConversation.set(c.conversationId, [...(byConversation.get(c.conversationId) ?? []), c]);
    let lost = 0;
    let lostBehind = 0;
    const stored = await storedMessages();
    for (const m of stored) {
      const receiver = byConversation.get(m.conversationId)?.find((c) => c.userId !== m.senderId);
      if (!receiver || receiver.received.has(m.id)) continue;
      lost++;
      // Its live event never came, but a newer message of the conversation did: "after the last id" skips it.
      if (m.id < receiver.lastIdAtDrop) lostBehind++;
    }
    console.log(
      `reconnect storm: ${caughtUp} of ${CLIENTS} reconnected and caught up in ${stormSeconds.toFixed(1)} s ` +
        `(${refused} upgrades refused and retried, ${catchUpRequests} catch-up requests); ` +
        `${sentAway} messages sent while away`,
    );
    console.log(
      `  of all ${stored.length} messages stored (warm-up, live and storm): lost ${lost} (${lostBehind} of them older than a message ` +
        `the screen had before it dropped), shown twice ${duplicates}; ` +
        `server RSS ${(after.rssBytes / 2 ** 20).toFixed(0)} MB, event-loop delay p99 ${after.eventLoopDelayMs.p99} ms ` +
        `max ${after.eventLoopDelayMs.max} ms, ${after.webSockets} sockets, load ${loadAverage()}`,
    );
    // Right after the storm the heap still holds the 5,000 sockets it replaced; V8 gives that memory back once the
    // process has been quiet for a while (its memory reducer). RSS and heap every 10 s for a minute, all connected.
    const settling: string[] = [];
    for (let waited = 10; waited <= 60; waited += 10) {
      await new Promise((r) => setTimeout(r, 10_000));
      const now = await stats();
      const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(0);
      settling.push(
        `${waited} s: ${mb(now.rssBytes)} (heap ${mb(now.heapUsedBytes)}/${mb(now.heapTotalBytes)})`,
      );
    }
    console.log(`  then, ${CLIENTS} sockets connected and idle, server RSS in MB: ${settling.join(", ")}`);
    for (const c of clients) c.ws?.close();
  } finally {
    await server.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

// npm run bench:soak [-- --minutes 30 --warmup 120 --workers 6 --pairs 5 --pglite --no-build]
//
// A long mixed load against the production build, to find what only time shows: leaks, unbounded caches, errors
// that come once an hour. One Mandi on a private PostgreSQL (port 55432; with --pglite, on PGlite, whose 128 MB
// buffer pool then lives in Mandi's own RSS and fills as the data is read, which a leak check must allow for) while
// `--workers` clients browse (home, results, listing pages), search (a repeating mix and a long tail of searches
// that never repeat, so every cache fills to its bound and keeps turning over), post ads with a photo, read their
// account, and `--pairs` chats send a message a second each over WebSockets (reconnecting every minute and catching
// up, as a phone does). Every 30 s it prints requests, errors, RSS and heap. At the end: errors (must be 0) and RSS
// after the warm-up against RSS at the end (growth must be ≤ 10 %). Exits 1 otherwise.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import WebSocket from "ws";
import {
  type Answer,
  arg,
  ask,
  buildOnce,
  describeAnswers,
  distinctJpeg,
  insertMembers,
  type Member,
  type PrivatePostgres,
  postAd,
  runMix,
  say,
  seedDatabase,
  sleep,
  startMandi,
  startPrivatePostgres,
  uploadPhoto,
  uptime,
} from "./drill-support";
import { longTailQueries, SEARCH_MIX } from "./search-mix";

const MINUTES = arg("--minutes", 30);
const WARMUP_SECONDS = arg("--warmup", 120);
const WORKERS = arg("--workers", 6);
const PAIRS = arg("--pairs", 5);
const PORT = Number(process.env.DRILL_PORT ?? 3285);
const usePostgres = !process.argv.includes("--pglite");

interface Stats {
  rssBytes: number;
  heapUsedBytes: number;
  externalBytes: number;
  webSockets: number;
  eventLoopDelayMs: { p99: number; max: number };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** One side of a chat: a socket that sends, counts what it was acknowledged and what reached it. */
class ChatSide {
  ws: WebSocket | undefined;
  lastId = 0;
  readonly pending = new Set<string>();
  readonly received = new Set<number>();
  acked = 0;
  failures: string[] = [];
  constructor(
    readonly base: string,
    readonly member: Member,
    readonly conversationId: number,
  ) {}

  open(): Promise<void> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(`${this.base.replace("http", "ws")}/ws`, {
        headers: { authorization: `Bearer ${this.member.token}` },
      });
      this.ws = ws;
      ws.on("message", (data) => {
        const event = JSON.parse(data.toString()) as {
          t: string;
          id?: string;
          rid?: string;
          message?: { id: number; senderId: string };
          messages?: { id: number; senderId: string }[];
          error?: { code: string };
        };
        if (event.t === "hello") resolve();
        else if (event.t === "ack" && event.id) {
          if (this.pending.delete(event.id)) this.acked++;
        } else if (event.t === "nack") this.failures.push(`nack ${event.error?.code}`);
        else if (event.t === "message" && event.message) this.take(event.message);
        else if (event.t === "messages") for (const m of event.messages ?? []) this.take(m);
      });
      ws.once("error", reject);
    });
  }

  take(message: { id: number; senderId: string }) {
    this.lastId = Math.max(this.lastId, message.id);
    if (message.senderId !== this.member.userId) this.received.add(message.id);
  }

  send(n: number) {
    const id = `soak-${this.member.userId}-${n}`;
    this.pending.add(id);
    this.ws?.send(this.frame(id));
  }

  /**
   * Drops the connection and opens a new one, asks for what it missed and sends again what was not acknowledged
   * (same client ids: stored once), as the app does.
   */
  async reconnect() {
    this.ws?.close();
    await this.open();
    this.ws?.send(JSON.stringify({ t: "catchup", c: this.conversationId, after: this.lastId, rid: "soak" }));
    for (const id of this.pending) this.ws?.send(this.frame(id));
  }

  frame(id: string) {
    return JSON.stringify({ t: "send", c: this.conversationId, id, body: `Still available? (${id})` });
  }
}

async function main() {
  buildOnce();
  say(
    `soak: ${MINUTES} min after a ${WARMUP_SECONDS} s warm-up, ${WORKERS} clients, ${PAIRS} chats, ` +
      `${usePostgres ? "private PostgreSQL" : "PGlite"}; ${uptime()}`,
  );
  const dataDir = mkdtempSync(path.join(tmpdir(), "mandi-soak-"));
  let postgres: PrivatePostgres | undefined;
  let ok = true;
  try {
    if (usePostgres) postgres = await startPrivatePostgres(Number(process.env.DRILL_PG_PORT ?? 55432));
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    };
    seedDatabase(env);
    const members = await insertMembers(
      { dataDir, databaseUrl: postgres?.url },
      WORKERS * 2 + PAIRS * 2,
      "soak",
    );
    const chatters = members.slice(0, PAIRS * 2);
    const posters = members.slice(PAIRS * 2);
    // Conversations between the pairs: written before the server starts (PGlite is one process's).
    const { openDatabase } = await import("~/db/client.server");
    const database = await openDatabase({ databaseUrl: postgres?.url, pgliteDir: path.join(dataDir, "db") });
    const conversationIds: number[] = [];
    for (let i = 0; i < PAIRS; i++) {
      const { rows } = await database.executeSql(
        "insert into conversations (kind, buyer_id, seller_id, subject) values ('direct', $1, $2, 'soak') returning id",
        [chatters[i]?.userId, chatters[PAIRS + i]?.userId],
      );
      conversationIds.push(Number(rows[0]?.id));
    }
    await database.close();

    const mandi = await startMandi(PORT, env);
    const base = mandi.url;
    say(`Mandi ready in ${(mandi.readyMs / 1000).toFixed(1)} s`);
    const stats = async () => JSON.parse((await ask(`${base}/api/dev/stats`)).body) as Stats;

    const sides = Array.from({ length: PAIRS }, (_, i) => [
      new ChatSide(base, chatters[i] as Member, conversationIds[i] as number),
      new ChatSide(base, chatters[PAIRS + i] as Member, conversationIds[i] as number),
    ]);
    for (const pair of sides) for (const side of pair) await side.open();

    const images = await Promise.all(Array.from({ length: 16 }, (_, i) => distinctJpeg(100 + i, 640, 480)));
    const tail = longTailQueries();
    let n = 0;
    let listingIds: number[] = [];
    const refreshIds = async () => {
      const page = JSON.parse((await ask(`${base}/api/v1/listings?q=`)).body) as {
        listings?: { id: number }[];
      };
      if (page.listings?.length) listingIds = page.listings.map((l) => l.id);
    };
    await refreshIds();
    const pick = <T>(list: T[]) => list[n++ % list.length] as T;
    const steps: [string, () => Promise<Answer>][] = [
      ["page /", () => ask(`${base}/`)],
      ["page listing", () => ask(`${base}/product/${pick(listingIds)}`)],
      ["api search mix", () => ask(`${base}/api/v1/listings?${pick(SEARCH_MIX).query}`)],
      ["page results", () => ask(`${base}/products?${pick(SEARCH_MIX).query}`)],
      ["api search tail", () => ask(`${base}/api/v1/listings?${pick(tail)}`)],
      [
        "api me",
        () => ask(`${base}/api/v1/me`, { headers: { authorization: `Bearer ${pick(posters).token}` } }),
      ],
      ["page results tail", () => ask(`${base}/products?${pick(tail)}`)],
      [
        "post ad",
        async () => {
          const member = pick(posters);
          const up = await uploadPhoto(base, member, pick(images));
          if (up.status !== 201) return up;
          const key = (JSON.parse(up.body) as { photo: { storageKey: string } }).photo.storageKey;
          const posted = await postAd(base, member, `Sheesham study table no ${n}`, [key]);
          if (n % 20 === 0) void refreshIds();
          return posted;
        },
      ],
    ];

    let chatting = true;
    let sent = 0;
    const chat = (async () => {
      for (let tick = 0; chatting; tick++) {
        for (const pair of sides) for (const side of pair) side.send(tick);
        sent += PAIRS * 2;
        // Every minute one side of each chat drops its connection and catches up.
        if (tick > 0 && tick % 60 === 0) for (const pair of sides) await pair[tick % 2]?.reconnect();
        await sleep(1000);
      }
    })();

    const load = runMix(steps, { workers: WORKERS, pauseMs: 100 });
    load.setPhase("warm-up");
    await sleep(WARMUP_SECONDS * 1000);
    const start = await stats();
    const startRss = mandi.rssMb();
    load.setPhase("soak");
    say(
      `after the warm-up: RSS ${mb(start.rssBytes)}, heap ${mb(start.heapUsedBytes)}, external ` +
        `${mb(start.externalBytes)}; ${uptime()}`,
    );
    const began = performance.now();
    let reported = 0;
    while (performance.now() - began < MINUTES * 60_000) {
      await sleep(Math.min(30_000, MINUTES * 60_000 - (performance.now() - began)));
      if (mandi.child.exitCode !== null) throw new Error(`Mandi exited:\n${mandi.output().slice(-3000)}`);
      const now = await stats();
      const soaked = load.recorded.filter((r) => r.phase === "soak");
      const errors = soaked.filter((r) => r.status < 200 || r.status >= 300);
      const fresh = soaked.slice(reported);
      reported = soaked.length;
      say(
        `${((performance.now() - began) / 60_000).toFixed(1).padStart(5)} min  ${fresh.length} requests ` +
          `(${(fresh.length / 30).toFixed(0)}/s), errors ${errors.length} so far, chat sent ${sent}; ` +
          `RSS ${mb(now.rssBytes)}, heap ${mb(now.heapUsedBytes)}, external ${mb(now.externalBytes)}, ` +
          `sockets ${now.webSockets}, ` +
          `loop delay p99 ${now.eventLoopDelayMs.p99} ms; ${uptime()}`,
      );
      await ask(`${base}/api/dev/stats?reset=1`);
    }
    chatting = false;
    await chat;
    await load.stop();
    await sleep(3_000);
    const end = await stats();
    const soaked = load.recorded.filter((r) => r.phase === "soak");
    say(`soak  ${describeAnswers(soaked)}`);
    for (const [kind] of steps) {
      const some = soaked.filter((r) => r.kind === kind);
      say(`    ${kind.padEnd(17)} ${describeAnswers(some)}`);
    }
    const errors = soaked.filter((r) => r.status < 200 || r.status >= 300);
    for (const e of errors.slice(0, 5))
      say(`    error: ${e.kind} ${e.status} ${e.error ?? e.body.slice(0, 160)}`);
    // Chat: every message acknowledged, and every acknowledged message reached the other side (live or caught up).
    let chatErrors = 0;
    for (const [a, b] of sides as [ChatSide, ChatSide][]) {
      for (const side of [a, b]) {
        chatErrors += side.pending.size + side.failures.length;
        for (const f of side.failures.slice(0, 3)) say(`    chat error: ${f}`);
      }
    }
    const received = sides.flat().reduce((sum, side) => sum + side.received.size, 0);
    const acked = sides.flat().reduce((sum, side) => sum + side.acked, 0);
    say(
      `chat: sent ${sent}, stored ${acked}, reached the other side ${received}; unanswered or refused ${chatErrors}`,
    );
    const growth = (end.rssBytes - start.rssBytes) / start.rssBytes;
    say(
      `RSS after the warm-up ${mb(start.rssBytes)} (ps ${startRss.toFixed(1)} MB), at the end ${mb(end.rssBytes)}: ` +
        `${(growth * 100).toFixed(1)} %; heap ${mb(start.heapUsedBytes)} → ${mb(end.heapUsedBytes)}, external ` +
        `${mb(start.externalBytes)} → ${mb(end.externalBytes)}; ${uptime()}`,
    );
    if (errors.length + chatErrors > 0) {
      ok = false;
      say(`FAIL: ${errors.length} request errors, ${chatErrors} chat errors`);
    }
    if (acked - received > PAIRS * 4) {
      ok = false;
      say(`FAIL: ${acked - received} stored messages never reached the other side`);
    }
    if (growth > 0.1) {
      ok = false;
      say(`FAIL: RSS grew ${(growth * 100).toFixed(1)} % (more than 10 %)`);
    }
    for (const side of sides.flat()) side.ws?.close();
    await mandi.stop();
  } finally {
    postgres?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
  say(ok ? "soak: PASS" : "soak: FAIL");
  process.exit(ok ? 0 : 1);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

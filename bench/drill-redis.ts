// npm run drill:redis [-- --pairs 10 --down 15 --no-build]
//
// Redis goes away under load. Two Mandi instances share a private PostgreSQL (55432) and a private Redis (56379,
// `--save ''`: it comes back empty, as a restarted cache may); never the machine's shared servers. Clients sign in
// with a password, search, read their account and post ads on both instances, and `--pairs` chats run between a
// member on instance 1 and one on instance 2 over WebSockets. Redis is killed for `--down` seconds, then started.
// What a user would notice, checked:
// - sign-in, search, account and posting answer 2xx throughout (rate limits are counted per instance meanwhile);
// - every chat message sent is stored (acknowledged) and reaches the other side, across instances, while Redis is
//   away too (through PostgreSQL LISTEN/NOTIFY); whatever a socket missed is found by catching up;
// - each instance says once that Redis is unreachable (per fallback) and once that it is back.
// Prints what it saw and exits 1 if any of it failed.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import WebSocket from "ws";
import {
  type Answer,
  arg,
  ask,
  buildOnce,
  describeAnswers,
  distinctJpeg,
  insertMembers,
  type Mandi,
  type Member,
  type PrivatePostgres,
  type PrivateRedis,
  percentileOf,
  postAd,
  runMix,
  say,
  seedDatabase,
  sleep,
  startMandi,
  startPrivatePostgres,
  startPrivateRedis,
  timeline,
  uploadPhoto,
  uptime,
} from "./drill-support";

const PAIRS = arg("--pairs", 10);
const DOWN_SECONDS = arg("--down", 15);
const PORTS = [Number(process.env.DRILL_PORT ?? 3283), Number(process.env.DRILL_PORT_2 ?? 3284)];
const PASSWORD = "drill-monsoon-1987";

interface ChatSide {
  member: Member;
  ws: WebSocket;
  conversationId: number;
  /** clientId → message id of what reached this side live. */
  received: Map<string, number>;
}

interface Sent {
  clientId: string;
  phase: string;
  at: number;
  ackedId?: number;
  deliveredAt?: number;
}

function openSocket(base: string, member: Member, conversationId: number): Promise<ChatSide> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base.replace("http", "ws")}/ws`, {
      headers: { authorization: `Bearer ${member.token}` },
    });
    const side: ChatSide = { member, ws, conversationId, received: new Map() };
    ws.on("message", (data) => {
      const event = JSON.parse(data.toString()) as { t: string; message?: { id: number; clientId: string } };
      if (event.t === "hello") resolve(side);
      if (event.t === "message" && event.message) side.received.set(event.message.clientId, event.message.id);
    });
    ws.once("error", reject);
  });
}

async function conversations(url: string, pairs: [Member, Member][]): Promise<number[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      `insert into conversations (kind, buyer_id, seller_id, subject)
       select 'direct', b, s, 'drill' from unnest($1::text[], $2::text[]) with ordinality as x(b, s, n)
       order by n returning id`,
      [pairs.map((p) => p[0].userId), pairs.map((p) => p[1].userId)],
    );
    return rows.map((r) => Number(r.id));
  } finally {
    await client.end();
  }
}

async function main() {
  buildOnce();
  say(`Redis drill: 2 instances, ${PAIRS} chats across them, Redis down ${DOWN_SECONDS} s; ${uptime()}`);
  const dataDir = mkdtempSync(path.join(tmpdir(), "mandi-drill-redis-"));
  let postgres: PrivatePostgres | undefined;
  let redis: PrivateRedis | undefined;
  const instances: Mandi[] = [];
  let ok = true;
  const fail = (why: string) => {
    ok = false;
    say(`  FAIL: ${why}`);
  };
  try {
    postgres = await startPrivatePostgres(Number(process.env.DRILL_PG_PORT ?? 55432));
    redis = await startPrivateRedis(Number(process.env.DRILL_REDIS_PORT ?? 56379));
    const env = { DATA_DIR: dataDir, DATABASE_URL: postgres.url, REDIS_URL: redis.url, LOG_LEVEL: "info" };
    seedDatabase({ DATA_DIR: dataDir, DATABASE_URL: postgres.url });
    const members = await insertMembers(
      { dataDir, databaseUrl: postgres.url },
      PAIRS * 2 + 8,
      "drill-redis",
      PASSWORD,
    );
    const chatters = members.slice(0, PAIRS * 2);
    const browsers = members.slice(PAIRS * 2);
    const pairs = Array.from(
      { length: PAIRS },
      (_, i) => [chatters[i], chatters[PAIRS + i]] as [Member, Member],
    );
    const conversationIds = await conversations(postgres.url, pairs);
    // The first creates the auth secret in DATA_DIR; the second reads it.
    instances.push(await startMandi(PORTS[0] as number, env));
    instances.push(await startMandi(PORTS[1] as number, env));
    const [one, two] = instances as [Mandi, Mandi];
    say(`instances ready on ${one.url} and ${two.url}`);

    const sides = await Promise.all(
      pairs.map(async ([a, b], i) => {
        const id = conversationIds[i] as number;
        return [await openSocket(one.url, a, id), await openSocket(two.url, b, id)] as const;
      }),
    );
    let phase = "before";
    const sent: Sent[] = [];
    const began = performance.now();
    const acks = new Map<string, number>();
    for (const [a] of sides) {
      a.ws.on("message", (data) => {
        const event = JSON.parse(data.toString()) as { t: string; id?: string; message?: { id: number } };
        if (event.t === "ack" && event.id && event.message) acks.set(event.id, event.message.id);
      });
    }
    let chatting = true;
    const chat = (async () => {
      for (let n = 0; chatting; n++) {
        for (const [a] of sides) {
          const clientId = `drill-${n}-${a.member.userId}`;
          sent.push({ clientId, phase, at: performance.now() - began });
          a.ws.send(
            JSON.stringify({
              t: "send",
              c: a.conversationId,
              id: clientId,
              body: `Is it still available? (${n})`,
            }),
          );
        }
        await sleep(500);
      }
    })();

    const image = await distinctJpeg(11, 640, 480);
    let n = 0;
    const browser = () => browsers[n++ % browsers.length] as Member;
    const base = (i: number) => (i % 2 === 0 ? one.url : two.url);
    const steps: [string, () => Promise<Answer>][] = [
      [
        "sign-in",
        () => {
          const m = browser();
          // The Origin a browser on this instance's PUBLIC_URL (http://localhost:PORT) sends.
          const at = base(n);
          return ask(`${at}/api/auth/sign-in/email`, {
            method: "POST",
            headers: { "content-type": "application/json", origin: at.replace("127.0.0.1", "localhost") },
            body: JSON.stringify({ email: `${m.userId}@drill.example`, password: PASSWORD }),
          });
        },
      ],
      ["api search", () => ask(`${base(n++)}/api/v1/listings?q=sofa`)],
      ["page search", () => ask(`${base(n++)}/products?q=table`)],
      [
        "api me",
        () => ask(`${base(n)}/api/v1/me`, { headers: { authorization: `Bearer ${browser().token}` } }),
      ],
      [
        "post ad",
        async () => {
          const m = browser();
          const at = base(n);
          const up = await uploadPhoto(at, m, image);
          if (up.status !== 201) return up;
          const key = (JSON.parse(up.body) as { photo: { storageKey: string } }).photo.storageKey;
          return postAd(at, m, `Sheesham bookshelf ${n}`, [key]);
        },
      ],
    ];
    const load = runMix(steps, { workers: 4, pauseMs: 100 });
    const logAt = () => instances.map((i) => i.output().length);
    await sleep(8_000);

    phase = "down";
    load.setPhase("down");
    const downAt = logAt();
    await redis.stop();
    say(`Redis killed at ${(load.elapsed() / 1000).toFixed(1)} s of the load; ${uptime()}`);
    await sleep(DOWN_SECONDS * 1000);

    phase = "after";
    load.setPhase("after");
    const upAt = logAt();
    await redis.start();
    say(`Redis started again (empty) at ${(load.elapsed() / 1000).toFixed(1)} s`);
    await sleep(10_000);
    chatting = false;
    await chat;
    await load.stop();
    await sleep(2_000);
    const endAt = logAt();

    for (const name of ["before", "down", "after"]) {
      const answers = load.recorded.filter((r) => r.phase === name);
      say(`${name.padEnd(6)} ${describeAnswers(answers)}`);
      for (const [kind] of steps) {
        const some = answers.filter((r) => r.kind === kind);
        if (some.length > 0) say(`    ${kind.padEnd(11)} ${describeAnswers(some)}`);
      }
    }
    say(`answers per 2 s (count/slowest): ${timeline(load.recorded)}`);
    const bad = load.recorded.filter((r) => r.status < 200 || r.status >= 300);
    if (bad.length > 0)
      fail(
        `${bad.length} requests failed: ${bad[0]?.kind} ${bad[0]?.status} ${bad[0]?.error ?? bad[0]?.body.slice(0, 160)}`,
      );

    // Chat: live deliveries across instances, and what catching up finds.
    const receivedBy = new Map<string, number>();
    for (const [, b] of sides) for (const [clientId, id] of b.received) receivedBy.set(clientId, id);
    for (const name of ["before", "down", "after"]) {
      const inPhase = sent.filter((s) => s.phase === name);
      const acked = inPhase.filter((s) => acks.has(s.clientId)).length;
      const live = inPhase.filter((s) => receivedBy.has(s.clientId)).length;
      say(
        `chat ${name.padEnd(6)} sent ${inPhase.length}, stored ${acked}, delivered live to the other instance ${live}`,
      );
    }
    let caughtUp = 0;
    let lost = 0;
    for (const [a, b] of sides) {
      // What a screen that missed messages does: asks for everything after the last one it has, 200 at a time.
      const mine = sent.filter((x) => x.clientId.endsWith(`-${a.member.userId}`));
      const stored = new Set<number>();
      let after = Math.min(...mine.map((x) => acks.get(x.clientId) ?? Number.POSITIVE_INFINITY)) - 1;
      if (!Number.isFinite(after)) continue;
      for (;;) {
        const query = after > 0 ? `?after=${after}` : "";
        const res = await ask(`${two.url}/api/v1/conversations/${b.conversationId}/messages${query}`, {
          headers: { authorization: `Bearer ${b.member.token}` },
        });
        const page = JSON.parse(res.body) as { messages: { id: number }[] };
        for (const m of page.messages) stored.add(m.id);
        if (page.messages.length < 200) break;
        after = Math.max(...page.messages.map((m) => m.id));
      }
      for (const s of mine) {
        const id = acks.get(s.clientId);
        if (id === undefined) continue;
        if (!b.received.has(s.clientId)) {
          if (stored.has(id)) caughtUp++;
          else lost++;
        }
      }
    }
    const unacked = sent.filter((s) => !acks.has(s.clientId)).length;
    say(
      `chat: ${unacked} sends never stored; ${caughtUp} missed live and found by catching up; ${lost} lost`,
    );
    if (unacked > 0) fail(`${unacked} chat messages were not stored`);
    if (lost > 0) fail(`${lost} chat messages lost`);
    const downSent = sent.filter((s) => s.phase === "down" && acks.has(s.clientId));
    const downLive = downSent.filter((s) => receivedBy.has(s.clientId)).length;
    if (downSent.length > 0 && downLive === 0) fail("no chat message crossed instances while Redis was away");

    for (const [i, instance] of instances.entries()) {
      const during = instance.output().slice(downAt[i], upAt[i]);
      const afterwards = instance.output().slice(upAt[i], endAt[i]);
      const count = (text: string, start: string) =>
        text.split("\n").filter((line) => line.includes(`"msg":"${start}`)).length;
      const unreachable = count(during, "Redis unreachable");
      const back = count(afterwards, "Redis is back");
      say(
        `instance ${i + 1}: "Redis unreachable" ×${unreachable}, "Redis is back" ×${back}; ` +
          `lines logged while Redis was away ${during.split("\n").filter(Boolean).length - count(during, "request")} (besides request lines)`,
      );
      const byMessage = new Map<string, number>();
      for (const line of during.split("\n").filter(Boolean)) {
        const msg = /"msg":"([^"]*)"/.exec(line)?.[1] ?? line.slice(0, 80);
        if (msg !== "request") byMessage.set(msg, (byMessage.get(msg) ?? 0) + 1);
      }
      for (const [msg, times] of byMessage) say(`    ${times} × ${msg}`);
      if (unreachable !== 3)
        fail(`instance ${i + 1} said "Redis unreachable" ${unreachable} times (3 fallbacks, once each)`);
      if (back < 3) fail(`instance ${i + 1} did not say Redis is back for every fallback`);
      if (instance.child.exitCode !== null) fail(`instance ${i + 1} exited`);
    }
    const p = (values: number[], q: number) => percentileOf(values, q).toFixed(0);
    const answerMs = load.recorded.filter((r) => r.phase === "down").map((r) => r.ms);
    say(`while Redis was away: request p50 ${p(answerMs, 50)} ms, p95 ${p(answerMs, 95)} ms; ${uptime()}`);
    for (const [a, b] of sides) {
      a.ws.close();
      b.ws.close();
    }
    for (const instance of instances) await instance.stop();
  } finally {
    for (const instance of instances) if (instance.child.exitCode === null) await instance.kill();
    await redis?.stop();
    postgres?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
  say(ok ? "Redis drill: PASS" : "Redis drill: FAIL");
  process.exit(ok ? 0 : 1);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

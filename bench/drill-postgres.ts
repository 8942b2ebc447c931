// npm run drill:postgres [-- --workers 8 --down 15 --mode fast|immediate --no-build]
//
// PostgreSQL restarts under load. Mandi runs on a private PostgreSQL (port 55432, a temporary cluster; never the
// machine's shared one) while `--workers` clients browse, search, read their account and post ads. PostgreSQL is
// stopped (`pg_ctl stop -m fast`, or `immediate`: as if it crashed) for `--down` seconds and started again.
// What a user would notice, checked:
// - while it is down every request is answered, quickly, with 503 (or 200 from a cache): the API with
//   `{ "error": { "code": "UNAVAILABLE" … } }`, a page saying Mandi is briefly unavailable; never a 500, never a hang;
// - Mandi does not crash, and answers everything again once PostgreSQL is back, without a restart.
// Prints what it saw (status counts and latencies by phase, time to recover) and exits 1 if any of it failed.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
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
  type Recorded,
  runMix,
  say,
  seedDatabase,
  sleep,
  startMandi,
  startPrivatePostgres,
  timeline,
  uploadPhoto,
  uptime,
} from "./drill-support";

const WORKERS = arg("--workers", 8);
const DOWN_SECONDS = arg("--down", 15);
const PORT = Number(process.env.DRILL_PORT ?? 3282);
const mode = process.argv.includes("--mode") ? process.argv[process.argv.indexOf("--mode") + 1] : "fast";
const REQUEST_TIMEOUT_MS = 10_000;

async function main() {
  buildOnce();
  say(
    `PostgreSQL restart drill: ${WORKERS} clients, PostgreSQL down ${DOWN_SECONDS} s (stop -m ${mode}); ${uptime()}`,
  );
  const dataDir = mkdtempSync(path.join(tmpdir(), "mandi-drill-pg-"));
  let postgres: PrivatePostgres | undefined;
  let ok = true;
  const fail = (why: string) => {
    ok = false;
    say(`  FAIL: ${why}`);
  };
  try {
    postgres = await startPrivatePostgres(Number(process.env.DRILL_PG_PORT ?? 55432));
    const env = { DATA_DIR: dataDir, DATABASE_URL: postgres.url };
    seedDatabase(env);
    const members = await insertMembers({ dataDir, databaseUrl: postgres.url }, WORKERS, "drill-pg");
    const mandi = await startMandi(PORT, env);
    const base = mandi.url;
    say(`Mandi ready in ${(mandi.readyMs / 1000).toFixed(1)} s on ${postgres.url}`);
    const image = await distinctJpeg(7, 640, 480);
    const sample = JSON.parse((await ask(`${base}/api/v1/listings?q=`)).body) as {
      listings: { id: number }[];
    };
    const listingId = sample.listings[0]?.id ?? 1;
    let posted = 0;
    const member = (i: number) => members[i % members.length] as Member;
    const bearer = (m: Member) => ({ headers: { authorization: `Bearer ${m.token}` } });
    const steps: [string, () => Promise<Answer>][] = [
      ["page /", () => ask(`${base}/`, {}, REQUEST_TIMEOUT_MS)],
      ["page search", () => ask(`${base}/products?q=sofa`, {}, REQUEST_TIMEOUT_MS)],
      [
        "api search",
        () => ask(`${base}/api/v1/listings?q=wood&page=${1 + (posted % 3)}`, {}, REQUEST_TIMEOUT_MS),
      ],
      ["api listing", () => ask(`${base}/api/v1/listings/${listingId}`, {}, REQUEST_TIMEOUT_MS)],
      ["api me", () => ask(`${base}/api/v1/me`, bearer(member(posted)), REQUEST_TIMEOUT_MS)],
      [
        "api post ad",
        async () => {
          const m = member(posted++);
          const up = await uploadPhoto(base, m, image);
          if (up.status !== 201) return up;
          const key = (JSON.parse(up.body) as { photo: { storageKey: string } }).photo.storageKey;
          return postAd(base, m, `Teak wardrobe number ${posted}`, [key]);
        },
      ],
      ["healthz", () => ask(`${base}/healthz`, {}, REQUEST_TIMEOUT_MS)],
    ];
    const load = runMix(steps, { workers: WORKERS, pauseMs: 50 });
    const logAt: Record<string, number> = {};
    await sleep(8_000);

    load.setPhase("down");
    logAt.down = mandi.output().length;
    const stopping = performance.now();
    await postgres.stop(mode as "fast" | "immediate");
    say(
      `PostgreSQL stopped (${((performance.now() - stopping) / 1000).toFixed(1)} s) at ` +
        `${(load.elapsed() / 1000).toFixed(1)} s of the load; ${uptime()}`,
    );
    await sleep(DOWN_SECONDS * 1000);

    load.setPhase("starting");
    logAt.starting = mandi.output().length;
    const startingAt = load.elapsed();
    await postgres.start();
    const startedPg = performance.now();
    const startedPgAt = load.elapsed();
    say(
      `pg_ctl start at ${(startingAt / 1000).toFixed(1)} s of the load; PostgreSQL accepted connections ` +
        `${((startedPgAt - startingAt) / 1000).toFixed(1)} s later`,
    );
    while ((await ask(`${base}/healthz`, {}, REQUEST_TIMEOUT_MS)).status !== 200) {
      if (mandi.child.exitCode !== null || mandi.child.signalCode !== null) {
        await load.stop();
        throw new Error(`Mandi exited while PostgreSQL was away:\n${mandi.output().slice(-6000)}`);
      }
      await sleep(100);
    }
    const healthyAfter = performance.now() - startedPg;
    load.setPhase("after");
    logAt.after = mandi.output().length;
    await sleep(10_000);
    await load.stop();
    const alive = mandi.child.exitCode === null && mandi.child.signalCode === null;

    const phases = ["before", "down", "starting", "after"];
    for (const phase of phases) {
      const answers = load.recorded.filter((r) => r.phase === phase);
      say(`${phase.padEnd(8)} ${describeAnswers(answers)}`);
      if (phase === "down" || phase === "after") {
        for (const kind of steps.map(([k]) => k)) {
          const some = answers.filter((r) => r.kind === kind);
          if (some.length > 0) say(`    ${kind.padEnd(12)} ${describeAnswers(some)}`);
        }
      }
    }
    say(`answers per 2 s (count/slowest): ${timeline(load.recorded)}`);
    const firstOk = new Map<string, number>();
    for (const r of load.recorded) {
      if (r.phase !== "starting" && r.phase !== "after") continue;
      if (r.status >= 200 && r.status < 300 && !firstOk.has(r.kind)) firstOk.set(r.kind, r.at + r.ms);
    }
    say(`healthz 200 again ${(healthyAfter / 1000).toFixed(2)} s after PostgreSQL accepted connections`);
    const logLines = (from: number, to: number) => mandi.output().slice(from, to).split("\n").filter(Boolean);
    const outageLog = logLines(logAt.down ?? 0, logAt.after ?? 0);
    say(
      `Mandi logged ${outageLog.length} lines while PostgreSQL was away; ${alive ? "still running" : "EXITED"}`,
    );
    const byMessage = new Map<string, number>();
    for (const line of outageLog) {
      const msg = (() => {
        try {
          return (JSON.parse(line) as { msg?: string }).msg ?? line.slice(0, 60);
        } catch {
          return line.slice(0, 60);
        }
      })();
      byMessage.set(msg, (byMessage.get(msg) ?? 0) + 1);
    }
    for (const [msg, n] of [...byMessage].sort((a, b) => b[1] - a[1]).slice(0, 8)) say(`    ${n} × ${msg}`);

    // What a user would notice.
    if (!alive) fail("Mandi exited");
    const down = load.recorded.filter((r) => r.phase === "down");
    const unanswered = load.recorded.filter((r) => r.status === 0);
    for (const r of unanswered.slice(0, 5))
      say(`    no answer: ${r.phase} ${r.kind} after ${r.ms.toFixed(0)} ms: ${r.error}`);
    if (unanswered.length > 0) fail(`${unanswered.length} requests got no answer`);
    const wrong = down.filter(
      (r) => r.status !== 0 && r.status !== 503 && !(r.status >= 200 && r.status < 300),
    );
    if (wrong.length > 0)
      fail(`${wrong.length} answers other than 503 or 2xx while down: ${sample503(wrong)}`);
    const api503 = down.filter((r) => r.status === 503 && r.kind.startsWith("api"));
    const notUnavailable = api503.filter((r) => !r.body.includes('"code":"UNAVAILABLE"'));
    if (notUnavailable.length > 0) fail(`API 503 without code UNAVAILABLE: ${sample503(notUnavailable)}`);
    const page503 = down.filter((r) => r.status === 503 && r.kind.startsWith("page"));
    const unclear = page503.filter((r) => !r.body.includes("briefly unavailable"));
    if (unclear.length > 0) fail(`page 503 that does not say so: ${sample503(unclear)}`);
    if (api503.length === 0 || page503.length === 0) fail("no 503 seen while PostgreSQL was down");
    say(
      `  while down: API 503s ${api503.length} (all UNAVAILABLE: ${notUnavailable.length === 0}), page 503s ${page503.length}`,
    );
    const after = load.recorded.filter((r) => r.phase === "after");
    const afterBad = after.filter((r) => !(r.status >= 200 && r.status < 300));
    if (afterBad.length > 0) fail(`${afterBad.length} failures after recovery: ${sample503(afterBad)}`);
    const anywhere500 = load.recorded.filter((r) => r.status >= 500 && r.status !== 503);
    if (anywhere500.length > 0)
      fail(`${anywhere500.length} answers ≥ 500 other than 503: ${sample503(anywhere500)}`);
    const recover = [...firstOk].map(([k, at]) => `${k} ${((at - startedPgAt) / 1000).toFixed(2)} s`);
    say(`  first success per kind, after PostgreSQL accepted connections: ${recover.join(", ")}`);
    await mandi.stop();
  } finally {
    postgres?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
  say(ok ? "PostgreSQL restart drill: PASS" : "PostgreSQL restart drill: FAIL");
  process.exit(ok ? 0 : 1);
}

function sample503(answers: Recorded[]): string {
  const a = answers[0];
  return a ? `${a.kind} ${a.status} ${a.error ?? ""} ${a.body.slice(0, 160).replaceAll("\n", " ")}` : "";
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

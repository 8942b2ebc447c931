// npm run drill:kill [-- --members 100 --kill-after 40 --rounds 1 --only pglite|postgres --no-build]
//
// kill -9 while `--members` members post ads at once over the API (two photo uploads, then the ad; bearer
// tokens), on PGlite and on a private PostgreSQL (55432). Mandi is killed with SIGKILL once `--kill-after` ads
// were acknowledged (201), started again on the same DATA_DIR and database, and then:
// - every acknowledged ad is in the database with exactly the photos it was posted with, and each of its photos
//   is served by /media in every size, as a WebP that decodes;
// - no listing is half-written: none without photos, no photo row (of an ad or an upload waiting for one) whose
//   files are missing, empty or undecodable;
// - no acknowledged upload is lost; files of uploads that were never acknowledged (orphans) are counted, allowed.
// Prints what it saw and exits 1 if any of it failed.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { openDatabase } from "~/db/client.server";
import {
  type Answer,
  arg,
  ask,
  buildOnce,
  distinctJpeg,
  insertMembers,
  type Mandi,
  type Member,
  PHOTO_WIDTHS,
  type PrivatePostgres,
  postAd,
  say,
  seedDatabase,
  startMandi,
  startPrivatePostgres,
  uploadPhoto,
  uptime,
} from "./drill-support";

const MEMBERS = arg("--members", 100);
const KILL_AFTER = arg("--kill-after", 40);
const ROUNDS = arg("--rounds", 1);
const PORT = Number(process.env.DRILL_PORT ?? 3281);
const only = process.argv.includes("--only") ? process.argv[process.argv.indexOf("--only") + 1] : undefined;

interface AckedAd {
  id: number;
  member: Member;
  photos: string[];
}

interface Target {
  kind: "pglite" | "postgres";
  dataDir: string;
  databaseUrl?: string | undefined;
  env: Record<string, string>;
}

let images: Buffer[] = [];

/** Every member posts in a loop (two uploads, one ad) until `stop` is set; what was acknowledged is recorded. */
function postingLoad(base: string, members: Member[], round: number) {
  const acked: AckedAd[] = [];
  const ackedUploads = new Set<string>();
  const answers: Answer[] = [];
  let inFlight = 0;
  let stop = false;
  const track = async (request: Promise<Answer>) => {
    inFlight++;
    try {
      const answer = await request;
      answers.push(answer);
      return answer;
    } finally {
      inFlight--;
    }
  };
  const worker = async (member: Member, index: number) => {
    for (let n = 0; !stop; n++) {
      const keys: string[] = [];
      for (let p = 0; p < 2 && !stop; p++) {
        const image = images[(index * 2 + p + n * 7) % images.length] as Buffer;
        const up = await track(uploadPhoto(base, member, image));
        if (up.status !== 201) break;
        const key = (JSON.parse(up.body) as { photo: { storageKey: string } }).photo.storageKey;
        ackedUploads.add(key);
        keys.push(key);
      }
      if (stop || keys.length < 2) continue;
      const res = await track(postAd(base, member, `Teak dining table r${round} m${index} n${n}`, keys));
      if (res.status === 201) {
        const id = (JSON.parse(res.body) as { listing: { id: number } }).listing.id;
        acked.push({ id, member, photos: keys });
      }
    }
  };
  const done = Promise.all(members.map((m, i) => worker(m, i)));
  return {
    acked,
    ackedUploads,
    answers,
    inFlight: () => inFlight,
    /** No request is started from now on. */
    halt() {
      stop = true;
    },
    async stop() {
      stop = true;
      await done;
    },
  };
}

async function decodes(data: Buffer): Promise<boolean> {
  try {
    const meta = await sharp(data).metadata();
    return meta.format === "webp" && (meta.width ?? 0) > 0;
  } catch {
    return false;
  }
}

/** What a visitor sees after the restart: the ads' photos through /media. */
async function checkServed(base: string, acked: AckedAd[]) {
  let served = 0;
  const broken: string[] = [];
  for (const ad of acked) {
    for (const key of ad.photos) {
      for (const width of PHOTO_WIDTHS) {
        const res = await fetch(`${base}/media/${key}/${width}.webp`);
        const body = Buffer.from(await res.arrayBuffer());
        if (res.status === 200 && res.headers.get("content-type") === "image/webp" && (await decodes(body)))
          served++;
        else broken.push(`${key}/${width}.webp → ${res.status}`);
      }
    }
  }
  const pages = await Promise.all(
    acked.map((ad) =>
      ask(`${base}/api/v1/listings/${ad.id}`, { headers: { authorization: `Bearer ${ad.member.token}` } }),
    ),
  );
  return { served, broken, pageStatuses: pages };
}

/** What the database and the disk hold, after a graceful stop (PGlite: one process at a time). */
async function checkStored(target: Target, acked: AckedAd[], ackedUploads: Set<string>, prefix: string) {
  const database = await openDatabase({
    databaseUrl: target.databaseUrl,
    pgliteDir: path.join(target.dataDir, "db"),
  });
  try {
    const listings = (
      await database.executeSql(
        `select l.id::int as id, coalesce(array_agg(p.storage_key order by p.position)
                  filter (where p.storage_key is not null), '{}') as photos
         from listings l left join listing_photos p on p.listing_id = l.id
         where l.user_id like $1 group by l.id`,
        [`${prefix}-%`],
      )
    ).rows as { id: number; photos: string[] }[];
    const uploads = (
      await database.executeSql("select storage_key from photo_uploads where user_id like $1", [
        `${prefix}-%`,
      ])
    ).rows.map((r) => r.storage_key as string);
    const byId = new Map(listings.map((l) => [l.id, l.photos]));
    const missingAds = acked.filter((ad) => !byId.has(ad.id)).map((ad) => ad.id);
    const wrongPhotos = acked
      .filter((ad) => byId.has(ad.id) && JSON.stringify(byId.get(ad.id)) !== JSON.stringify(ad.photos))
      .map((ad) => ad.id);
    const withoutPhotos = listings.filter((l) => l.photos.length === 0).map((l) => l.id);
    const ackedIds = new Set(acked.map((ad) => ad.id));
    const committedUnacked = listings.filter((l) => !ackedIds.has(l.id)).length;

    const rowKeys = new Set([...listings.flatMap((l) => l.photos), ...uploads]);
    const lostUploads = [...ackedUploads].filter((key) => !rowKeys.has(key));
    const media = path.join(target.dataDir, "media");
    const badFiles: string[] = [];
    for (const key of rowKeys) {
      for (const width of PHOTO_WIDTHS) {
        const file = path.join(media, key, `${width}.webp`);
        if (!existsSync(file) || statSync(file).size === 0 || !(await decodes(readFileSync(file))))
          badFiles.push(`${key}/${width}.webp`);
      }
    }
    // Folders of photos no row names: uploads cut off before they were acknowledged (allowed), and the sample ads.
    const folders = existsSync(path.join(media, "listings")) ? readdirSync(path.join(media, "listings")) : [];
    const sampleKeys = new Set(
      (
        await database.executeSql(
          "select storage_key from listing_photos p join listings l on l.id = p.listing_id where l.user_id not like $1",
          [`${prefix}-%`],
        )
      ).rows.map((r) => r.storage_key as string),
    );
    const orphans = folders.filter((f) => !rowKeys.has(`listings/${f}`) && !sampleKeys.has(`listings/${f}`));
    const orphanAcked = orphans.filter((f) => ackedUploads.has(`listings/${f}`));
    const temporary = folders.flatMap((f) =>
      readdirSync(path.join(media, "listings", f)).filter((name) => name.endsWith(".tmp")),
    );
    return {
      listings: listings.length,
      uploads: uploads.length,
      missingAds,
      wrongPhotos,
      withoutPhotos,
      committedUnacked,
      lostUploads,
      badFiles,
      orphans: orphans.length,
      orphanAcked: orphanAcked.length,
      temporary: temporary.length,
    };
  } finally {
    await database.close();
  }
}

async function drill(target: Target): Promise<boolean> {
  say(`── ${target.kind}: seeding ${target.kind === "postgres" ? target.databaseUrl : target.dataDir}`);
  seedDatabase(target.env);
  let ok = true;
  const allAcked: AckedAd[] = [];
  const allUploads = new Set<string>();
  for (let round = 1; round <= ROUNDS; round++) {
    const prefix = `drill-kill-r${round}`;
    const members = await insertMembers(target, MEMBERS, prefix);
    let mandi: Mandi = await startMandi(PORT, target.env);
    say(
      `round ${round}: Mandi ready in ${(mandi.readyMs / 1000).toFixed(1)} s; ${MEMBERS} members start posting`,
    );
    const started = performance.now();
    const load = postingLoad(mandi.url, members, round);
    while (load.acked.length < KILL_AFTER) {
      if (mandi.child.exitCode !== null)
        throw new Error(`Mandi died on its own:\n${mandi.output().slice(-3000)}`);
      await new Promise((r) => setTimeout(r, 5));
    }
    load.halt();
    const inFlight = load.inFlight();
    const ackedAtKill = load.acked.length;
    await mandi.kill();
    const seconds = (performance.now() - started) / 1000;
    await load.stop();
    say(
      `round ${round}: SIGKILL after ${seconds.toFixed(1)} s with ${ackedAtKill} ads acknowledged ` +
        `(${(ackedAtKill / seconds).toFixed(1)} ads/s), ${inFlight} requests in flight; ${uptime()}`,
    );
    const lostAnswers = load.answers.filter((a) => a.status === 0).length;
    const refused = load.answers
      .filter((a) => a.status >= 400)
      .map((a) => `${a.status} ${a.body.slice(0, 120)}`);
    say(
      `  requests answered ${load.answers.length - lostAnswers}, cut off by the kill ${lostAnswers}, refused ${refused.length}`,
    );
    for (const line of [...new Set(refused)].slice(0, 5)) say(`    refused: ${line}`);

    mandi = await startMandi(PORT, target.env);
    say(`round ${round}: restarted on the same data in ${(mandi.readyMs / 1000).toFixed(1)} s`);
    allAcked.push(...load.acked);
    for (const key of load.ackedUploads) allUploads.add(key);
    const served = await checkServed(mandi.url, allAcked);
    const pageCounts = new Map<number, number>();
    for (const p of served.pageStatuses) pageCounts.set(p.status, (pageCounts.get(p.status) ?? 0) + 1);
    say(
      `  /media served ${served.served} of ${allAcked.length * 2 * PHOTO_WIDTHS.length} photo files of the ` +
        `acknowledged ads; GET /api/v1/listings/{id} (owner): ${[...pageCounts].map(([s, n]) => `${s}×${n}`).join(" ")}`,
    );
    for (const line of served.broken.slice(0, 5)) say(`    not served: ${line}`);
    const exit = await mandi.stop();
    if (exit !== 0) say(`  the restarted Mandi exited with ${exit}`);

    const stored = await checkStored(target, allAcked, allUploads, "drill-kill");
    say(
      `  database: ${stored.listings} drill listings (${allAcked.length} acknowledged, ${stored.committedUnacked} ` +
        `committed without their 201 reaching the client), ${stored.uploads} uploads waiting for an ad`,
    );
    say(
      `  acknowledged ads missing ${stored.missingAds.length}, with other photos ${stored.wrongPhotos.length}; ` +
        `listings without photos ${stored.withoutPhotos.length}; photo rows with a missing/broken file ` +
        `${stored.badFiles.length}; acknowledged uploads lost ${stored.lostUploads.length}`,
    );
    say(
      `  orphan photo folders (uploads never acknowledged) ${stored.orphans} (of them acknowledged: ` +
        `${stored.orphanAcked}); temporary files left ${stored.temporary}`,
    );
    const failures = [
      stored.missingAds.length,
      stored.wrongPhotos.length,
      stored.withoutPhotos.length,
      stored.badFiles.length,
      stored.lostUploads.length,
      stored.orphanAcked,
      served.broken.length,
      served.pageStatuses.filter((p) => p.status !== 200).length,
    ].reduce((a, b) => a + b, 0);
    if (failures > 0) {
      ok = false;
      say(`  FAIL: ${failures} problems (ads missing: ${stored.missingAds.slice(0, 10).join(", ")})`);
    } else say(`  PASS: every acknowledged ad is there with its photos; nothing half-written`);
  }
  return ok;
}

async function main() {
  buildOnce();
  say(
    `kill -9 drill: ${MEMBERS} members posting at once, SIGKILL after ${KILL_AFTER} acknowledged ads; ${uptime()}`,
  );
  images = await Promise.all(Array.from({ length: 64 }, (_, i) => distinctJpeg(i + 1, 640, 480)));
  let ok = true;
  if (!only || only === "pglite") {
    const dataDir = mkdtempSync(path.join(tmpdir(), "mandi-drill-kill-"));
    try {
      ok = (await drill({ kind: "pglite", dataDir, env: { DATA_DIR: dataDir } })) && ok;
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (!only || only === "postgres") {
    const dataDir = mkdtempSync(path.join(tmpdir(), "mandi-drill-kill-"));
    let postgres: PrivatePostgres | undefined;
    try {
      postgres = await startPrivatePostgres(Number(process.env.DRILL_PG_PORT ?? 55432));
      const env = { DATA_DIR: dataDir, DATABASE_URL: postgres.url };
      ok = (await drill({ kind: "postgres", dataDir, databaseUrl: postgres.url, env })) && ok;
    } finally {
      postgres?.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  say(ok ? "kill -9 drill: PASS" : "kill -9 drill: FAIL");
  process.exit(ok ? 0 : 1);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

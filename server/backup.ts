import { execFile, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { type Database, openDatabase } from "~/db/client.server";

const run = promisify(execFile);

/** What a backup folder holds, written last as `manifest.json` (a folder without one is unfinished). */
export interface BackupManifest {
  format: 1;
  createdAt: string;
  database: "pglite" | "postgres";
  /** Migrations the database had (db/migrations): a restore needs a Mandi with at least as many. */
  migrations: number | null;
  listings: number;
  listingPhotos: number;
  /** Files copied from DATA_DIR/media; null when photos are in a bucket (STORAGE_URL), not in the backup. */
  mediaFiles: number | null;
  /** Photo rows whose files were not found when copying (deleted meanwhile, or lost before the backup). */
  photosWithoutFiles: number;
}

export interface BackupSource {
  dataDir: string;
  /** PostgreSQL; the embedded PGlite in DATA_DIR/db when absent. */
  databaseUrl?: string | undefined;
  /** Photos in an S3 bucket (STORAGE_URL): not copied, the manifest says so. */
  photosInBucket?: boolean;
}

const DATABASE_FILE = { pglite: "database.pglite.tar.gz", postgres: "database.pg_dump" } as const;

/**
 * Backs Mandi's data up into the folder `to` (created; must not exist yet): the database (PGlite's data folder as
 * a gzipped tarball, or `pg_dump --format=custom` of PostgreSQL), then DATA_DIR/media (photos, chat photos) and
 * DATA_DIR/auth-secret (so restored sessions stay signed in). The database comes first: every photo a row of it
 * names was on disk before that row was committed, so the copy taken after has it. PGlite must not be open in
 * another process (stop Mandi first); PostgreSQL is dumped while Mandi runs (one consistent snapshot).
 */
export async function backup(source: BackupSource, to: string): Promise<BackupManifest> {
  if (existsSync(to)) throw new Error(`${to} already exists: give a new folder for the backup.`);
  const kind = source.databaseUrl ? "postgres" : "pglite";
  const pgliteDir = path.join(source.dataDir, "db");
  if (kind === "pglite") {
    if (!existsSync(path.join(pgliteDir, "PG_VERSION")))
      throw new Error(`No PGlite database in ${pgliteDir}.`);
    if (existsSync(path.join(pgliteDir, "postmaster.pid")))
      throw new Error(
        `${pgliteDir} is open (postmaster.pid): stop Mandi first. If it was killed and is not running, start it ` +
          "and stop it once, so the database is closed cleanly.",
      );
  }
  await mkdir(to, { recursive: true });
  const database = await openDatabase({ databaseUrl: source.databaseUrl, pgliteDir });
  let manifest: BackupManifest;
  try {
    if (kind === "postgres") {
      await run("pg_dump", [
        "--format=custom",
        "--no-owner",
        "--no-privileges",
        `--file=${path.join(to, DATABASE_FILE.postgres)}`,
        `--dbname=${source.databaseUrl}`,
      ]);
    } else {
      const dump = (await database.dump?.()) as Blob;
      await writeFile(path.join(to, DATABASE_FILE.pglite), Buffer.from(await dump.arrayBuffer()));
    }
    const counts = await countData(database);
    let mediaFiles: number | null = null;
    let photosWithoutFiles = 0;
    const media = path.join(source.dataDir, "media");
    if (!source.photosInBucket) {
      // Half-written files of an upload cut off by a crash are never referenced: left out.
      if (existsSync(media))
        await cp(media, path.join(to, "media"), {
          recursive: true,
          filter: (file) => !file.endsWith(".tmp"),
        });
      mediaFiles = await countFiles(path.join(to, "media"));
      photosWithoutFiles = await missingPhotos(database, path.join(to, "media"));
    }
    const secret = path.join(source.dataDir, "auth-secret");
    if (existsSync(secret)) await cp(secret, path.join(to, "auth-secret"));
    manifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      database: kind,
      ...counts,
      mediaFiles,
      photosWithoutFiles,
    };
  } finally {
    await database.close();
  }
  await writeFile(path.join(to, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * Restores the backup folder `from` into an empty DATA_DIR (and an empty PostgreSQL database, when
 * `databaseUrl` is given): refuses to overwrite anything. Returns what was restored, counted in the database.
 */
export async function restore(from: string, target: BackupSource): Promise<BackupManifest> {
  const manifestFile = path.join(from, "manifest.json");
  if (!existsSync(manifestFile))
    throw new Error(`${from} has no manifest.json: not a finished Mandi backup.`);
  const manifest = JSON.parse(await readFile(manifestFile, "utf8")) as BackupManifest;
  const kind = target.databaseUrl ? "postgres" : "pglite";
  if (manifest.database !== kind)
    throw new Error(
      `The backup is of ${manifest.database === "pglite" ? "PGlite" : "PostgreSQL"}; restore it with ` +
        (manifest.database === "pglite" ? "DATABASE_URL unset." : "DATABASE_URL set to an empty database."),
    );
  const pgliteDir = path.join(target.dataDir, "db");
  const media = path.join(target.dataDir, "media");
  if (kind === "pglite" && (await notEmpty(pgliteDir))) throw new Error(`${pgliteDir} is not empty.`);
  if (!target.photosInBucket && (await notEmpty(media))) throw new Error(`${media} is not empty.`);

  let database: Database;
  if (kind === "pglite") {
    const tarball = await readFile(path.join(from, DATABASE_FILE.pglite));
    database = await openDatabase({ pgliteDir, pgliteDump: new Blob([new Uint8Array(tarball)]) });
  } else {
    database = await openDatabase({ databaseUrl: target.databaseUrl });
    const { rows } = await database.executeSql("select to_regclass('public.listings') is not null as taken");
    if (rows[0]?.taken) {
      await database.close();
      throw new Error("The PostgreSQL database is not empty: restore into a new one (createdb).");
    }
    await restorePostgres(path.join(from, DATABASE_FILE.postgres), target.databaseUrl as string);
  }
  try {
    await mkdir(target.dataDir, { recursive: true });
    if (!target.photosInBucket && existsSync(path.join(from, "media")))
      await cp(path.join(from, "media"), media, { recursive: true });
    const secret = path.join(from, "auth-secret");
    if (existsSync(secret) && !existsSync(path.join(target.dataDir, "auth-secret")))
      await cp(secret, path.join(target.dataDir, "auth-secret"));
    const counts = await countData(database);
    return {
      ...manifest,
      ...counts,
      mediaFiles: target.photosInBucket ? null : await countFiles(media),
      photosWithoutFiles: target.photosInBucket ? 0 : await missingPhotos(database, media),
    };
  } finally {
    await database.close();
  }
}

/**
 * pg_restore in two steps. Tables and rows first. Then indexes, constraints and triggers, as SQL run with
 * `search_path` = public: pg_dump's script empties it, and earthdistance's ll_to_earth() (PostgreSQL 15) names
 * its type `earth` unqualified, so building the index on ll_to_earth(lat, lng) would fail with "type earth does
 * not exist" (server/backup.test.ts).
 */
async function restorePostgres(file: string, url: string) {
  const common = ["--no-owner", "--no-privileges", "--exit-on-error"];
  await run("pg_restore", [...common, "--section=pre-data", "--section=data", `--dbname=${url}`, file]);
  const { stdout } = await run("pg_restore", [...common, "--section=post-data", "--file=-", file], {
    maxBuffer: 256 * 1024 * 1024,
  });
  const emptied = "SELECT pg_catalog.set_config('search_path', '', false);";
  if (!stdout.includes(emptied))
    throw new Error("pg_restore's script no longer sets search_path as expected.");
  const script = stdout.replace(
    emptied,
    "SELECT pg_catalog.set_config('search_path', 'public, pg_catalog', false);",
  );
  // psql reads the script as pg_restore wrote it (with its \restrict lines), without the pool's timeouts.
  await new Promise<void>((resolve, reject) => {
    const psql = spawn("psql", ["-X", "-q", "-v", "ON_ERROR_STOP=1", `--dbname=${url}`], {
      stdio: ["pipe", "ignore", "pipe"],
    });
    let errors = "";
    psql.stderr.on("data", (chunk) => {
      errors += chunk;
    });
    psql.on("error", reject);
    psql.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`psql failed: ${errors.trim()}`))));
    psql.stdin.end(script);
  });
}

async function countData(database: Database) {
  const { rows } = await database.executeSql(
    `select (select count(*) from listings)::int as listings,
            (select count(*) from listing_photos)::int as photos`,
  );
  const migrations = await database
    .executeSql("select count(*)::int as n from drizzle.__drizzle_migrations")
    .then((r) => Number(r.rows[0]?.n))
    .catch(() => null);
  return { listings: Number(rows[0]?.listings), listingPhotos: Number(rows[0]?.photos), migrations };
}

/** Photos of ads (and uploads waiting for one) whose 640 px file is not under `media`. */
async function missingPhotos(database: Database, media: string): Promise<number> {
  const { rows } = await database.executeSql(
    "select storage_key from listing_photos union select storage_key from photo_uploads",
  );
  return rows.filter((r) => !existsSync(path.join(media, String(r.storage_key), "640.webp"))).length;
}

async function countFiles(folder: string): Promise<number> {
  if (!existsSync(folder)) return 0;
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).length;
}

async function notEmpty(folder: string): Promise<boolean> {
  return existsSync(folder) && (await readdir(folder)).length > 0;
}

/** Removes a half-made backup folder (the command calls it when backing up failed). */
export async function discard(folder: string) {
  await rm(folder, { recursive: true, force: true });
}

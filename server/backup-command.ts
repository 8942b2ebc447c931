// `npm run db:backup -- <folder>`: backs up the configured database and DATA_DIR/media into a new folder.
// `npm run db:restore -- <folder>`: restores such a folder into an empty DATA_DIR (and an empty PostgreSQL database
// when DATABASE_URL is set). With the embedded database, stop Mandi first: one PGlite folder, one process.
// What the folder holds and why: server/backup.ts; how to use it: README.md, "Backups".
import { existsSync } from "node:fs";
import { type BackupManifest, backup, discard, restore } from "./backup";
import { ConfigError, loadConfig } from "./config";

async function main(): Promise<void> {
  const [command, folder] = process.argv.slice(2);
  if ((command !== "backup" && command !== "restore") || !folder) {
    console.error("usage: npm run db:backup -- <new folder> | npm run db:restore -- <backup folder>");
    process.exit(2);
  }
  const config = loadConfig(process.env);
  const source = {
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    photosInBucket: config.objectStorage !== undefined,
  };
  const where = config.databaseUrl
    ? `PostgreSQL at ${new URL(config.databaseUrl).host}`
    : `PGlite in ${config.dataDir}`;
  const started = performance.now();
  if (command === "backup") {
    const existed = existsSync(folder);
    try {
      const manifest = await backup(source, folder);
      console.log(`Backed up ${where} into ${folder} in ${seconds(started)} s:\n${summary(manifest)}`);
    } catch (err) {
      if (!existed) await discard(folder);
      throw err;
    }
  } else {
    const restored = await restore(folder, source);
    console.log(`Restored ${folder} into ${where} in ${seconds(started)} s:\n${summary(restored)}`);
  }
}

function summary(m: BackupManifest): string {
  const photos =
    m.mediaFiles === null
      ? "  photos: in the bucket (STORAGE_URL), not in this backup: keep the bucket's own backups (versioning, replication)"
      : `  ${m.mediaFiles} photo files${m.photosWithoutFiles > 0 ? `; ${m.photosWithoutFiles} photos have no file` : ""}`;
  return `  ${m.listings} listings, ${m.listingPhotos} listing photos (${m.database}, ${m.migrations} migrations)\n${photos}`;
}

const seconds = (started: number) => ((performance.now() - started) / 1000).toFixed(1);

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError || err instanceof Error ? err.message : err);
  process.exit(1);
});

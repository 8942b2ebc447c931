import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { expect, it } from "vitest";
import { openDatabase } from "./client.server";
import { DURABLE_START_PARAMS, fsyncToDisk } from "./pglite-durability.server";

it("commits to PGlite on disk only once they are fsynced", async () => {
  const folder = await mkdtemp(path.join(tmpdir(), "mandi-fsync-"));
  const dataDir = path.join(folder, "db");
  const database = await openDatabase({ pgliteDir: dataDir });
  try {
    const setting = async (name: string) => (await database.executeSql(`show ${name}`)).rows[0]?.[name];
    expect(await setting("fsync")).toBe("on");
    expect(await setting("wal_sync_method")).toBe("fsync");
  } finally {
    await database.close();
  }

  // Every commit reaches the disk through a real fsync() (Emscripten's own does nothing).
  const counter = { syncs: 0 };
  const client = await PGlite.create({
    dataDir,
    startParams: DURABLE_START_PARAMS,
    extensions: { fsync: fsyncToDisk(counter) },
  });
  try {
    await client.exec("create table notes (id serial primary key, body text)");
    const before = counter.syncs;
    for (let i = 0; i < 5; i++) await client.query("insert into notes (body) values ($1)", [`note ${i}`]);
    expect(counter.syncs - before).toBeGreaterThanOrEqual(5);
  } finally {
    await client.close();
    await rm(folder, { recursive: true, force: true });
  }
});

import { fsyncSync } from "node:fs";
import { type Extension, PGlite } from "@electric-sql/pglite";

/**
 * PGlite in a folder keeps what it committed when the machine loses power (decision 021).
 *
 * PGlite starts PostgreSQL with `-F` (fsync off), and its Node file system (Emscripten's NODEFS) has no fsync:
 * every write reaches the operating system's cache, so a killed process loses nothing, but a power cut or a kernel
 * crash may lose acknowledged ads or leave the data files inconsistent. Here fsync is on, the WAL is flushed with
 * fsync() (Emscripten's fdatasync() does nothing), and NODEFS learns to pass fsync() to the real file.
 */
export const DURABLE_START_PARAMS: string[] = [
  ...PGlite.defaultStartParams.filter((param) => param !== "-F"),
  "-c",
  "wal_sync_method=fsync",
];

interface NodeFsStream {
  nfd?: number;
}

/** Not an extension of PostgreSQL: a hook into PGlite's start that gives NODEFS an fsync before any file opens. */
export function fsyncToDisk(counter?: { syncs: number }): Extension {
  return {
    name: "mandi-fsync",
    setup: async (_pg, emscriptenOpts) => {
      const preRun = [emscriptenOpts.preRun ?? []].flat();
      const teachFsync = (module: { FS: { filesystems: Record<string, { stream_ops: object }> } }) => {
        const ops = module.FS.filesystems.NODEFS?.stream_ops as { fsync?: (s: NodeFsStream) => number };
        if (!ops) throw new Error("PGlite: Emscripten's NODEFS is missing, fsync cannot be taught");
        ops.fsync = (stream) => {
          if (stream.nfd === undefined) return 0;
          fsyncSync(stream.nfd);
          if (counter) counter.syncs += 1;
          return 0;
        };
      };
      return { emscriptenOpts: { ...emscriptenOpts, preRun: [...preRun, teachFsync] } };
    },
  };
}

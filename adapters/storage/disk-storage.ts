import { randomUUID } from "node:crypto";
import { mkdir, open, readFile, rename, rm } from "node:fs/promises";
import path from "node:path";
import { type FileStorage, isSafeStorageKey } from "./file-storage";

const contentTypes: Record<string, string> = {
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
};

export function createDiskStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    if (!isSafeStorageKey(key)) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, data) {
      const file = resolve(key);
      // A folder made for the photo must be kept by its parent too.
      const made = await mkdir(path.dirname(file), { recursive: true });
      await writeDurably(file, data);
      if (made) await syncFolder(path.dirname(made));
    },
    async get(key) {
      if (!isSafeStorageKey(key)) return null;
      try {
        const data = await readFile(resolve(key));
        return { data, contentType: contentTypes[path.extname(key)] ?? "application/octet-stream" };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw err;
      }
    },
    async deletePrefix(prefix) {
      const target = resolve(prefix.replace(/\/+$/, ""));
      await rm(target, { recursive: true, force: true });
    },
  };
}

/**
 * The photo is on disk before anything refers to it: written under a temporary name, fsynced, renamed into place
 * and its folder fsynced. A crash (or a power cut) mid-write leaves no half photo under its key, and a row
 * committed after `put` never points at a file the disk did not keep.
 */
async function writeDurably(file: string, data: Buffer) {
  const temporary = `${file}.${randomUUID()}.tmp`;
  const handle = await open(temporary, "w");
  try {
    await handle.writeFile(data);
    await handle.sync();
  } catch (err) {
    await handle.close();
    await rm(temporary, { force: true });
    throw err;
  }
  await handle.close();
  await rename(temporary, file);
  await syncFolder(path.dirname(file));
}

async function syncFolder(folder: string) {
  const handle = await open(folder, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

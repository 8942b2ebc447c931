import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
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
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data);
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

/**
 * Photos chosen in this browser but not uploaded yet (while signed out, or still uploading), kept in IndexedDB so
 * they survive a reload and the trip through /login. Falls back to memory where IndexedDB is unavailable.
 */
const DB_NAME = "mandi-sell";
const STORE = "pending-photos";
const memory = new Map<string, Blob>();
let opening: Promise<IDBDatabase | null> | undefined;

function open(): Promise<IDBDatabase | null> {
  opening ??= new Promise((resolve) => {
    try {
      const request = indexedDB.open(DB_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
  return opening;
}

async function run<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T | undefined> {
  const db = await open();
  if (!db) return undefined;
  return new Promise((resolve) => {
    try {
      const request = work(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(undefined);
    } catch {
      resolve(undefined);
    }
  });
}

export const pendingPhotoStore = {
  async put(id: string, blob: Blob): Promise<void> {
    memory.set(id, blob);
    await run("readwrite", (store) => store.put(blob, id));
  },
  async get(id: string): Promise<Blob | undefined> {
    const stored = await run<unknown>("readonly", (store) => store.get(id));
    return stored instanceof Blob ? stored : memory.get(id);
  },
  async delete(id: string): Promise<void> {
    memory.delete(id);
    await run("readwrite", (store) => store.delete(id));
  },
  /** Drops every stored photo the draft no longer refers to. */
  async keepOnly(ids: string[]): Promise<void> {
    const keep = new Set(ids);
    for (const key of memory.keys()) if (!keep.has(key)) memory.delete(key);
    const keys = (await run<IDBValidKey[]>("readonly", (store) => store.getAllKeys())) ?? [];
    for (const key of keys)
      if (typeof key === "string" && !keep.has(key)) await run("readwrite", (s) => s.delete(key));
  },
};

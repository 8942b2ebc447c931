import { useSyncExternalStore } from "react";

export interface LocalStorageStore<T> {
  get(): T;
  set(value: T): void;
  subscribe(listener: () => void): () => void;
  empty: T;
}

/** The store's value, re-rendering on changes from this tab and others; `empty` on the server and in hydration. */
export function useLocalStorageStore<T>(store: LocalStorageStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, () => store.empty);
}

/**
 * A JSON value kept in localStorage and shared by every component that reads it. Storage can be disabled
 * (private windows, strict settings): the value then lives in memory for the visit.
 */
export function createLocalStorageStore<T>(
  key: string,
  parse: (raw: string | null) => T,
  empty: T,
): LocalStorageStore<T> {
  const listeners = new Set<() => void>();
  let memory: string | null = null;
  let cachedRaw: string | null | undefined;
  let cachedValue = empty;

  function readRaw(): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return memory;
    }
  }

  function get(): T {
    if (typeof window === "undefined") return empty;
    const raw = readRaw();
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      cachedValue = parse(raw);
    }
    return cachedValue;
  }

  function set(value: T) {
    const raw = JSON.stringify(value);
    memory = raw;
    try {
      window.localStorage.setItem(key, raw);
    } catch {
      // Storage unavailable or full: keep the in-memory copy.
    }
    for (const listener of listeners) listener();
  }

  function subscribe(listener: () => void) {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) listener();
    };
    window.addEventListener("storage", onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener("storage", onStorage);
    };
  }

  return { get, set, subscribe, empty };
}

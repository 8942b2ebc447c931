import type { Services } from "./services";

type Db = Services["db"];

/**
 * A value read once per database and then kept, deeply frozen because every caller shares it: for reference data
 * that only the seed writes (the category tree, the popular cities). Kept per database because tests open many in
 * one process, and a kept value must never answer for another database. A failed read is not kept; whatever
 * reseeds a database calls `forget`.
 */
export function keptPerDatabase<T>(read: (db: Db) => Promise<T>) {
  const kept = new WeakMap<Db, Promise<T>>();
  return {
    get(db: Db): Promise<T> {
      let value = kept.get(db);
      if (!value) {
        value = read(db).then(deepFreeze);
        kept.set(db, value);
        value.catch(() => kept.delete(db));
      }
      return value;
    },
    forget(db: Db): void {
      kept.delete(db);
    },
  };
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

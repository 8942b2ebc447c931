import type { Db } from "../client.server";

export interface StoredPhoto {
  storageKey: string;
  width: number;
  height: number;
}

export interface SeedDeps {
  db: Db;
  /** Re-encodes and stores one sample photo (domain/media does it, the same way as an upload). */
  storePhoto: (image: Buffer) => Promise<StoredPhoto>;
}

/** Fills an empty database with reference data (and the sample marketplace when `sample`). */
export async function seedIfEmpty(_deps: SeedDeps, _options: { sample: boolean }): Promise<boolean> {
  return false;
}

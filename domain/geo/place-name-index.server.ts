import { places } from "~/db/schema";
import type { Services } from "../shared/services";
import type { PlaceKind } from "./place-views";

type Db = Services["db"];

/** pg_trgm's default `%` threshold. */
const SIMILARITY_THRESHOLD = 0.3;

export interface IndexedPlace {
  kind: PlaceKind;
  name: string;
  searchName: string;
  district: string | null;
  state: string;
  pincode: string | null;
  lat: number;
  lng: number;
  rank: number;
}

export interface PlaceMatch {
  place: IndexedPlace;
  prefix: boolean;
  score: number;
}

/**
 * Trigrams of a folded name exactly as pg_trgm makes them: each word padded with two spaces before and one after.
 * (Names are already folded by toSearchName, so words are split on spaces.)
 */
export function trigramsOf(searchName: string): Set<string> {
  const grams = new Set<string>();
  for (const word of searchName.split(" ")) {
    if (!word) continue;
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3));
  }
  return grams;
}

/**
 * The names of every town and locality with an inverted trigram index, kept in memory per database: the places
 * are reference data only the seed writes, and on PGlite the trigram GIN index answered in 30–500 ms where this
 * answers in well under one (decision 016). Similarity is pg_trgm's (shared trigrams ÷ all trigrams).
 */
export class PlaceNameIndex {
  private readonly postings = new Map<string, number[]>();
  private readonly sizes: Uint16Array;
  private readonly counts: Uint16Array;
  private readonly pins = new Map<string, IndexedPlace[]>();

  /** `places`: the towns and localities, searched by name; `pinPlaces`: the PINs' own rows, found by number. */
  constructor(
    readonly places: readonly IndexedPlace[],
    pinPlaces: readonly IndexedPlace[] = [],
  ) {
    // A PIN finds its own row first, then its post offices by name (as `order by kind = 'pin' desc, name` did).
    for (const place of [...pinPlaces, ...places]) {
      if (!place.pincode) continue;
      const list = this.pins.get(place.pincode);
      if (list) list.push(place);
      else this.pins.set(place.pincode, [place]);
    }
    for (const list of this.pins.values())
      list.sort(
        (a, b) => Number(b.kind === "pin") - Number(a.kind === "pin") || compareNames(a.name, b.name),
      );
    this.sizes = new Uint16Array(places.length);
    this.counts = new Uint16Array(places.length);
    places.forEach((place, id) => {
      const grams = trigramsOf(place.searchName);
      this.sizes[id] = grams.size;
      for (const gram of grams) {
        const list = this.postings.get(gram);
        if (list) list.push(id);
        else this.postings.set(gram, [id]);
      }
    });
  }

  /** The PIN's own place and its localities, the PIN first. */
  byPin(pincode: string): readonly IndexedPlace[] {
    return this.pins.get(pincode) ?? [];
  }

  /** Places whose name starts with `text` or is trigram-similar to it or to one of `variants` (scored ×0.9). */
  match(text: string, variants: readonly string[]): PlaceMatch[] {
    const best = new Map<number, number>();
    [text, ...variants].forEach((query, index) => {
      for (const [id, score] of this.similar(query)) {
        const weighted = index === 0 ? score : score * 0.9;
        if (weighted > (best.get(id) ?? 0)) best.set(id, weighted);
      }
    });
    const matches: PlaceMatch[] = [];
    for (const [id, score] of best) {
      const place = this.places[id];
      if (place) matches.push({ place, score, prefix: place.searchName.startsWith(text) });
    }
    // A prefix too short to share enough trigrams (e.g. "ko" → "kothrud") still counts.
    for (const id of this.postings.get(`  ${text.slice(0, 1)}`) ?? []) {
      const place = this.places[id];
      if (place && !best.has(id) && place.searchName.startsWith(text))
        matches.push({ place, score: 0, prefix: true });
    }
    return matches;
  }

  private similar(query: string): Map<number, number> {
    const grams = trigramsOf(query);
    const touched: number[] = [];
    for (const gram of grams) {
      for (const id of this.postings.get(gram) ?? []) {
        if (this.counts[id] === 0) touched.push(id);
        this.counts[id] = (this.counts[id] ?? 0) + 1;
      }
    }
    const found = new Map<number, number>();
    for (const id of touched) {
      const shared = this.counts[id] ?? 0;
      this.counts[id] = 0;
      const score = shared / (grams.size + (this.sizes[id] ?? 0) - shared);
      if (score >= SIMILARITY_THRESHOLD) found.set(id, score);
    }
    return found;
  }
}

const kept = new WeakMap<Db, Promise<PlaceNameIndex>>();

/** The index of a database, read on first use; a failed read is not kept. */
export function placeNameIndex(db: Db): Promise<PlaceNameIndex> {
  let index = kept.get(db);
  if (!index) {
    index = readIndex(db);
    kept.set(db, index);
    index.catch(() => kept.delete(db));
  }
  return index;
}

/** Drops the kept index of a database, so the next search reads what a reseed wrote. */
export function forgetPlaceNameIndex(db: Db): void {
  kept.delete(db);
}

async function readIndex(db: Db): Promise<PlaceNameIndex> {
  const rows = await db
    .select({
      kind: places.kind,
      name: places.name,
      searchName: places.searchName,
      district: places.district,
      state: places.state,
      pincode: places.pincode,
      lat: places.lat,
      lng: places.lng,
      rank: places.rank,
    })
    .from(places);
  return new PlaceNameIndex(
    rows.filter((row) => row.kind !== "pin"),
    rows.filter((row) => row.kind === "pin"),
  );
}

const nameOrder = new Intl.Collator("en");
function compareNames(a: string, b: string): number {
  return nameOrder.compare(a, b);
}

import { toSearchName } from "~/db/place-search-name";
import type { Services } from "../shared/services";
import { placeNameIndex } from "./place-name-index.server";
import { type PlaceKind, type PlaceView, placeLabel } from "./place-views";
import { nearestNamedPlace, townOf } from "./town-of-place";

export const PLACE_SEARCH_LIMIT = 10;
const NEAREST_OFFICE_METRES = 3_000;
/** Longer words are typo-tolerant through trigrams alone; shorter ones also try their letters swapped. */
const SWAP_MAX_LENGTH = 8;

interface PlaceRow extends Record<string, unknown> {
  kind: PlaceKind;
  name: string;
  search_name: string;
  district: string | null;
  state: string;
  pincode: string | null;
  lat: number;
  lng: number;
}

/**
 * Towns, post offices (localities) and PINs matching what a person typed: six digits find the PIN and its offices
 * (a map in the same in-memory index); text finds names by pg_trgm's trigram similarity over an in-memory index (typos), prefixes first, towns
 * before localities, bigger places first (decision 016).
 */
export async function searchPlaces({ db }: Pick<Services, "db">, input: { q: string }): Promise<PlaceView[]> {
  const text = toSearchName(input.q);
  if (text.length < 2) return [];
  const rows = /^\d{6}$/.test(text.replace(/ /g, ""))
    ? await findByPin(db, text.replace(/ /g, ""))
    : await findByName(db, text);
  const index = await placeNameIndex(db);
  const seen = new Set<string>();
  const found: PlaceView[] = [];
  for (const row of rows) {
    const place = {
      kind: row.kind,
      name: row.name,
      district: row.district,
      state: row.state,
      pincode: row.pincode,
      lat: Number(row.lat),
      lng: Number(row.lng),
    };
    const view = { ...place, label: placeLabel(place), town: townOf(index.places, place)?.name ?? null };
    // A post office called like its town ("Pune H.O") adds nothing next to the town itself.
    const key = row.kind === "pin" ? view.label : `${row.search_name}|${row.state}`;
    if (seen.has(key)) continue;
    seen.add(key);
    found.push(view);
  }
  return found.slice(0, PLACE_SEARCH_LIMIT);
}

/** Where a device stands, as the place an ad there would name: the nearest post office within 3 km, else a town. */
export async function nearestAdPlace(
  { db }: Pick<Services, "db">,
  point: { lat: number; lng: number },
): Promise<PlaceView | null> {
  const index = await placeNameIndex(db);
  const found = nearestNamedPlace(index.places, point, NEAREST_OFFICE_METRES);
  if (!found) return null;
  const place = {
    kind: found.kind,
    name: found.name,
    district: found.district,
    state: found.state,
    pincode: found.pincode,
    lat: found.lat,
    lng: found.lng,
  };
  return { ...place, label: placeLabel(place), town: townOf(index.places, place)?.name ?? null };
}

async function findByPin(db: Services["db"], pin: string): Promise<PlaceRow[]> {
  const index = await placeNameIndex(db);
  return index
    .byPin(pin)
    .slice(0, PLACE_SEARCH_LIMIT)
    .map((place) => ({ ...place, search_name: place.searchName }));
}

async function findByName(db: Services["db"], text: string): Promise<PlaceRow[]> {
  const index = await placeNameIndex(db);
  const kindOrder = (kind: PlaceKind) => (kind === "city" ? 0 : 1);
  return index
    .match(text, swapVariants(text))
    .sort(
      (a, b) =>
        Number(b.prefix) - Number(a.prefix) ||
        b.score - a.score ||
        kindOrder(a.place.kind) - kindOrder(b.place.kind) ||
        b.place.rank - a.place.rank ||
        a.place.name.localeCompare(b.place.name, "en"),
    )
    .slice(0, PLACE_SEARCH_LIMIT * 3)
    .map(({ place }) => ({ ...place, search_name: place.searchName }));
}

/** "puen" → "upen", "pune", "pune": the adjacent letters swapped, the commonest typo trigrams miss on short words. */
function swapVariants(text: string): string[] {
  if (text.length > SWAP_MAX_LENGTH) return [];
  const variants = new Set<string>();
  for (let i = 0; i < text.length - 1; i++) {
    if (text[i] === text[i + 1] || text[i] === " " || text[i + 1] === " ") continue;
    variants.add(text.slice(0, i) + text[i + 1] + text[i] + text.slice(i + 2));
  }
  return [...variants];
}

import { and, eq, sql } from "drizzle-orm";
import { toSearchName } from "~/db/place-search-name";
import { cities, places, states } from "~/db/schema";
import type { Services } from "../shared/services";
import { type IndexedPlace, placeNameIndex } from "./place-name-index.server";
import { metresBetween, PLACE_POINT_TRUST_METRES, type PlacePoint, townOf } from "./town-of-place";

type Db = Services["db"];

/** Where an ad is: the town it is listed under, the locality and PIN its seller gave, and the point it is found at. */
export interface AdPlace {
  city: string;
  state: string;
  locality: string | null;
  pincode: string | null;
  lat: number;
  lng: number;
}

interface Town {
  name: string;
  state: string;
  lat: number;
  lng: number;
}

/**
 * Places an ad from what its seller typed or picked (decision 016): the City field may hold one of Mandi's cities,
 * any town of India, a locality (post office) or a 6-digit PIN; a locality or PIN is listed under its town. The
 * point is the locality's or the PIN's when it lies within 30 km of that town (the postal points are averages, some
 * far off), else the town's: never the seller's own position. null when the City field names no place.
 */
export async function resolveAdPlace(
  db: Db,
  input: { city: string; locality?: string | null | undefined; pincode?: string | null | undefined },
): Promise<AdPlace | null> {
  const typed = input.city.trim();
  if (!typed) return null;
  const index = await placeNameIndex(db);
  const pin = input.pincode ? await findPin(db, input.pincode) : null;
  let town: Town | null = await findMandiCity(db, typed);
  let locality = input.locality || null;
  let pincode = input.pincode || null;
  if (!town) {
    const folded = toSearchName(typed);
    const named = index.places.filter((p) => p.searchName === folded);
    const towns = named.filter((p) => p.kind === "city");
    if (towns.length > 0) {
      town = (pin ? nearestTo(towns, pin) : towns.reduce((a, b) => (b.rank > a.rank ? b : a))) ?? null;
    } else if (named.length > 0) {
      const chosen = pin ? nearestTo(named, pin) : (named.find((p) => townOf(index.places, p)) ?? named[0]);
      town = chosen ? townOf(index.places, chosen) : null;
      locality ??= chosen?.name ?? null;
      pincode ??= chosen?.pincode ?? null;
    } else if (/^[1-9]\d{5}$/.test(typed.replace(/\s/g, ""))) {
      const typedPin = await findPin(db, typed.replace(/\s/g, ""));
      town = typedPin ? townOf(index.places, typedPin) : null;
      if (typedPin) pincode ??= typed.replace(/\s/g, "");
    }
  }
  if (!town) return null;
  return {
    city: town.name,
    state: town.state,
    locality,
    pincode,
    ...pointFor(index.places, town, locality, pin),
  };
}

/** The locality's point (the nearest office of that name), else the PIN's, when close to the town; else the town's. */
function pointFor(
  places: readonly IndexedPlace[],
  town: Town,
  locality: string | null,
  pin: PlacePoint | null,
): { lat: number; lng: number } {
  const trusted = (p: { lat: number; lng: number }) => metresBetween(p, town) <= PLACE_POINT_TRUST_METRES;
  if (locality) {
    const folded = toSearchName(locality);
    const offices = places.filter((p) => p.kind === "locality" && p.searchName === folded && trusted(p));
    const office = nearestTo(offices, town);
    if (office) return { lat: office.lat, lng: office.lng };
  }
  if (pin && trusted(pin)) return { lat: pin.lat, lng: pin.lng };
  return { lat: town.lat, lng: town.lng };
}

function nearestTo<T extends { lat: number; lng: number }>(
  candidates: readonly T[],
  point: { lat: number; lng: number },
): T | undefined {
  let best: T | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of candidates) {
    const distance = metresBetween(candidate, point);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/** One of Mandi's own cities by name, any case. */
async function findMandiCity(db: Db, name: string): Promise<Town | null> {
  const [city] = await db
    .select({ name: cities.name, state: states.name, lat: cities.lat, lng: cities.lng })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
    .where(sql`lower(${cities.name}) = ${name.toLowerCase()}`)
    .limit(1);
  return city ?? null;
}

async function findPin(db: Db, pincode: string): Promise<PlacePoint | null> {
  const [pin] = await db
    .select({
      kind: places.kind,
      name: places.name,
      district: places.district,
      state: places.state,
      lat: places.lat,
      lng: places.lng,
    })
    .from(places)
    .where(and(eq(places.kind, "pin"), eq(places.pincode, pincode)))
    .limit(1);
  return pin ?? null;
}

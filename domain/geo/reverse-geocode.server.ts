import type { Services } from "../shared/services";
import { findNearestPlace, NEAREST_PIN_METRES } from "./find-nearest-place.server";
import { DEFAULT_LOCATION } from "./geo-schemas";
import { nearestPlaceIndexes } from "./nearest-place-index.server";

export interface ReverseGeocodeResult {
  /** "Pune, India" (spec: 'city, country'), or INDIA when the position cannot be named. */
  location: string;
  city: string | null;
  country: string | null;
  /** Who named it: the configured geocoder, Mandi's places table, or nobody (INDIA). */
  source: "geocoder" | "places" | "none";
}

/**
 * Names a position "City, Country": the configured geocoder first (GEOCODER_URL), Mandi's places table when there
 * is none or it fails, INDIA when neither knows the place.
 */
export async function reverseGeocode(
  services: Pick<Services, "db" | "geocoder">,
  input: { lat: number; lng: number },
): Promise<ReverseGeocodeResult> {
  if (services.geocoder) {
    try {
      const answer = await services.geocoder.reverse(input);
      if (answer) {
        return { location: `${answer.city}, ${answer.country}`, ...answer, source: "geocoder" };
      }
    } catch {
      // A slow or failing service must not cost the person their location: the table answers.
    }
  }
  const name = (await findNearestPlace(services, input))?.name ?? (await nearestSeededCity(services, input));
  if (!name) return { location: DEFAULT_LOCATION, city: null, country: null, source: "none" };
  return { location: `${name}, India`, city: name, country: "India", source: "places" };
}

/**
 * Mandi's ~96 seeded cities, for a database whose places table is not loaded (the tests' reference dump): the
 * nearest within NEAREST_PIN_METRES, from the points kept in memory (findNearestCity's answer, without its SQL).
 */
async function nearestSeededCity({ db }: Pick<Services, "db">, { lat, lng }: { lat: number; lng: number }) {
  const { seededCities } = await nearestPlaceIndexes(db);
  return seededCities.nearest(lat, lng, NEAREST_PIN_METRES)?.place.name ?? null;
}

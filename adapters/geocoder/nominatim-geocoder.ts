import type { ReverseGeocodeAnswer, ReverseGeocoder } from "./reverse-geocoder";

export interface NominatimOptions {
  /** The service's base URL; `/reverse` is appended. */
  url: string;
  /** Nominatim's usage policy asks every client to identify itself. */
  userAgent: string;
  timeoutMs?: number;
  /** Positions remembered (rounded to ~100 m), oldest forgotten first. */
  cacheSize?: number;
}

interface NominatimReply {
  address?: { city?: string; town?: string; village?: string; state_district?: string; country?: string };
}

/**
 * The spec's reverse geocoding call: GET {url}/reverse?format=json&lat&lon, reading city, town, village or
 * state_district, and country. Answers are cached by position rounded to three decimals (about 100 m).
 */
export function createNominatimGeocoder(options: NominatimOptions): ReverseGeocoder {
  const timeoutMs = options.timeoutMs ?? 2_000;
  const cacheSize = options.cacheSize ?? 1_000;
  const cache = new Map<string, ReverseGeocodeAnswer | null>();
  const base = options.url.replace(/\/+$/, "");

  return {
    async reverse({ lat, lng }) {
      const key = `${lat.toFixed(3)},${lng.toFixed(3)}`;
      if (cache.has(key)) {
        const hit = cache.get(key) ?? null;
        // Map keeps insertion order: re-inserting marks the entry as recently used.
        cache.delete(key);
        cache.set(key, hit);
        return hit;
      }
      const url = `${base}/reverse?format=json&lat=${lat.toFixed(6)}&lon=${lng.toFixed(6)}&accept-language=en`;
      const response = await fetch(url, {
        headers: { "User-Agent": options.userAgent, Accept: "application/json" },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
      const reply = (await response.json()) as NominatimReply;
      const address = reply.address ?? {};
      const city = address.city ?? address.town ?? address.village ?? address.state_district;
      const answer = city && address.country ? { city, country: address.country } : null;
      cache.set(key, answer);
      if (cache.size > cacheSize) {
        const oldest = cache.keys().next().value;
        if (oldest !== undefined) cache.delete(oldest);
      }
      return answer;
    },
  };
}

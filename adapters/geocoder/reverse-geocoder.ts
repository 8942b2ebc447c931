/** What a reverse geocoding service says about a position: a settlement and its country, when it knows them. */
export interface ReverseGeocodeAnswer {
  city: string;
  country: string;
}

/** A Nominatim-compatible service (GEOCODER_URL); Mandi's own places table answers when it is absent or fails. */
export interface ReverseGeocoder {
  /** null when the service knows no settlement there; throws when it cannot answer (timeout, HTTP error). */
  reverse(position: { lat: number; lng: number }): Promise<ReverseGeocodeAnswer | null>;
}

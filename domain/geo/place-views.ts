export type PlaceKind = "city" | "locality" | "pin";

/** A town, post office or PIN as the place search and reverse geocoding answer it. */
export interface PlaceView {
  kind: PlaceKind;
  name: string;
  district: string | null;
  state: string;
  pincode: string | null;
  lat: number;
  lng: number;
  /** "Kothrud, Pune, Maharashtra", "Pune, Maharashtra" or "411001 · Pune, Maharashtra". */
  label: string;
  /** The town an ad placed here is listed under (a town's own name), or null when none is within reach. */
  town: string | null;
}

export function placeLabel(place: Omit<PlaceView, "label" | "town">): string {
  if (place.kind === "pin") return `${place.pincode} · ${place.name}, ${place.state}`;
  const district = place.kind === "locality" && place.district && place.district !== place.name;
  return [place.name, district ? place.district : null, place.state].filter(Boolean).join(", ");
}

import { readCookie } from "./cookies.server";

export const LOCATION_COOKIE = "mandi_location";
export const DEFAULT_LOCATION = "INDIA";
const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;
const MAX_LENGTH = 120;

export interface LocationState {
  /** Upper case, e.g. "MUMBAI" or "PUNE, INDIA"; INDIA when none was chosen. */
  location: string;
  locationSet: boolean;
}

export function normalizeLocation(value: string): string {
  return value.replace(/\s+/g, " ").trim().slice(0, MAX_LENGTH).toUpperCase();
}

export function readLocation(request: Request): LocationState {
  const stored = normalizeLocation(readCookie(request, LOCATION_COOKIE) ?? "");
  return stored
    ? { location: stored, locationSet: true }
    : { location: DEFAULT_LOCATION, locationSet: false };
}

/** The Set-Cookie value remembering the chosen location for a year (upper case, like the spec stores it). */
export async function locationCookieHeader(value: string): Promise<string> {
  const location = normalizeLocation(value) || DEFAULT_LOCATION;
  return `${LOCATION_COOKIE}=${encodeURIComponent(location)}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax; HttpOnly`;
}

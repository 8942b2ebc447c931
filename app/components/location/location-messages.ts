import type { GeolocationFailure } from "./use-detect-location";

/** Spec section 8, Location: the toasts shown when the position cannot be found; all fall back to INDIA. */
export const geolocationFailureToasts: Record<GeolocationFailure, { title: string; description: string }> = {
  unsupported: {
    title: "Geolocation Not Supported",
    description: "Your browser does not support geolocation.",
  },
  denied: {
    title: "Geolocation Error",
    description:
      "You denied the request for Geolocation. Please enable it in your browser settings or select a location manually.",
  },
  unavailable: { title: "Geolocation Error", description: "Location information is unavailable." },
  timeout: { title: "Geolocation Error", description: "The request to get user location timed out." },
  unknown: { title: "Geolocation Error", description: "An unknown error occurred." },
};

export const locationErrorToast = {
  title: "Location Error",
  description: "Could not fetch location details. Please select it manually.",
};

export function isGeolocationFailure(value: unknown): value is GeolocationFailure {
  return typeof value === "string" && Object.hasOwn(geolocationFailureToasts, value);
}

import { useState } from "react";
import { useFetcher } from "react-router";

export type GeolocationFailure = "unsupported" | "denied" | "unavailable" | "timeout" | "unknown";

const failureByCode: Record<number, GeolocationFailure> = { 1: "denied", 2: "unavailable", 3: "timeout" };

/**
 * The browser's position, handed to the /location action which finds the nearest city, sets the cookie and
 * answers with a toast. Failures go there too, so the fallback to INDIA and its message live in one place.
 */
export function useDetectLocation() {
  const fetcher = useFetcher();
  const [locating, setLocating] = useState(false);

  function report(fields: Record<string, string>) {
    fetcher.submit(fields, { method: "post", action: "/location" });
  }

  function detect() {
    if (typeof navigator === "undefined" || !("geolocation" in navigator)) {
      report({ intent: "geo-error", reason: "unsupported" });
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        report({
          intent: "coords",
          lat: String(position.coords.latitude),
          lng: String(position.coords.longitude),
        });
      },
      (error) => {
        setLocating(false);
        report({ intent: "geo-error", reason: failureByCode[error.code] ?? "unknown" });
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 10 * 60_000 },
    );
  }

  return { detect, detecting: locating || fetcher.state !== "idle" };
}

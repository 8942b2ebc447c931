import { data, redirect } from "react-router";
import { redirectWithToast } from "~/app/lib/toast.server";
import { findNearestCity } from "~/domain/geo/find-nearest-city.server";
import { CoordinatesSchema, DEFAULT_LOCATION } from "~/domain/geo/geo-schemas";
import { resolveLocationChoice } from "~/domain/geo/resolve-location-choice.server";
import { AppError } from "~/domain/shared/app-error";
import type { Services } from "~/domain/shared/services";
import { locationCookieHeader } from "~/web/location-cookie.server";
import { geolocationFailureToasts, isGeolocationFailure, locationErrorToast } from "./location-messages";

/** Every answer goes to / with the location cookie set; a failed detection falls back to INDIA. */
export async function handleLocationForm(services: Services, form: FormData) {
  const intent = form.get("intent");
  if (intent === "coords") return locateByCoordinates(services, form);
  if (intent === "geo-error") {
    const reason = form.get("reason");
    const toast = geolocationFailureToasts[isGeolocationFailure(reason) ? reason : "unknown"];
    return redirectWithToast("/", { ...toast, variant: "destructive" }, await withLocation(DEFAULT_LOCATION));
  }
  try {
    const location = await resolveLocationChoice(services, { location: form.get("location") });
    return redirect("/", await withLocation(location));
  } catch (err) {
    if (err instanceof AppError && err.code === "VALIDATION") {
      return data({ error: err.message }, { status: 400 });
    }
    throw err;
  }
}

async function locateByCoordinates(services: Services, form: FormData) {
  const parsed = CoordinatesSchema.safeParse({ lat: form.get("lat"), lng: form.get("lng") });
  if (parsed.success) {
    try {
      const city = await findNearestCity(services, parsed.data);
      return redirectWithToast(
        "/",
        { title: "Location Found!", description: `Your location is set to ${city.name}, ${city.state}.` },
        await withLocation(city.name),
      );
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
    }
  }
  return redirectWithToast(
    "/",
    { ...locationErrorToast, variant: "destructive" },
    await withLocation(DEFAULT_LOCATION),
  );
}

async function withLocation(location: string): Promise<ResponseInit> {
  return { headers: { "Set-Cookie": await locationCookieHeader(location) } };
}

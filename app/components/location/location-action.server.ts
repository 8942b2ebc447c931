import { data, redirect } from "react-router";
import { redirectWithToast } from "~/app/lib/toast.server";
import { CoordinatesSchema, DEFAULT_LOCATION } from "~/domain/geo/geo-schemas";
import { resolveLocationChoice } from "~/domain/geo/resolve-location-choice.server";
import { reverseGeocode } from "~/domain/geo/reverse-geocode.server";
import { saveMemberLocation } from "~/domain/geo/save-member-location.server";
import { refusalWhen } from "~/domain/shared/app-error-refusal";
import type { Services } from "~/domain/shared/services";
import { m } from "~/i18n/paraglide/messages";
import { locationCookieHeader, normalizeLocation } from "~/web/location-cookie.server";
import { geolocationFailureToasts, isGeolocationFailure, locationErrorToast } from "./location-messages";

/**
 * Every answer goes to / with the location cookie set; a failed detection falls back to INDIA. A signed-in
 * member's choice is also kept on their profile (`userId`), so it follows them to another device.
 */
export async function handleLocationForm(services: Services, form: FormData, userId?: string) {
  const remember = async (location: string, point?: { lat: number; lng: number }) => {
    if (userId)
      await saveMemberLocation(services, { userId, location: normalizeLocation(location), ...point });
    return withLocation(location);
  };
  const intent = form.get("intent");
  if (intent === "coords") return locateByCoordinates(services, form, remember);
  if (intent === "geo-error") {
    const reason = form.get("reason");
    const toast = geolocationFailureToasts[isGeolocationFailure(reason) ? reason : "unknown"];
    return redirectWithToast("/", { ...toast, variant: "destructive" }, await remember(DEFAULT_LOCATION));
  }
  try {
    const location = await resolveLocationChoice(services, { location: form.get("location") });
    return redirect("/", await remember(location));
  } catch (err) {
    return data({ error: refusalWhen(err, "VALIDATION").message }, { status: 400 });
  }
}

async function locateByCoordinates(
  services: Services,
  form: FormData,
  remember: (location: string, point?: { lat: number; lng: number }) => Promise<ResponseInit>,
) {
  const parsed = CoordinatesSchema.safeParse({ lat: form.get("lat"), lng: form.get("lng") });
  if (parsed.success) {
    const place = await reverseGeocode(services, parsed.data);
    if (place.city) {
      return redirectWithToast(
        "/",
        {
          title: m.browse_location_toast_found_title(),
          description: m.browse_location_toast_found({ location: place.location }),
        },
        await remember(place.location, parsed.data),
      );
    }
  }
  return redirectWithToast(
    "/",
    { ...locationErrorToast, variant: "destructive" },
    await remember(DEFAULT_LOCATION),
  );
}

async function withLocation(location: string): Promise<ResponseInit> {
  return { headers: { "Set-Cookie": await locationCookieHeader(location) } };
}

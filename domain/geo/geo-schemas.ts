import { z } from "zod";

/** A position as the browser's geolocation reports it. */
export const CoordinatesSchema = z.object({
  lat: z.coerce
    .number({ message: "Latitude must be a number." })
    .min(-90, "Latitude must be between -90 and 90.")
    .max(90, "Latitude must be between -90 and 90."),
  lng: z.coerce
    .number({ message: "Longitude must be a number." })
    .min(-180, "Longitude must be between -180 and 180.")
    .max(180, "Longitude must be between -180 and 180."),
});

/** Spec: the default and fallback location. */
export const DEFAULT_LOCATION = "INDIA";

/** What a person may pick on /location: a city or state name, or INDIA; stored upper case. */
export const LocationChoiceSchema = z
  .string()
  .trim()
  .min(1, "Choose a location.")
  .max(80, "Location is too long.")
  .regex(/^[\p{L}\p{M} .,'()&-]+$/u, "Choose a location from the list.")
  .transform((v) => v.toUpperCase());

export const CitySearchSchema = z.string().trim().max(80).catch("");

const coordinate = (name: string, limit: number) =>
  z
    .string({ message: `${name} is required.` })
    .trim()
    .min(1, `${name} is required.`)
    .regex(/^[+-]?\d{1,3}(\.\d+)?$/, `${name} must be a number.`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(-limit, `${name} must be between -${limit} and ${limit}.`)
        .max(limit, `${name} must be between -${limit} and ${limit}.`),
    );

/** `?lat=&lng=` of the reverse geocoding API: decimal degrees, both required. */
export const ReverseGeocodeQuerySchema = z.object({
  lat: coordinate("Latitude", 90),
  lng: coordinate("Longitude", 180),
});

/** `?q=` of the place search: a name (typos welcome) or a 6-digit PIN. */
export const PlaceSearchQuerySchema = z.object({
  q: z
    .string({ message: "q is required." })
    .trim()
    .min(2, "Type at least 2 characters.")
    .max(80, "q is too long."),
});

/** What the API's PUT /me/location takes: a place's name, or a position Mandi names itself. */
export const MemberLocationSchema = z
  .object({
    location: z.string().trim().min(1, "Choose a location.").max(80, "Location is too long.").optional(),
    lat: z
      .number()
      .min(-90, "Latitude must be between -90 and 90.")
      .max(90, "Latitude must be between -90 and 90.")
      .optional(),
    lng: z
      .number()
      .min(-180, "Longitude must be between -180 and 180.")
      .max(180, "Longitude must be between -180 and 180.")
      .optional(),
  })
  .refine((v) => (v.lat === undefined) === (v.lng === undefined), {
    message: "Send both lat and lng, or neither.",
    path: ["lng"],
  })
  .refine((v) => v.location !== undefined || v.lat !== undefined, {
    message: "Send a location or a position.",
    path: ["location"],
  });

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

import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { ZodError } from "zod";
import { PlaceSearchQuerySchema, ReverseGeocodeQuerySchema } from "~/domain/geo/geo-schemas";
import { reverseGeocode } from "~/domain/geo/reverse-geocode.server";
import { nearestAdPlace, searchPlaces } from "~/domain/geo/search-places.server";
import type { AppEnv } from "../app-env";
import { errorBody, errorResponse, zodFields } from "./errors";
import type { createApiRouter } from "./openapi-app";

const Place = z
  .object({
    kind: z.enum(["city", "locality", "pin"]),
    name: z.string(),
    district: z.string().nullable(),
    state: z.string(),
    pincode: z.string().nullable(),
    lat: z.number(),
    lng: z.number(),
    label: z.string().openapi({ example: "Kothrud, Pune, Maharashtra" }),
    town: z.string().nullable().openapi({
      example: "Pune",
      description:
        "The town an ad placed here is listed under (send it as an ad's `city`); null when none is near",
    }),
  })
  .openapi("Place");

const ReverseGeocode = z
  .object({
    location: z.string().openapi({ example: "Pune, India", description: "'City, Country', or INDIA" }),
    city: z.string().nullable(),
    country: z.string().nullable(),
    source: z.enum(["geocoder", "places", "none"]),
  })
  .openapi("ReverseGeocode");

const badRequest = errorResponse(
  "A parameter is missing or malformed (these geo routes answer 400, not 422): `error.fields` names it",
);

const reverseRoute = createRoute({
  method: "get",
  path: "/geo/reverse",
  tags: ["Places"],
  summary: "Names a position 'City, Country' (spec: reverse geocoding); INDIA when nothing is near",
  request: {
    query: z.object({
      lat: z.string().openapi({ example: "18.5204", description: "latitude, -90 to 90" }),
      lng: z.string().openapi({ example: "73.8567", description: "longitude, -180 to 180" }),
    }),
  },
  responses: {
    200: { description: "The place", content: { "application/json": { schema: ReverseGeocode } } },
    400: badRequest,
  },
});

const searchRoute = createRoute({
  method: "get",
  path: "/geo/search",
  tags: ["Places"],
  summary: "Towns, localities (post offices) and PINs matching a name (typos welcome) or a 6-digit PIN",
  request: { query: z.object({ q: z.string().openapi({ example: "Puen" }) }) },
  responses: {
    200: {
      description: "Up to 10 places, best first",
      content: { "application/json": { schema: z.object({ places: z.array(Place) }) } },
    },
    400: badRequest,
  },
});

const nearestRoute = createRoute({
  method: "get",
  path: "/geo/nearest",
  tags: ["Places"],
  summary:
    "The place an ad posted at a position would name: the nearest post office within 3 km, else the town",
  description: "For 'use my location' when posting: the ad stores this place's point, never the device's.",
  request: {
    query: z.object({
      lat: z.string().openapi({ example: "18.5204", description: "latitude, -90 to 90" }),
      lng: z.string().openapi({ example: "73.8567", description: "longitude, -180 to 180" }),
    }),
  },
  responses: {
    200: {
      description: "The place, or null when Mandi knows nothing near",
      content: { "application/json": { schema: z.object({ place: Place.nullable() }) } },
    },
    400: badRequest,
  },
});

function badQuery(c: Context<AppEnv>, error: ZodError) {
  const fields = zodFields(error);
  return c.json(errorBody("BAD_REQUEST", Object.values(fields)[0] ?? "Invalid query.", fields), 400);
}

/** Request validation hook: a missing parameter is a 400 here too, worded by the domain's schema. */
const asBadRequest =
  (schema: typeof ReverseGeocodeQuerySchema | typeof PlaceSearchQuerySchema) =>
  (result: { success: boolean; error?: ZodError }, c: Context<AppEnv>) => {
    if (result.success || !result.error) return;
    return badQuery(c, schema.safeParse(c.req.query()).error ?? result.error);
  };

export function registerGeoRoutes(api: ReturnType<typeof createApiRouter>) {
  api.openapi(
    reverseRoute,
    async (c) => {
      const parsed = ReverseGeocodeQuerySchema.safeParse(c.req.query());
      if (!parsed.success) return badQuery(c, parsed.error);
      return c.json(await reverseGeocode(c.get("services"), parsed.data), 200);
    },
    asBadRequest(ReverseGeocodeQuerySchema),
  );
  api.openapi(
    nearestRoute,
    async (c) => {
      const parsed = ReverseGeocodeQuerySchema.safeParse(c.req.query());
      if (!parsed.success) return badQuery(c, parsed.error);
      return c.json({ place: await nearestAdPlace(c.get("services"), parsed.data) }, 200);
    },
    asBadRequest(ReverseGeocodeQuerySchema),
  );
  api.openapi(
    searchRoute,
    async (c) => {
      const parsed = PlaceSearchQuerySchema.safeParse(c.req.query());
      if (!parsed.success) return badQuery(c, parsed.error);
      return c.json({ places: await searchPlaces(c.get("services"), parsed.data) }, 200);
    },
    asBadRequest(PlaceSearchQuerySchema),
  );
}

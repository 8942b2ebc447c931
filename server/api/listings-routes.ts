import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { getListingForViewer } from "~/domain/listings/get-listing-for-viewer.server";
import { LISTING_SORTS, ListingIdSchema, ListingSearchQuerySchema } from "~/domain/listings/listings-schemas";
import { searchListings } from "~/domain/listings/search-listings.server";
import { AppError } from "~/domain/shared/app-error";
import type { AppEnv } from "../app-env";
import { requireApiUser } from "../auth/api-user";
import { ErrorBody, errorBody, errorResponse } from "./errors";
import type { createApiRouter } from "./openapi-app";

const Photo = z.object({
  storageKey: z.string().openapi({ description: "Served at /media/{storageKey}/{320|640|1280}.webp" }),
  width: z.number(),
  height: z.number(),
});
const Condition = z.enum(["new", "like_new", "used", "refurbished", "for_parts"]).nullable();
const ListingCard = z
  .object({
    id: z.number(),
    title: z.string(),
    price: z.number().nullable().openapi({ description: "Rupees; null when priceText is shown instead" }),
    priceText: z.string().nullable(),
    city: z.string(),
    locality: z.string().nullable(),
    postedAt: z.string().openapi({ format: "date-time" }),
    featured: z.boolean(),
    condition: Condition,
    excerpt: z.string(),
    cover: Photo.nullable(),
  })
  .openapi("ListingCard");
const Named = z.object({ id: z.number(), name: z.string(), slug: z.string() });
const ListingDetail = z
  .object({
    id: z.number(),
    title: z.string(),
    description: z.string(),
    price: z.number().nullable(),
    priceText: z.string().nullable(),
    currency: z.string(),
    negotiable: z.boolean(),
    status: z.enum(["active", "sold", "reserved", "inactive", "expired", "removed", "pending"]),
    featured: z.boolean(),
    condition: Condition,
    city: z.string(),
    state: z.string().nullable(),
    locality: z.string().nullable(),
    postedAt: z.string().openapi({ format: "date-time" }),
    attributes: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
    rating: z.number(),
    reviewsCount: z.number(),
    viewsCount: z.number(),
    showPhone: z
      .boolean()
      .openapi({ description: "Signed-in users may reveal the number: POST /listings/{id}/phone" }),
    removedReason: z
      .string()
      .nullable()
      .openapi({ description: "Why Mandi's moderators removed the ad (shown to its seller only)" }),
    category: Named,
    subcategory: Named.nullable(),
    photos: z.array(Photo),
    seller: z.object({
      id: z.string(),
      name: z.string(),
      memberSince: z.string().openapi({ format: "date-time" }),
      phoneVerified: z
        .boolean()
        .openapi({ description: "The seller confirmed their phone number by SMS code" }),
      otherActiveAds: z.number(),
    }),
  })
  .openapi("ListingDetail");

const GONE_MESSAGE = "This ad is no longer available.";

/** lat and lng come together, and a radius or "nearest" needs them. */
function nearPoint(lat: number | undefined, lng: number | undefined, needed: boolean) {
  if (lat !== undefined && lng !== undefined) return { lat, lng };
  if (lat !== undefined || lng !== undefined || needed) {
    const missing = lat === undefined ? "lat" : "lng";
    throw new AppError("VALIDATION", "server_listings_point_needed", undefined, { field: missing });
  }
  return undefined;
}

const searchListingsRoute = createRoute({
  method: "get",
  path: "/listings",
  tags: ["Listings"],
  summary: "Search active listings",
  description:
    "The search behind /products: full text (`q`, prefix matching, ranked with the title weighted highest), " +
    "category and subcategory slugs, inclusive price bounds, condition (repeatable), posted within, city; " +
    "24 per page. Sort defaults to relevance with `q`, else newest.",
  request: { query: ListingSearchQuerySchema },
  responses: {
    200: {
      description: "One page of results and the total",
      content: {
        "application/json": {
          schema: z.object({
            listings: z.array(ListingCard),
            total: z.number().openapi({ description: "Exact up to 1,000; see totalIsCapped" }),
            totalIsCapped: z
              .boolean()
              .openapi({ description: "True when there are more than 1,000 matches" }),
            correctedQuery: z.string().nullable().openapi({
              description: 'The spelling searched instead when q matched nothing ("iphnoe" → "iphone")',
            }),
            page: z.number(),
            pageSize: z.number(),
            pageCount: z.number(),
            sort: z.enum(LISTING_SORTS),
            category: Named.nullable(),
            subcategory: Named.nullable(),
            city: z.string().nullable().openapi({ description: "The city filter as listings spell it" }),
          }),
        },
      },
    },
    404: errorResponse("Unknown category or subcategory slug"),
    422: errorResponse("A query parameter is invalid; `fields` names it"),
  },
});

const getListingRoute = createRoute({
  method: "get",
  path: "/listings/{id}",
  tags: ["Listings"],
  summary: "One listing with its photos, details and seller",
  request: { params: z.object({ id: ListingIdSchema.openapi({ param: { name: "id", in: "path" } }) }) },
  responses: {
    200: {
      description: "The listing",
      content: { "application/json": { schema: z.object({ listing: ListingDetail }) } },
    },
    404: errorResponse("No listing has this id, or its seller has deactivated it"),
    410: {
      description:
        "The listing was deleted: an error to everyone but its seller, who still gets the listing (status `removed`)",
      content: { "application/json": { schema: z.union([ErrorBody, z.object({ listing: ListingDetail })]) } },
    },
    422: errorResponse("The id is not a positive whole number"),
  },
});

/** The caller's user id when the request is signed in (cookie or bearer), else null. */
async function viewerId(c: Context<AppEnv>): Promise<string | null> {
  try {
    return (await requireApiUser(c)).user.id;
  } catch (err) {
    if (err instanceof AppError && err.code === "UNAUTHENTICATED") return null;
    throw err;
  }
}

export function registerListingsRoutes(api: ReturnType<typeof createApiRouter>) {
  api.openapi(searchListingsRoute, async (c) => {
    const { condition, lat, lng, radius, ...query } = c.req.valid("query");
    const near = nearPoint(lat, lng, radius !== undefined || query.sort === "nearest");
    const result = await searchListings(c.get("services"), {
      ...query,
      conditions: condition,
      near,
      radiusKm: radius,
    });
    return c.json(result, 200);
  });

  api.openapi(getListingRoute, async (c) => {
    const id = c.req.valid("param").id;
    const found = await getListingForViewer(c.get("services"), { id, viewerId: await viewerId(c) });
    if (!found.visible) {
      return found.removed
        ? c.json(errorBody("GONE", GONE_MESSAGE), 410)
        : c.json(errorBody("NOT_FOUND", GONE_MESSAGE), 404);
    }
    const { listing } = found;
    return listing.status === "removed" ? c.json({ listing }, 410) : c.json({ listing }, 200);
  });
}

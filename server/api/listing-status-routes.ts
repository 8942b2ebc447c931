import { createRoute, z } from "@hono/zod-openapi";
import { changeListingStatus } from "~/domain/listings/change-listing-status.server";
import { deleteListing } from "~/domain/listings/delete-listing.server";
import { listMyListings } from "~/domain/listings/list-my-listings.server";
import { LISTING_LIFETIME_DAYS } from "~/domain/listings/listing-lifecycle";
import { ListingStatusChangeSchema } from "~/domain/listings/listing-status-schemas";
import { ListingIdSchema } from "~/domain/listings/listings-schemas";
import { renewListing } from "~/domain/listings/renew-listing.server";
import { revealSellerPhone } from "~/domain/listings/reveal-seller-phone.server";
import { requireApiUser } from "../auth/api-user";
import { errorResponse, requireJsonBody } from "./errors";
import type { createApiRouter } from "./openapi-app";

const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];
const Status = z.enum(["active", "sold", "reserved", "inactive", "expired", "removed", "pending"]);

/** A listing card as search returns it, plus what a list of one's own or saved ads needs. */
export const CardFields = {
  id: z.number(),
  title: z.string(),
  price: z.number().nullable().openapi({ description: "Rupees; null when priceText is shown instead" }),
  priceText: z.string().nullable(),
  city: z.string(),
  locality: z.string().nullable(),
  postedAt: z.string().openapi({ format: "date-time" }),
  featured: z.boolean(),
  condition: z.enum(["new", "like_new", "used", "refurbished", "for_parts"]).nullable(),
  excerpt: z.string(),
  cover: z
    .object({
      storageKey: z.string().openapi({ description: "Served at /media/{storageKey}/{320|640|1280}.webp" }),
      width: z.number(),
      height: z.number(),
    })
    .nullable(),
  status: Status.openapi({ description: "An ad past its expiry reads expired" }),
};

const MyListing = z
  .object({
    ...CardFields,
    viewsCount: z.number(),
    favoritesCount: z.number(),
    expiresAt: z.string().openapi({ format: "date-time" }),
    removedReason: z
      .string()
      .nullable()
      .openapi({ description: "Why Mandi's moderators removed the ad (status removed); null otherwise" }),
  })
  .openapi("MyListing");

export const pageQuery = z.object({
  page: z
    .string()
    .regex(/^\d{1,6}$/, "Page must be a positive whole number.")
    .transform(Number)
    .pipe(z.number().int().min(1, "Page must be a positive whole number."))
    .optional(),
});
export const pageFields = {
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  pageCount: z.number(),
};
const idParam = z.object({ id: ListingIdSchema.openapi({ param: { name: "id", in: "path" } }) });
const notSignedIn = errorResponse("Not signed in");
const notYours = errorResponse("No listing of yours has this id (someone else's is not found either)");
const badId = errorResponse("The id is not a positive whole number");
const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

const listMine = createRoute({
  method: "get",
  path: "/me/listings",
  tags: ["My listings"],
  summary: "Your ads in every status but removed, newest first, 24 per page",
  security,
  request: { query: pageQuery },
  responses: {
    200: json(z.object({ listings: z.array(MyListing), ...pageFields }), "One page of your ads"),
    401: notSignedIn,
    422: errorResponse("The page is not a positive whole number"),
  },
});

const changeStatus = createRoute({
  method: "post",
  path: "/listings/{id}/status",
  tags: ["My listings"],
  summary: "Mark your ad sold, reserved, inactive or active again",
  description:
    "Allowed: active ↔ reserved, active/reserved ↔ inactive, sold from any status but removed, active again " +
    "from sold. Everything but sold needs the ad within its 30 days (renew an expired ad instead). " +
    "Repeating the current status is allowed.",
  security,
  request: {
    params: idParam,
    body: { required: true, content: { "application/json": { schema: ListingStatusChangeSchema } } },
  },
  responses: {
    200: json(
      z.object({ listing: z.object({ id: z.number(), title: z.string(), status: Status }) }),
      "Changed",
    ),
    400: errorResponse("The body is not valid JSON"),
    401: notSignedIn,
    404: notYours,
    409: errorResponse("This change is not allowed from the ad's status"),
    415: errorResponse("The body is not JSON"),
    422: errorResponse("Unknown status or a bad id"),
  },
  middleware: [requireJsonBody] as const,
});

const renew = createRoute({
  method: "post",
  path: "/listings/{id}/renew",
  tags: ["My listings"],
  summary: `Put an expired ad up again for ${LISTING_LIFETIME_DAYS} days`,
  security,
  request: { params: idParam },
  responses: {
    200: json(
      z.object({
        listing: z.object({
          id: z.number(),
          title: z.string(),
          status: z.literal("active"),
          postedAt: z.string().openapi({ format: "date-time" }),
          expiresAt: z.string().openapi({ format: "date-time" }),
        }),
      }),
      "Renewed",
    ),
    401: notSignedIn,
    404: notYours,
    409: errorResponse("The ad has not expired"),
    422: badId,
  },
});

const remove = createRoute({
  method: "delete",
  path: "/listings/{id}",
  tags: ["My listings"],
  summary: "Delete your ad",
  description: "Its page then answers 410 Gone and its photos are deleted. This cannot be undone.",
  security,
  request: { params: idParam },
  responses: { 204: { description: "Deleted" }, 401: notSignedIn, 404: notYours, 422: badId },
});

const revealPhone = createRoute({
  method: "post",
  path: "/listings/{id}/phone",
  tags: ["Listings"],
  summary: "Show the seller's phone number",
  description: "Only when the seller chose to show it and the ad is up; each reveal is counted. 30 per hour.",
  security,
  request: { params: idParam },
  responses: {
    200: json(z.object({ phone: z.string().openapi({ description: "E.164" }) }), "The number"),
    401: notSignedIn,
    403: errorResponse("The seller prefers messages"),
    404: errorResponse("No such listing"),
    409: errorResponse("The ad is no longer available"),
    422: badId,
    429: errorResponse("Too many numbers revealed; see Retry-After"),
  },
});

/** The owner's side of an ad: the session says who, and every change is filtered by owner. */
export function registerListingStatusRoutes(api: ReturnType<typeof createApiRouter>) {
  api.openapi(listMine, async (c) => {
    const { user } = await requireApiUser(c);
    const result = await listMyListings(c.get("services"), {
      userId: user.id,
      page: c.req.valid("query").page,
    });
    return c.json(result, 200);
  });

  api.openapi(changeStatus, async (c) => {
    const { user } = await requireApiUser(c);
    const listing = await changeListingStatus(c.get("services"), {
      userId: user.id,
      listingId: c.req.valid("param").id,
      status: c.req.valid("json").status,
    });
    return c.json({ listing }, 200);
  });

  api.openapi(renew, async (c) => {
    const { user } = await requireApiUser(c);
    const listing = await renewListing(c.get("services"), {
      userId: user.id,
      listingId: c.req.valid("param").id,
    });
    return c.json({ listing }, 200);
  });

  api.openapi(remove, async (c) => {
    const { user } = await requireApiUser(c);
    await deleteListing(c.get("services"), { userId: user.id, listingId: c.req.valid("param").id });
    return c.body(null, 204);
  });

  api.openapi(revealPhone, async (c) => {
    const { user } = await requireApiUser(c);
    const result = await revealSellerPhone(c.get("services"), {
      userId: user.id,
      listingId: c.req.valid("param").id,
    });
    return c.json(result, 200);
  });
}

import { createRoute, z } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { SessionUser } from "~/domain/accounts/session-user";
import { createListing } from "~/domain/listings/create-listing.server";
import { AdFieldsSchema, MAX_AD_PHOTOS, PostAdSchema } from "~/domain/listings/listing-schemas";
import { ListingIdSchema } from "~/domain/listings/listings-schemas";
import { updateListing } from "~/domain/listings/update-listing.server";
import { uploadListingPhoto } from "~/domain/media/upload-listing-photo.server";
import {
  AD_RATE_LIMITS,
  FILE_TYPE_NOT_SUPPORTED,
  MAX_PHOTO_BYTES,
  PHOTO_TOO_LARGE,
} from "~/domain/shared/ad-limits";
import { AppError } from "~/domain/shared/app-error";
import type { AppEnv } from "../app-env";
import { requireApiUser } from "../auth/api-user";
import { errorBody, errorResponse, requireJsonBody } from "./errors";
import type { createApiRouter } from "./openapi-app";

const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];
// Multipart framing around the file itself.
const MULTIPART_OVERHEAD = 64 * 1024;

// Who is calling is settled before the body is validated: a visitor gets 401, not a list of field errors.
// Keyed by the request wrapper: the body limit swaps the raw Request underneath it.
const callers = new WeakMap<object, SessionUser>();
const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { user } = await requireApiUser(c);
  callers.set(c.req, user);
  await next();
};
function caller(request: object): SessionUser {
  const user = callers.get(request);
  if (!user) throw new AppError("UNAUTHENTICATED", "server_api_log_in_first");
  return user;
}

const SavedListing = z
  .object({
    id: z.number(),
    title: z.string(),
    status: z.enum(["active", "sold", "reserved", "inactive", "expired", "removed", "pending"]),
    postedAt: z.string().openapi({ format: "date-time" }),
    expiresAt: z.string().openapi({ format: "date-time" }),
    url: z.string().openapi({ description: "The listing page, /product/{id}" }),
  })
  .openapi("SavedListing");
const UploadedPhoto = z
  .object({
    storageKey: z.string().openapi({ description: "Pass it in `photos` of a new or edited listing" }),
    width: z.number(),
    height: z.number(),
    url: z.string().openapi({ description: "/media/{storageKey}/640.webp (also 320 and 1280)" }),
  })
  .openapi("UploadedPhoto");

const createListingRoute = createRoute({
  method: "post",
  path: "/listings",
  tags: ["Listings"],
  summary: "Post an ad",
  description:
    "Active at once for 30 days and findable by search. `photos` are storage keys from `POST /photos` uploaded by " +
    `the same user (1 to ${MAX_AD_PHOTOS}; the first is the cover). Category-specific fields go in \`attributes\`. ` +
    `${AD_RATE_LIMITS.postPerUser.limit} ads per hour per user.`,
  security,
  middleware: [signedIn, requireJsonBody] as const,
  request: { body: { required: true, content: { "application/json": { schema: PostAdSchema } } } },
  responses: {
    201: {
      description: "Ad Posted Successfully!",
      content: { "application/json": { schema: z.object({ listing: SavedListing }) } },
    },
    400: errorResponse("The body is not valid JSON"),
    401: errorResponse("Not signed in"),
    415: errorResponse("The body is not JSON"),
    422: errorResponse("A field is missing or invalid; `fields` holds one message per field"),
    429: errorResponse("Too many ads posted; see Retry-After"),
  },
});

const updateListingRoute = createRoute({
  method: "patch",
  path: "/listings/{id}",
  tags: ["Listings"],
  summary: "Edit your ad",
  description:
    "The given fields replace the stored ones (`attributes` as a whole); the result must be a complete ad. " +
    "`photos` may keep, reorder or drop the ad's photos and add new uploads. Another user's ad answers 404.",
  security,
  middleware: [signedIn, requireJsonBody] as const,
  request: {
    params: z.object({ id: ListingIdSchema.openapi({ param: { name: "id", in: "path" } }) }),
    body: { required: true, content: { "application/json": { schema: AdFieldsSchema.partial() } } },
  },
  responses: {
    200: {
      description: "Changes Saved!",
      content: { "application/json": { schema: z.object({ listing: SavedListing }) } },
    },
    400: errorResponse("The body is not valid JSON"),
    401: errorResponse("Not signed in"),
    404: errorResponse("No ad of yours has this id"),
    415: errorResponse("The body is not JSON"),
    422: errorResponse("A field is missing or invalid; `fields` holds one message per field"),
    429: errorResponse("Too many edits; see Retry-After"),
  },
});

const uploadPhotoRoute = createRoute({
  method: "post",
  path: "/photos",
  tags: ["Listings"],
  summary: "Upload a photo for an ad",
  description:
    "Multipart field `photo`: a JPEG, PNG or GIF (checked by its content) of at most 15 MB and 50 megapixels. " +
    "Re-encoded to WebP at 320, 640 and 1280 px wide without EXIF or GPS data. Kept for 7 days until an ad uses it. " +
    `${AD_RATE_LIMITS.photoUploadPerUser.limit} uploads per hour per user.`,
  security,
  middleware: [
    signedIn,
    bodyLimit({
      maxSize: MAX_PHOTO_BYTES + MULTIPART_OVERHEAD,
      onError: (c) =>
        c.json(errorBody("PAYLOAD_TOO_LARGE", PHOTO_TOO_LARGE, { photo: PHOTO_TOO_LARGE }), 413),
    }),
  ] as const,
  request: {
    body: {
      required: true,
      content: {
        // A plain schema, not zod: the handler reads the file itself and answers 415 for anything else.
        "multipart/form-data": {
          schema: {
            type: "object",
            properties: { photo: { type: "string", format: "binary" } },
            required: ["photo"],
          },
        },
      },
    },
  },
  responses: {
    201: {
      description: "Stored",
      content: { "application/json": { schema: z.object({ photo: UploadedPhoto }) } },
    },
    401: errorResponse("Not signed in"),
    409: errorResponse("Too many photos waiting for an ad"),
    413: errorResponse("Larger than 15 MB or 50 megapixels"),
    415: errorResponse("Not a JPEG, PNG or GIF image"),
    429: errorResponse("Too many uploads; see Retry-After"),
  },
});

export function registerListingWriteRoutes(api: ReturnType<typeof createApiRouter>) {
  api.openapi(createListingRoute, async (c) => {
    const user = caller(c.req);
    const saved = await createListing(c.get("services"), { userId: user.id, ad: await c.req.json() });
    return c.json({ listing: { ...saved, url: `/product/${saved.id}` } }, 201);
  });

  api.openapi(updateListingRoute, async (c) => {
    const user = caller(c.req);
    const saved = await updateListing(c.get("services"), {
      userId: user.id,
      listingId: c.req.valid("param").id,
      changes: await c.req.json(),
    });
    return c.json({ listing: { ...saved, url: `/product/${saved.id}` } }, 200);
  });

  api.openapi(uploadPhotoRoute, async (c) => {
    const user = caller(c.req);
    const form = await c.req.formData().catch(() => null);
    const photo = form?.get("photo");
    if (!(photo instanceof File) || photo.size === 0) {
      throw new AppError("UNSUPPORTED_MEDIA_TYPE", "server_listings_images_only", undefined, {
        field: "photo",
      });
    }
    const image = Buffer.from(await photo.arrayBuffer());
    const stored = await uploadListingPhoto(c.get("services"), { userId: user.id, image });
    return c.json({ photo: { ...stored, url: `/media/${stored.storageKey}/640.webp` } }, 201);
  });
}

import { createRoute, z } from "@hono/zod-openapi";
import { addFavorite } from "~/domain/favorites/add-favorite.server";
import { listFavorites } from "~/domain/favorites/list-favorites.server";
import { removeFavorite } from "~/domain/favorites/remove-favorite.server";
import { ListingIdSchema } from "~/domain/listings/listings-schemas";
import { requireApiUser } from "../auth/api-user";
import { errorResponse } from "./errors";
import { CardFields, pageFields, pageQuery } from "./listing-status-routes";
import type { createApiRouter } from "./openapi-app";

const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];
const FavoriteListing = z
  .object({ ...CardFields, savedAt: z.string().openapi({ format: "date-time" }) })
  .openapi("FavoriteListing");
const FavoriteState = z
  .object({ listingId: z.number(), favorite: z.boolean(), favoritesCount: z.number() })
  .openapi("FavoriteState");
const listingParam = z.object({
  listingId: ListingIdSchema.openapi({ param: { name: "listingId", in: "path" } }),
});
const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

const list = createRoute({
  method: "get",
  path: "/me/favorites",
  tags: ["Favorites"],
  summary: "Your saved ads, most recently saved first, 24 per page (deleted ads drop out)",
  security,
  request: { query: pageQuery },
  responses: {
    200: json(z.object({ listings: z.array(FavoriteListing), ...pageFields }), "One page of saved ads"),
    401: errorResponse("Not signed in"),
    422: errorResponse("The page is not a positive whole number"),
  },
});

const save = createRoute({
  method: "put",
  path: "/me/favorites/{listingId}",
  tags: ["Favorites"],
  summary: "Save an ad (saving it again changes nothing)",
  security,
  request: { params: listingParam },
  responses: {
    200: json(FavoriteState, "Saved"),
    401: errorResponse("Not signed in"),
    404: errorResponse("No such listing, or it was deleted"),
    422: errorResponse("The id is not a positive whole number"),
  },
});

const unsave = createRoute({
  method: "delete",
  path: "/me/favorites/{listingId}",
  tags: ["Favorites"],
  summary: "Un-save an ad (un-saving one that is not saved changes nothing)",
  security,
  request: { params: listingParam },
  responses: {
    200: json(FavoriteState, "Not saved"),
    401: errorResponse("Not signed in"),
    422: errorResponse("The id is not a positive whole number"),
  },
});

export function registerFavoritesRoutes(api: ReturnType<typeof createApiRouter>) {
  api.openapi(list, async (c) => {
    const { user } = await requireApiUser(c);
    return c.json(
      await listFavorites(c.get("services"), { userId: user.id, page: c.req.valid("query").page }),
      200,
    );
  });

  api.openapi(save, async (c) => {
    const { user } = await requireApiUser(c);
    const state = await addFavorite(c.get("services"), {
      userId: user.id,
      listingId: c.req.valid("param").listingId,
    });
    return c.json(state, 200);
  });

  api.openapi(unsave, async (c) => {
    const { user } = await requireApiUser(c);
    const state = await removeFavorite(c.get("services"), {
      userId: user.id,
      listingId: c.req.valid("param").listingId,
    });
    return c.json(state, 200);
  });
}

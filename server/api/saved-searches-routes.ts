import { createRoute, z } from "@hono/zod-openapi";
import { deleteSavedSearch } from "~/domain/saved-searches/delete-saved-search.server";
import { listSavedSearches } from "~/domain/saved-searches/list-saved-searches.server";
import { saveSearch } from "~/domain/saved-searches/save-search.server";
import { MAX_SAVED_SEARCHES } from "~/domain/saved-searches/saved-search-limits";
import { UpdateSavedSearchSchema } from "~/domain/saved-searches/saved-search-schemas";
import { updateSavedSearch } from "~/domain/saved-searches/update-saved-search.server";
import { json, positiveId, security } from "./chat-api-schemas";
import { errorResponse, requireJsonBody } from "./errors";
import type { createApiRouter } from "./openapi-app";
import { caller, signedIn } from "./signed-in";

/** Saved searches and their alerts (decision 017). */

const tags = ["Saved searches"];
const SavedSearch = z
  .object({
    id: z.number(),
    name: z.string(),
    query: z.record(z.string(), z.string()).openapi({
      description: "The search as /products query parameters; several conditions are comma-separated",
      example: { q: "honda city", category: "cars", maxPrice: "500000", city: "Pune" },
    }),
    resultsPath: z.string().openapi({ example: "/products/cars?q=honda+city&maxPrice=500000&city=Pune" }),
    filters: z.array(z.string()).openapi({ description: "What it filters, in words" }),
    notify: z.boolean().openapi({ description: "Alerts on: a new matching ad notifies (and e-mails daily)" }),
    newMatches: z.number().openapi({ description: "Ads posted since it was last opened, at most 99" }),
    newMatchesCapped: z.boolean().openapi({ description: "More than 99 new (“99+”)" }),
    lastSeenAt: z.string().openapi({ format: "date-time" }),
    createdAt: z.string().openapi({ format: "date-time" }),
  })
  .openapi("SavedSearch");
const Saved = z.object({ id: z.number(), name: z.string() }).openapi("SavedSearchReceipt");
const Changed = z
  .object({ id: z.number(), name: z.string(), notify: z.boolean() })
  .openapi("SavedSearchState");
const CreateBody = z
  .object({
    query: z.record(z.string(), z.union([z.string(), z.array(z.string())])).openapi({
      description:
        "q, category, subcategory (slugs), minPrice, maxPrice (whole rupees), condition (one or a list), city, " +
        "and lat, lng, radius (km) together; other parameters (sort, page) are ignored",
      example: { q: "honda city", category: "cars", maxPrice: "500000" },
    }),
    name: z
      .string()
      .optional()
      .openapi({ description: "Defaults to words and category: “honda city in Cars”" }),
  })
  .openapi("SaveSearch");
const idParam = z.object({ id: positiveId("id", "The saved search id") });
const notYours = errorResponse("No saved search of yours has this id (someone else's answers the same)");
const badId = errorResponse("The id is not a positive whole number");

const list = createRoute({
  method: "get",
  path: "/saved-searches",
  tags,
  summary: "Your saved searches, oldest first, each with its number of new ads since you last opened it",
  security,
  middleware: [signedIn] as const,
  responses: {
    200: json(z.object({ savedSearches: z.array(SavedSearch) }), "Your saved searches"),
    401: errorResponse("Not signed in"),
  },
});

const create = createRoute({
  method: "post",
  path: "/saved-searches",
  tags,
  summary: `Save a search (at most ${MAX_SAVED_SEARCHES}); saving the same search again returns the one saved`,
  security,
  middleware: [signedIn, requireJsonBody] as const,
  request: { body: { required: true, content: { "application/json": { schema: CreateBody } } } },
  responses: {
    201: json(Saved, "Saved, with alerts on"),
    200: json(Saved, "Already saved: the same search"),
    400: errorResponse("The body is not valid JSON"),
    401: errorResponse("Not signed in"),
    409: errorResponse(`You already keep ${MAX_SAVED_SEARCHES} saved searches`),
    415: errorResponse("The body is not JSON"),
    422: errorResponse("A query value or the name is not valid; `fields` says which"),
    429: errorResponse("Too many changes to saved searches; try again later"),
  },
});

const update = createRoute({
  method: "patch",
  path: "/saved-searches/{id}",
  tags,
  summary: "Rename a saved search, or turn its alerts on or off",
  security,
  middleware: [signedIn, requireJsonBody] as const,
  request: {
    params: idParam,
    body: { required: true, content: { "application/json": { schema: UpdateSavedSearchSchema } } },
  },
  responses: {
    200: json(Changed, "Changed"),
    400: errorResponse("The body is not valid JSON"),
    401: errorResponse("Not signed in"),
    404: notYours,
    415: errorResponse("The body is not JSON"),
    422: errorResponse("A bad id, an empty or too long name, or nothing to change"),
    429: errorResponse("Too many changes to saved searches; try again later"),
  },
});

const remove = createRoute({
  method: "delete",
  path: "/saved-searches/{id}",
  tags,
  summary: "Delete a saved search (its alerts stop)",
  security,
  middleware: [signedIn] as const,
  request: { params: idParam },
  responses: {
    204: { description: "Deleted" },
    401: errorResponse("Not signed in"),
    404: notYours,
    422: badId,
    429: errorResponse("Too many changes to saved searches; try again later"),
  },
});

export function registerSavedSearchesRoutes(api: ReturnType<typeof createApiRouter>) {
  api.openapi(list, async (c) =>
    c.json({ savedSearches: await listSavedSearches(c.get("services"), { userId: caller(c).id }) }, 200),
  );

  api.openapi(create, async (c) => {
    const body = c.req.valid("json");
    const values = (key: string) => {
      const value = body.query[key];
      return value === undefined ? [] : Array.isArray(value) ? value : [value];
    };
    const saved = await saveSearch(c.get("services"), {
      userId: caller(c).id,
      params: { get: (key) => values(key)[0] ?? null, getAll: values },
      name: body.name,
      strict: true,
    });
    return c.json({ id: saved.id, name: saved.name }, saved.created ? 201 : 200);
  });

  api.openapi(update, async (c) => {
    const changed = await updateSavedSearch(c.get("services"), {
      userId: caller(c).id,
      id: c.req.valid("param").id,
      change: c.req.valid("json"),
    });
    return c.json(changed, 200);
  });

  api.openapi(remove, async (c) => {
    await deleteSavedSearch(c.get("services"), { userId: caller(c).id, id: c.req.valid("param").id });
    return c.body(null, 204);
  });
}

import { createRoute, z } from "@hono/zod-openapi";
import { getPriceHint } from "~/domain/listings/get-price-hint.server";
import { comparablesLabel, comparedOn } from "~/domain/listings/price-hint";
import { PriceHintQuerySchema } from "~/domain/listings/price-hint-schemas";
import { errorResponse } from "./errors";
import type { createApiRouter } from "./openapi-app";

const PriceHint = z
  .object({
    verdict: z.enum(["good", "fair", "above"]).nullable().openapi({
      description: "Below the 25th percentile, within the middle half, above the 75th; null without a price",
    }),
    median: z.number().openapi({ description: "Whole rupees" }),
    p25: z.number(),
    p75: z.number(),
    count: z.number().openapi({ description: "How many comparables the figures come from (at least 5)" }),
    scope: z.enum(["city", "state", "india"]),
    place: z.string().openapi({ description: 'The city, the state or "India"' }),
    subcategory: z.string(),
    matched: z
      .array(z.object({ key: z.enum(["brand", "model", "year", "bhk"]), value: z.string() }))
      .openapi({ description: "The key attributes the comparables share with the ad (a year matches ±1)" }),
    label: z.string().openapi({ example: "12 similar ads in Pune" }),
    comparedOn: z.string().openapi({ example: "Motorcycles · Royal Enfield · 2018–2020" }),
  })
  .openapi("PriceHint");

const getPriceHintRoute = createRoute({
  method: "get",
  path: "/price-hint",
  tags: ["Listings"],
  summary: "How a price compares with similar ads",
  description:
    "The median and middle half (25th–75th percentile) of the prices of similar live ads and ads sold in the " +
    "last 90 days: same subcategory, and the same brand, model and year (±1) for cars and bikes, brand for " +
    "mobiles, BHK for homes where at least 5 match; in the city, else its state, else all India. `hint` is " +
    "null with fewer than 5 comparables. The sell form asks it as the price is typed.",
  request: { query: PriceHintQuerySchema },
  responses: {
    200: {
      description: "The hint, or null",
      content: { "application/json": { schema: z.object({ hint: PriceHint.nullable() }) } },
    },
    404: errorResponse("Unknown category or subcategory slug"),
    422: errorResponse("A query parameter is invalid; `fields` names it"),
  },
});

export function registerPriceHintRoutes(api: ReturnType<typeof createApiRouter>) {
  api.openapi(getPriceHintRoute, async (c) => {
    const { category, subcategory, price, city, exclude, ...attributes } = c.req.valid("query");
    const hint = await getPriceHint(c.get("services"), {
      category,
      subcategory,
      price,
      city,
      attributes,
      excludeId: exclude,
    });
    return c.json(
      { hint: hint ? { ...hint, label: comparablesLabel(hint), comparedOn: comparedOn(hint) } : null },
      200,
    );
  });
}

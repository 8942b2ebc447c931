import { createRoute, z } from "@hono/zod-openapi";
import { getSellerProfile } from "~/domain/sellers/get-seller-profile.server";
import { errorResponse } from "./errors";
import { CardFields, pageFields, pageQuery } from "./listing-status-routes";
import type { createApiRouter } from "./openapi-app";
import { RatingSummary } from "./ratings-api-schemas";

const SellerProfile = z
  .object({
    id: z.string(),
    name: z.string().openapi({ description: 'Empty when the member never gave one: show "User"' }),
    image: z.string().nullable().openapi({ description: "A /media URL of the profile photo" }),
    memberSince: z.string().openapi({ format: "date-time" }),
    phoneVerified: z
      .boolean()
      .openapi({ description: "The member confirmed their phone number by SMS code" }),
    city: z.string().nullable().openapi({ description: "The city of the member's newest active ad" }),
    responses: z
      .object({
        chats: z.number(),
        responseRate: z.number().openapi({ description: "Percent of those chats the member answered" }),
        typicalResponse: z
          .enum(["within an hour", "within a few hours", "within a day", "in more than a day"])
          .nullable()
          .openapi({ description: "The median time to the member's first reply; null when none answered" }),
      })
      .nullable()
      .openapi({
        description:
          "From the chats where a buyer wrote to the member first in the last 90 days (one not answered yet " +
          "counts after a day); null with fewer than 3 such chats",
      }),
    ratings: RatingSummary,
    ads: z.object({ listings: z.array(z.object(CardFields).omit({ status: true })), ...pageFields }),
  })
  .openapi("SellerProfile");

const getSeller = createRoute({
  method: "get",
  path: "/sellers/{id}",
  tags: ["Sellers"],
  summary: "A member's public profile and their active ads, newest first, 24 per page",
  request: {
    params: z.object({ id: z.string().openapi({ param: { name: "id", in: "path" } }) }),
    query: pageQuery,
  },
  responses: {
    200: {
      description: "The profile and one page of active ads",
      content: { "application/json": { schema: z.object({ seller: SellerProfile }) } },
    },
    404: errorResponse("No member has this id, or the moderators banned them"),
    422: errorResponse("The page is not a positive whole number"),
  },
});

export function registerSellersRoutes(api: ReturnType<typeof createApiRouter>) {
  api.openapi(getSeller, async (c) => {
    const seller = await getSellerProfile(c.get("services"), {
      id: c.req.valid("param").id,
      page: c.req.valid("query").page,
    });
    return c.json({ seller }, 200);
  });
}

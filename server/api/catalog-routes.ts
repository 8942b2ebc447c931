import { createRoute, z } from "@hono/zod-openapi";
import { listCategories } from "~/domain/catalog/list-categories.server";
import type { createApiRouter } from "./openapi-app";

const Subcategory = z.object({ id: z.number(), name: z.string(), slug: z.string(), icon: z.string() });
const Category = z
  .object({
    id: z.number(),
    name: z.string(),
    slug: z.string(),
    icon: z.string().openapi({ description: "lucide icon name" }),
    titlePlaceholder: z.string(),
    subcategories: z.array(Subcategory),
  })
  .openapi("Category");

const listCategoriesRoute = createRoute({
  method: "get",
  path: "/categories",
  tags: ["Catalog"],
  summary: "Every category with its subcategories, in display order",
  responses: {
    200: {
      description: "The category tree",
      content: { "application/json": { schema: z.object({ categories: z.array(Category) }) } },
    },
  },
});

export function registerCatalogRoutes(api: ReturnType<typeof createApiRouter>) {
  api.openapi(listCategoriesRoute, async (c) => {
    const categories = await listCategories(c.get("services"));
    return c.json({ categories }, 200);
  });
}

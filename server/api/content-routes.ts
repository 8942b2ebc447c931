import { createRoute, z } from "@hono/zod-openapi";
import { findBlogPost } from "~/domain/content/find-blog-post.server";
import { listBlogPosts } from "~/domain/content/list-blog-posts.server";
import { listFaqItems } from "~/domain/content/list-faq-items.server";
import { errorBody, errorResponse } from "./errors";
import type { createApiRouter } from "./openapi-app";

const BlogPostSummary = z
  .object({
    slug: z.string(),
    title: z.string(),
    author: z.string(),
    category: z.string(),
    publishedOn: z.string().openapi({ format: "date", example: "2025-07-01" }),
    excerpt: z.string(),
    image: z.string().openapi({ description: "Path of the cover image on this server" }),
  })
  .openapi("BlogPostSummary");

const BlogPost = BlogPostSummary.extend({
  paragraphs: z.array(z.string()).openapi({ description: "Plain-text paragraphs; never HTML" }),
}).openapi("BlogPost");

const FaqItem = z.object({ id: z.number(), question: z.string(), answer: z.string() }).openapi("FaqItem");

const listPostsRoute = createRoute({
  method: "get",
  path: "/blog",
  tags: ["Content"],
  summary: "Blog posts, newest first",
  responses: {
    200: {
      description: "The posts",
      content: { "application/json": { schema: z.object({ posts: z.array(BlogPostSummary) }) } },
    },
  },
});

const getPostRoute = createRoute({
  method: "get",
  path: "/blog/{slug}",
  tags: ["Content"],
  summary: "One blog post with its body",
  request: { params: z.object({ slug: z.string().min(1).max(200) }) },
  responses: {
    200: {
      description: "The post",
      content: { "application/json": { schema: z.object({ post: BlogPost }) } },
    },
    404: errorResponse("No post has this slug"),
  },
});

const listFaqRoute = createRoute({
  method: "get",
  path: "/help/faq",
  tags: ["Content"],
  summary: "Help-centre questions, optionally narrowed by a search",
  request: {
    query: z.object({
      q: z
        .string()
        .max(200)
        .optional()
        .openapi({ description: "Words that must all appear", example: "safe" }),
    }),
  },
  responses: {
    200: {
      description: "The matching questions in display order",
      content: { "application/json": { schema: z.object({ items: z.array(FaqItem) }) } },
    },
  },
});

export function registerContentRoutes(api: ReturnType<typeof createApiRouter>) {
  api.openapi(listPostsRoute, async (c) => {
    const posts = await listBlogPosts(c.get("services"));
    return c.json({ posts }, 200);
  });

  api.openapi(getPostRoute, async (c) => {
    const post = await findBlogPost(c.get("services"), c.req.valid("param").slug);
    if (!post) return c.json(errorBody("NOT_FOUND", "There is no blog post at this address."), 404);
    return c.json({ post }, 200);
  });

  api.openapi(listFaqRoute, async (c) => {
    const items = await listFaqItems(c.get("services"), c.req.valid("query").q ?? "");
    return c.json({ items }, 200);
  });
}

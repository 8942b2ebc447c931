import { desc } from "drizzle-orm";
import { blogPosts } from "~/db/schema";
import type { Services } from "../shared/services";

export interface BlogPostSummary {
  slug: string;
  title: string;
  author: string;
  category: string;
  /** ISO date, e.g. 2025-07-01. */
  publishedOn: string;
  excerpt: string;
  /** Path of the cover image served by Mandi, e.g. /images/blog/…. */
  image: string;
}

export const blogPostSummaryColumns = {
  slug: blogPosts.slug,
  title: blogPosts.title,
  author: blogPosts.author,
  category: blogPosts.category,
  publishedOn: blogPosts.publishedOn,
  excerpt: blogPosts.excerpt,
  image: blogPosts.image,
};

/** Every post, newest first. */
export async function listBlogPosts({ db }: Pick<Services, "db">): Promise<BlogPostSummary[]> {
  return db
    .select(blogPostSummaryColumns)
    .from(blogPosts)
    .orderBy(desc(blogPosts.publishedOn), desc(blogPosts.id));
}

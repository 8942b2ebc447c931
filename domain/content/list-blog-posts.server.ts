import { desc } from "drizzle-orm";
import { blogPosts } from "~/db/schema";
import { localText } from "../shared/local-text";
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

/** The summary's columns, its texts in the request's language (the Hindi form where there is one). */
export function blogPostSummaryColumns() {
  return {
    slug: blogPosts.slug,
    title: localText(blogPosts.title, blogPosts.titleHi),
    author: blogPosts.author,
    category: localText(blogPosts.category, blogPosts.categoryHi),
    publishedOn: blogPosts.publishedOn,
    excerpt: localText(blogPosts.excerpt, blogPosts.excerptHi),
    image: blogPosts.image,
  };
}

/** Every post, newest first, in the request's language. */
export async function listBlogPosts({ db }: Pick<Services, "db">): Promise<BlogPostSummary[]> {
  return db
    .select(blogPostSummaryColumns())
    .from(blogPosts)
    .orderBy(desc(blogPosts.publishedOn), desc(blogPosts.id));
}

import { eq } from "drizzle-orm";
import { blogPosts } from "~/db/schema";
import { localText } from "../shared/local-text";
import type { Services } from "../shared/services";
import { type BlogPostSummary, blogPostSummaryColumns } from "./list-blog-posts.server";

export interface BlogPost extends BlogPostSummary {
  /** Plain-text paragraphs, in order; rendered as text, never as HTML. */
  paragraphs: string[];
}

/** One post by slug in the request's language, or undefined when there is none. */
export async function findBlogPost(
  { db }: Pick<Services, "db">,
  slug: string,
): Promise<BlogPost | undefined> {
  const [row] = await db
    .select({ ...blogPostSummaryColumns(), body: localText(blogPosts.body, blogPosts.bodyHi) })
    .from(blogPosts)
    .where(eq(blogPosts.slug, slug))
    .limit(1);
  if (!row) return undefined;
  const { body, ...summary } = row;
  return { ...summary, paragraphs: splitParagraphs(body) };
}

export function splitParagraphs(body: string): string[] {
  return (
    body
      .split(/\r?\n\s*\r?\n/)
      // Lines joined with one space, each trimmed (one pass per line, where a pattern around "\n" rescans spaces).
      .map((p) =>
        p
          .split(/\r?\n/)
          .map((line) => line.trim())
          .join(" ")
          .trim(),
      )
      .filter((p) => p.length > 0)
  );
}

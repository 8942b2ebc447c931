import type { Db } from "../client.server";
import { blogPosts, faqItems, jobOpenings } from "../schema";
import { BLOG_POSTS, blogImage } from "./content-blog";
import { CAREERS } from "./content-careers";
import { FAQ } from "./content-faq";
import { isEmpty } from "./is-empty";
import { slugify } from "./slugify";

/** Inserts the careers openings, blog posts and help FAQ where they are missing. */
export async function seedContent(
  db: Db,
): Promise<{ jobOpenings: number; blogPosts: number; faqItems: number }> {
  const counts = { jobOpenings: 0, blogPosts: 0, faqItems: 0 };
  if (await isEmpty(db, jobOpenings)) {
    const values = CAREERS.map((c, index) => ({ ...c, slug: slugify(c.title), sortOrder: index }));
    counts.jobOpenings = (
      await db.insert(jobOpenings).values(values).returning({ id: jobOpenings.id })
    ).length;
  }
  if (await isEmpty(db, blogPosts)) {
    const values = BLOG_POSTS.map((p) => ({ ...p, image: blogImage(p.slug) }));
    counts.blogPosts = (await db.insert(blogPosts).values(values).returning({ id: blogPosts.id })).length;
  }
  if (await isEmpty(db, faqItems)) {
    const values = FAQ.map((f, index) => ({ ...f, sortOrder: index }));
    counts.faqItems = (await db.insert(faqItems).values(values).returning({ id: faqItems.id })).length;
  }
  return counts;
}

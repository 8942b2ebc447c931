import { and, desc, eq, gt } from "drizzle-orm";
import { listings } from "~/db/schema";
import type { Services } from "../shared/services";

/** One sitemap file holds at most 50,000 URLs (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

/** The newest active ads for /sitemap.xml: id and when the ad last changed. */
export async function listSitemapListings(
  { db }: Pick<Services, "db">,
  input: { limit: number; now?: Date },
): Promise<{ id: number; lastmod: string }[]> {
  if (input.limit <= 0) return [];
  const rows = await db
    .select({ id: listings.id, updatedAt: listings.updatedAt })
    .from(listings)
    .where(and(eq(listings.status, "active"), gt(listings.expiresAt, input.now ?? new Date())))
    .orderBy(desc(listings.postedAt), desc(listings.id))
    .limit(Math.min(input.limit, SITEMAP_MAX_URLS));
  return rows.map((row) => ({ id: row.id, lastmod: row.updatedAt.toISOString() }));
}

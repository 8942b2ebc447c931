import { listCategories } from "~/domain/catalog/list-categories.server";
import { listBlogPosts } from "~/domain/content/list-blog-posts.server";
import { listSitemapListings, SITEMAP_MAX_URLS } from "~/domain/listings/list-sitemap-listings.server";
import type { Route } from "./+types/sitemap-xml";

/** Public pages worth indexing, then the active ads; account pages and /sell are disallowed in robots.txt. */
const STATIC_PATHS = [
  "/",
  "/products",
  "/about",
  "/contact",
  "/careers",
  "/legal",
  "/help",
  "/sitemap",
  "/blog",
  "/business",
  "/store",
];

export async function loader({ context }: Route.LoaderArgs) {
  const base = context.services.settings.publicUrl;
  const [categories, posts] = await Promise.all([
    listCategories(context.services),
    listBlogPosts(context.services),
  ]);
  const entries: { path: string; lastmod?: string }[] = [
    ...STATIC_PATHS.map((path) => ({ path })),
    ...posts.map((post) => ({ path: `/blog/${post.slug}`, lastmod: post.publishedOn })),
    ...categories.flatMap((category) => [
      { path: `/products/${category.slug}` },
      ...category.subcategories.map((sub) => ({ path: `/products/${category.slug}/${sub.slug}` })),
    ]),
  ];
  // One sitemap file holds 50,000 URLs: the newest ads fill what the pages above leave.
  const ads = await listSitemapListings(context.services, { limit: SITEMAP_MAX_URLS - entries.length });
  for (const ad of ads) entries.push({ path: `/product/${ad.id}`, lastmod: ad.lastmod });
  const urls = entries.map(({ path, lastmod }) => {
    const loc = `<loc>${escapeXml(base + path)}</loc>`;
    return `  <url>${loc}${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`;
  });
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

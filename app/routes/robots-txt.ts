import type { Route } from "./+types/robots-txt";

export function loader({ context }: Route.LoaderArgs) {
  const base = context.services.settings.publicUrl;
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /profile",
    "Disallow: /my-listings",
    "Disallow: /messages",
    "Disallow: /notifications",
    "Disallow: /settings",
    "Disallow: /favorites",
    "Disallow: /sell",
    `Sitemap: ${base}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

/**
 * What the service worker (app/sw/sw.ts, docs/decisions/021-pwa.md) may keep of a page, and where a failed data
 * request sends the browser. Plain functions, so they are tested without a worker.
 */

/** Screens about one member (their chats, alerts, settings, ads being written): never kept on the device. */
const PRIVATE_PAGES =
  /^\/(sell|messages|login|signup|profile|my-listings|admin|post-success|notifications|unsubscribe|settings|favorites|saved-searches|cart|success)(\/|$)/;

export function isPrivatePage(pathname: string): boolean {
  return PRIVATE_PAGES.test(pathname);
}

/**
 * A page may be kept when it is a whole, public answer: status 200, HTML, and not marked private (the server
 * marks every page it rendered for a signed-in member `Cache-Control: private`, app/entry.server.tsx).
 */
export function mayKeepPage(pathname: string, response: Response): boolean {
  if (response.status !== 200 || isPrivatePage(pathname)) return false;
  if (!(response.headers.get("Content-Type") ?? "").startsWith("text/html")) return false;
  return !/\b(private|no-store)\b/.test(response.headers.get("Cache-Control") ?? "");
}

/**
 * The page a React Router data request (`/product/7.data?_routes=…`, `/_root.data` for `/`) belongs to, or null
 * for anything else.
 */
export function pageOfDataRequest(url: URL): string | null {
  if (!url.pathname.endsWith(".data")) return null;
  const path = url.pathname === "/_root.data" ? "/" : url.pathname.slice(0, -".data".length);
  const search = new URLSearchParams(url.search);
  search.delete("_routes");
  const query = search.toString();
  return `${path}${query ? `?${query}` : ""}`;
}

/**
 * The answer to a data request that could not reach the server: React Router's single-fetch redirect with
 * "reload document", so the browser loads the page itself, which the worker answers from its cache or with the
 * offline page (a client-side navigation would otherwise end on the error screen).
 */
export function reloadAsDocument(page: string): Response {
  return new Response(null, {
    status: 204,
    headers: { "X-Remix-Redirect": page, "X-Remix-Status": "302", "X-Remix-Reload-Document": "true" },
  });
}

const TITLE = /<title[^>]*>([^<]*)<\/title>/i;
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'" };

/** A kept page's own title, without the " | Mandi" every page ends with. */
export function pageTitle(html: string): string | null {
  const raw = TITLE.exec(html)?.[1];
  if (!raw) return null;
  const text = raw.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_m, name: string) => ENTITIES[name] ?? "");
  return text.replace(/\s*\|\s*Mandi$/, "").trim() || null;
}

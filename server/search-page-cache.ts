import type { MiddlewareHandler } from "hono";
import { listingsVersion } from "~/domain/listings/search-cache.server";
import type { Services } from "~/domain/shared/services";
import { readCookie } from "~/web/cookies.server";
import { LOCATION_COOKIE } from "~/web/location-cookie.server";
import type { AppEnv } from "./app-env";
import { isSharedPageRequest, KeptPages } from "./kept-pages";

export const searchPageCacheTuning = {
  /** Bounds memory held by searches nobody repeats; the change counter is what keeps results right. */
  ttlMs: 60_000,
  /** About 150 KB each (the page and its gzipped parts). */
  maxEntries: 200,
};

/** The results pages: all ads, a category, a subcategory (spec section 2). */
const RESULTS_PATH = /^\/products(\/[a-z0-9-]{1,60}){0,2}$/;

export const isResultsPath = (path: string) => RESULTS_PATH.test(path);

/**
 * A results page (`/products?q=…`, a category's page) is the same for every signed-out visitor in one location,
 * and rendering 24 cards with the filters costs ~10 ms of CPU, so its HTML is kept (issue 13): while the
 * `listing_changes` counter has not moved (any new, edited, sold or removed ad, or photo change, moves it; the
 * read is shared by every request of one turn of the event loop), and for at most a minute. The key is the path,
 * the query in a canonical order, the language (server/locale.ts) and the location cookie — all that the page's loaders read from a signed-out
 * request besides the session and toast cookies, which exclude it (server/kept-pages.ts).
 */
export function searchPageCache(services: Pick<Services, "db">): MiddlewareHandler<AppEnv> {
  const pages = new KeptPages("search-page", searchPageCacheTuning);
  return async (c, next) => {
    if (!RESULTS_PATH.test(c.req.path) || !isSharedPageRequest(c)) return next();
    const url = new URL(c.req.url);
    url.searchParams.sort();
    const key = `${url.pathname}?${url.searchParams} ${c.get("locale")} ${readCookie(c.req.raw, LOCATION_COOKIE) ?? ""}`;
    const version = await listingsVersion(services.db);
    // A page rendered afresh keys its search by the same read: one round trip fewer for an uncached search.
    c.set("listingsVersion", version);
    return pages.serve(c, next, key, version);
  };
}

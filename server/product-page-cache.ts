import type { MiddlewareHandler } from "hono";
import { isbot } from "isbot";
import { countListingView } from "~/domain/listings/count-listing-view.server";
import { getListingVersion } from "~/domain/listings/get-listing-version.server";
import { isHiddenFromPublic } from "~/domain/listings/listing-lifecycle";
import type { Services } from "~/domain/shared/services";
import { readCookie } from "~/web/cookies.server";
import { LOCATION_COOKIE } from "~/web/location-cookie.server";
import { isPrefetch } from "~/web/prefetch";
import type { AppEnv } from "./app-env";
import { isSharedPageRequest, KeptPages } from "./kept-pages";

export const productPageCacheTuning = {
  /** How long similar ads, the seller's count of other ads and the view count on a kept page may lag. */
  ttlMs: 30_000,
  /** About 60 KB each. */
  maxEntries: 500,
};

const PRODUCT_PATH = /^\/product\/(\d{1,15})$/;

/**
 * A listing page is the same for every signed-out visitor in one location, and rendering it costs most of a
 * request's CPU, so its HTML is kept for up to `ttlMs`. Each request still reads the listing's updated_at, status
 * and expiry (one primary-key read): an edited, sold, renewed, removed or expired ad is rendered afresh at once.
 * Signed-in visitors, pending toasts and URLs with a query are always rendered. The CSP nonce is per response:
 * the kept page has the nonce of the response that rendered it cut out, and each response gets its own.
 * The key and the exclusions cover all that the page's loaders read from the request (URL, session, the language,
 * the location and toast cookies): a loader that starts reading anything else from it must be added here.
 */
export function productPageCache(services: Pick<Services, "db">): MiddlewareHandler<AppEnv> {
  const pages = new KeptPages("product-page", productPageCacheTuning);
  return async (c, next) => {
    const id = PRODUCT_PATH.exec(c.req.path)?.[1];
    if (!id || c.req.url.includes("?") || !isSharedPageRequest(c)) return next();
    const listingId = Number(id);
    const key = `${listingId} ${c.get("locale")} ${readCookie(c.req.raw, LOCATION_COOKIE) ?? ""}`;
    const version = await getListingVersion(services, { id: listingId });
    // An ad past its expiry that the sweep has not marked yet already reads as expired: render it. An ad its
    // seller took down is rendered for each visitor (only its seller sees it) and never kept.
    if (!version || version.expiresAt <= Date.now() || isHiddenFromPublic(version.status)) {
      pages.forget(key);
      return next();
    }
    return pages.serve(c, next, key, `${version.updatedAt}|${version.status}|${version.expiresAt}`, () => {
      if (!isbot(c.req.header("user-agent")) && !isPrefetch(c.req.raw.headers)) {
        countListingView(services, { id: listingId });
      }
    });
  };
}

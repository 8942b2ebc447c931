import { getSessionCookie } from "better-auth/cookies";
import type { MiddlewareHandler } from "hono";
import { isbot } from "isbot";
import { countListingView } from "~/domain/listings/count-listing-view.server";
import { getListingVersion, type ListingVersion } from "~/domain/listings/get-listing-version.server";
import { isHiddenFromPublic } from "~/domain/listings/listing-lifecycle";
import type { Services } from "~/domain/shared/services";
import { readCookie } from "~/web/cookies.server";
import { LOCATION_COOKIE } from "~/web/location-cookie.server";
import { TOAST_COOKIE } from "~/web/toast-cookie.server";
import type { AppEnv } from "./app-env";
import { acceptsGzip, varyOnAcceptEncoding } from "./compress-whole";
import { type GzipTemplate, gzipWithFill, packTemplate } from "./gzip-template";

export const productPageCacheTuning = {
  /** How long similar ads, the seller's count of other ads and the view count on a kept page may lag. */
  ttlMs: 30_000,
  /** About 60 KB each. */
  maxEntries: 500,
};

interface Entry {
  version: ListingVersion;
  at: number;
  /** The page split where its nonce was: the next visitor's nonce goes between the parts. */
  parts: Buffer[];
  /** The parts gzipped once, for the visitors whose browsers accept gzip (all of them). */
  gzip: Promise<GzipTemplate | null>;
  headers: [string, string][];
}

const PRODUCT_PATH = /^\/product\/(\d{1,15})$/;

/**
 * A listing page is the same for every signed-out visitor in one location, and rendering it costs most of a
 * request's CPU, so its HTML is kept for up to `ttlMs`. Each request still reads the listing's updated_at, status
 * and expiry (one primary-key read): an edited, sold, renewed, removed or expired ad is rendered afresh at once.
 * Signed-in visitors, pending toasts and URLs with a query are always rendered. The CSP nonce is per response:
 * the kept page has the nonce of the response that rendered it cut out, and each response gets its own.
 * The key and the exclusions cover all that the page's loaders read from the request (URL, session, the location
 * and toast cookies): a loader that starts reading anything else from it must be added here.
 */
export function productPageCache(services: Pick<Services, "db">): MiddlewareHandler<AppEnv> {
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<Entry | null>>();
  return async (c, next) => {
    const id = PRODUCT_PATH.exec(c.req.path)?.[1];
    const nonce = c.get("secureHeadersNonce");
    const headers = c.req.raw.headers;
    if (
      c.req.method !== "GET" ||
      !id ||
      !nonce ||
      c.req.url.includes("?") ||
      getSessionCookie(headers, { cookiePrefix: "mandi" }) ||
      readCookie(c.req.raw, TOAST_COOKIE) !== undefined
    ) {
      return next();
    }
    const listingId = Number(id);
    const key = `${listingId} ${readCookie(c.req.raw, LOCATION_COOKIE) ?? ""}`;
    const version = await getListingVersion(services, { id: listingId });
    const now = Date.now();
    // An ad past its expiry that the sweep has not marked yet already reads as expired: render it. An ad its
    // seller took down is rendered for each visitor (only its seller sees it) and never kept.
    if (!version || version.expiresAt <= now || isHiddenFromPublic(version.status)) {
      entries.delete(key);
      return next();
    }
    const kept = entries.get(key);
    entries.delete(key);
    const countView = () => {
      if (!isbot(headers.get("user-agent"))) countListingView(services, { id: listingId });
    };
    if (kept && now - kept.at < productPageCacheTuning.ttlMs && sameVersion(kept.version, version)) {
      entries.set(key, kept); // most recently used last
      countView();
      return servedFrom(kept, nonce, acceptsGzip(c.req.header("accept-encoding")));
    }
    // Visitors arriving while the page renders wait for that render instead of repeating it.
    const rendering = inFlight.get(key);
    if (rendering) {
      const rendered = await rendering;
      if (rendered && sameVersion(rendered.version, version)) {
        countView();
        return servedFrom(rendered, nonce, acceptsGzip(c.req.header("accept-encoding")));
      }
      return next();
    }

    let settle: (entry: Entry | null) => void = () => {};
    inFlight.set(
      key,
      new Promise<Entry | null>((resolve) => {
        settle = resolve;
      }),
    );
    let entry: Entry | null = null;
    try {
      await next();
      const res = c.res;
      const type = res.headers.get("content-type") ?? "";
      if (res.status !== 200 || !type.startsWith("text/html") || res.headers.has("set-cookie")) return;
      const html = Buffer.from(await res.arrayBuffer());
      // Unset first: assigning over a response makes Hono stream the body.
      c.res = undefined;
      c.res = new Response(html, { status: res.status, headers: res.headers });
      const parts = splitAt(html, Buffer.from(nonce));
      entry = {
        version,
        at: now,
        parts,
        gzip: packTemplate(parts).catch(() => null),
        headers: [...res.headers],
      };
      entries.set(key, entry);
      if (entries.size > productPageCacheTuning.maxEntries) {
        entries.delete(entries.keys().next().value as string);
      }
    } finally {
      inFlight.delete(key);
      settle(entry);
    }
  };
}

async function servedFrom(entry: Entry, nonce: string, gzip: boolean): Promise<Response> {
  const template = gzip ? await entry.gzip : null;
  const headers = new Headers(entry.headers);
  headers.delete("content-encoding");
  varyOnAcceptEncoding(headers);
  if (template) {
    const body = gzipWithFill(template, nonce);
    headers.set("content-encoding", "gzip");
    headers.set("content-length", String(body.length));
    return new Response(body, { status: 200, headers });
  }
  const body = withNonce(entry.parts, nonce);
  headers.set("content-length", String(body.length));
  return new Response(body, { status: 200, headers });
}

function sameVersion(a: ListingVersion, b: ListingVersion): boolean {
  return a.updatedAt === b.updatedAt && a.status === b.status && a.expiresAt === b.expiresAt;
}

function splitAt(html: Buffer, nonce: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = html.indexOf(nonce); at !== -1; at = html.indexOf(nonce, from)) {
    parts.push(html.subarray(from, at));
    from = at + nonce.length;
  }
  parts.push(html.subarray(from));
  return parts;
}

function withNonce(parts: Buffer[], nonce: string): Buffer<ArrayBuffer> {
  const value = Buffer.from(nonce);
  const pieces: Buffer[] = [];
  parts.forEach((part, index) => {
    if (index > 0) pieces.push(value);
    pieces.push(part);
  });
  return Buffer.concat(pieces);
}

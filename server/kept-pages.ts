import { getSessionCookie } from "better-auth/cookies";
import type { Context, Next } from "hono";
import { cacheCounts } from "~/domain/shared/cache-counts";
import { readCookie } from "~/web/cookies.server";
import { TOAST_COOKIE } from "~/web/toast-cookie.server";
import type { AppEnv } from "./app-env";
import { acceptsGzip, varyOnAcceptEncoding } from "./compress-whole";
import { type GzipTemplate, gzipWithFill, packTemplate } from "./gzip-template";

export interface KeptPagesTuning {
  /** How long a kept page may be served while its version holds. */
  ttlMs: number;
  maxEntries: number;
}

interface Entry {
  version: string;
  at: number;
  /** The page split where its nonce was: the next visitor's nonce goes between the parts. */
  parts: Buffer[];
  /**
   * The parts gzipped once, for the visitors whose browsers accept gzip (all of them): packed when the page is
   * first served again, not when it is kept, since most searches are never asked for twice (the long tail) and
   * their first visitor got the page compressed already (compress-whole.ts).
   */
  gzip: Promise<GzipTemplate | null> | null;
  headers: [string, string][];
}

/**
 * A GET of a page whose response a signed-out visitor shares with every other signed-out visitor (with the same
 * location cookie): no session, no pending toast, and a nonce to cut out.
 */
export function isSharedPageRequest(c: Context<AppEnv>): boolean {
  const headers = c.req.raw.headers;
  return (
    c.req.method === "GET" &&
    Boolean(c.get("secureHeadersNonce")) &&
    !getSessionCookie(headers, { cookiePrefix: "mandi" }) &&
    readCookie(c.req.raw, TOAST_COOKIE) === undefined
  );
}

/**
 * Rendered pages kept in memory by key while their version holds (docs/decisions/008): the least recently used
 * is forgotten first, visitors arriving while a page renders wait for that render, and each response gets its own
 * CSP nonce (the kept page is stored cut at the nonce, and gzipped part by part, so serving compresses nothing).
 */
export class KeptPages {
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<Entry | null>>();
  private readonly counts;

  constructor(
    name: string,
    private readonly tuning: KeptPagesTuning,
  ) {
    this.counts = cacheCounts(name);
  }

  forget(key: string): void {
    this.entries.delete(key);
  }

  /**
   * The kept page for `key` at `version`, or the page `next` renders (kept when it is a plain 200 HTML page that
   * sets no cookie). `onServed` runs when a kept page is served.
   */
  async serve(c: Context<AppEnv>, next: Next, key: string, version: string, onServed?: () => void) {
    const nonce = c.get("secureHeadersNonce") ?? "";
    const gzip = acceptsGzip(c.req.header("accept-encoding"));
    const now = Date.now();
    const kept = this.entries.get(key);
    this.entries.delete(key);
    if (kept && now - kept.at < this.tuning.ttlMs && kept.version === version) {
      this.entries.set(key, kept); // most recently used last
      this.counts.hits++;
      onServed?.();
      return servedFrom(kept, nonce, gzip);
    }
    const rendering = this.inFlight.get(key);
    if (rendering) {
      const rendered = await rendering;
      if (rendered && rendered.version === version) {
        this.counts.hits++;
        onServed?.();
        return servedFrom(rendered, nonce, gzip);
      }
      this.counts.misses++;
      return next();
    }

    this.counts.misses++;
    let settle: (entry: Entry | null) => void = () => {};
    this.inFlight.set(
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
        gzip: null,
        headers: [...res.headers],
      };
      this.entries.set(key, entry);
      if (this.entries.size > this.tuning.maxEntries) {
        this.entries.delete(this.entries.keys().next().value as string);
      }
    } finally {
      this.inFlight.delete(key);
      settle(entry);
    }
  }
}

async function servedFrom(entry: Entry, nonce: string, gzip: boolean): Promise<Response> {
  if (gzip) entry.gzip ??= packTemplate(entry.parts).catch(() => null);
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

import { promisify } from "node:util";
import { gzip } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { parseAccept } from "hono/utils/accept";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";

const gzipAsync = promisify(gzip);

/** zlib's level 6 packs a 62 KB listing page 4 % smaller than level 4 and costs half as much CPU again. */
const LEVEL = 4;
const MIN_BYTES = 1024;
const MAX_BYTES = 2_000_000;

/**
 * Gzips responses whose whole body is already known in one zlib call on libuv's thread pool, at a level chosen for
 * dynamic content: those with a Content-Length (server-rendered pages, see app/entry.server.tsx) and the API's JSON
 * (`c.json` answers from a string in memory; no route streams JSON). hono/compress (registered outside this) still
 * packs streamed bodies chunk by chunk through a CompressionStream; it costs a 62 KB page 1.6 ms of the main
 * thread at level 6, this 0.5 ms off it, and a search's 20 KB of JSON ~1.5 ms, this none.
 */
export function compressWhole(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const contentType = res.headers.get("content-type") ?? "";
    const length = res.headers.has("content-length") ? Number(res.headers.get("content-length")) : undefined;
    const json = length === undefined && /^application\/json\b/i.test(contentType) && res.body !== null;
    if (
      !(json || (length !== undefined && length >= MIN_BYTES && length <= MAX_BYTES)) ||
      c.req.method === "HEAD" ||
      res.status === 206 ||
      res.headers.has("content-encoding") ||
      res.headers.has("transfer-encoding") ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(contentType) ||
      /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get("cache-control") ?? "") ||
      !acceptsGzip(c.req.header("accept-encoding"))
    ) {
      return;
    }
    const body = Buffer.from(await res.arrayBuffer());
    if (body.length < MIN_BYTES || body.length > MAX_BYTES) {
      // Read to learn its size (JSON comes without one): answered as it was, now with its length.
      const headers = new Headers(res.headers);
      headers.set("content-length", String(body.length));
      c.res = undefined;
      c.res = new Response(new Uint8Array(body.buffer, body.byteOffset, body.length), {
        status: res.status,
        statusText: res.statusText,
        headers,
      });
      return;
    }
    const packed = await gzipAsync(body, { level: LEVEL });
    const headers = new Headers(res.headers);
    headers.set("content-encoding", "gzip");
    headers.set("content-length", String(packed.length));
    varyOnAcceptEncoding(headers);
    // Unset first: assigning over a response makes Hono copy the old headers (the old length) and stream the body.
    c.res = undefined;
    c.res = new Response(new Uint8Array(packed.buffer, packed.byteOffset, packed.length), {
      status: res.status,
      statusText: res.statusText,
      headers,
    });
  };
}

export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  const accepts = parseAccept(header);
  const gzipQ = accepts.find((a) => a.type.toLowerCase() === "gzip")?.q;
  return (gzipQ ?? accepts.find((a) => a.type === "*")?.q ?? 0) > 0;
}

/** Tells caches that the body depends on Accept-Encoding (added to Vary unless it is already there or `*`). */
export function varyOnAcceptEncoding(headers: Headers): void {
  const vary = headers.get("vary");
  if (!vary) headers.set("vary", "Accept-Encoding");
  else if (vary !== "*" && !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary)) {
    headers.set("vary", `${vary}, Accept-Encoding`);
  }
}

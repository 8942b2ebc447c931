import { PassThrough, Writable } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleDataRequestFunction } from "react-router";
import { ServerRouter } from "react-router";
import { scriptsAfterPaint } from "~/app/lib/scripts-after-paint.server";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.nonce;
  markPersonal(responseHeaders, loadContext);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Only a page with deferred data (a loader returning a promise) gains from streaming its shell first. Every
    // other page is sent whole, in one write with a Content-Length: streamed, its ~70 KB left React as many small
    // chunks, each its own trip through a web stream and a writev — a tenth of a page's CPU. Crawlers and SPA-mode
    // builds get the whole document either way.
    const whole =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode || !hasDeferredData(routerContext);

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
          if (whole) return;
          const body = new PassThrough();
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onAllReady() {
          if (!whole) return;
          const chunks: Uint8Array[] = [];
          const collect = new Writable({
            write(chunk: Uint8Array, _encoding, done) {
              chunks.push(chunk);
              done();
            },
          });
          collect.on("finish", () => {
            clearTimeout(timer);
            const html = scriptsAfterPaint(Buffer.concat(chunks));
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            // The length tells server/compress-whole.ts the body is whole: it gzips it in one call.
            responseHeaders.set("Content-Length", String(html.length));
            resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
          });
          pipe(collect);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    const timer = setTimeout(abort, streamTimeout + 1000);
  });
}

/** A page's data, like the page itself, is private when it was answered for a signed-in member. */
export const handleDataRequest: HandleDataRequestFunction = (response, { context }) => {
  markPersonal(response.headers, context);
  return response;
};

/**
 * What the server answers a signed-in member (their name in the header, their counts) is for them alone: marked
 * private, so neither a shared cache nor Mandi's service worker keeps it (app/sw/page-rules.ts).
 */
function markPersonal(headers: Headers, context: AppLoadContext) {
  if (!context.session) return;
  const given = headers.get("Cache-Control");
  if (!given || !/\b(private|no-store)\b/.test(given)) headers.set("Cache-Control", "private, no-cache");
}

/** React Router streams a loader's promises (`<Await>`); plain data is ready when rendering starts. */
function hasDeferredData(context: EntryContext): boolean {
  for (const data of Object.values(context.staticHandlerContext.loaderData ?? {})) {
    if (data && typeof data === "object" && Object.values(data).some((value) => value instanceof Promise)) {
      return true;
    }
  }
  return false;
}

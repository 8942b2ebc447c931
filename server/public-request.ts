import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env";
import { isTrustedPeer, type TrustProxy } from "./client-ip";

/**
 * The origin a request was made to, as the browser saw it. Behind a TLS-terminating proxy the socket speaks plain
 * http, so the URL @hono/node-server builds (`http://…`) is not what the browser sent its Origin for, and React
 * Router's CSRF check refuses every form post. PUBLIC_URL, when set, is the origin; without it, X-Forwarded-Proto
 * and X-Forwarded-Host are believed only from a peer TRUST_PROXY names. Undefined: keep the URL as it is.
 */
export function publicOrigin(
  config: { publicOrigin: string | undefined; trustProxy: TrustProxy },
  headers: Headers,
  socketAddress: string,
): string | undefined {
  if (config.publicOrigin) return config.publicOrigin;
  if (!isTrustedPeer(socketAddress, config.trustProxy)) return undefined;
  const proto = firstValue(headers.get("x-forwarded-proto"))?.toLowerCase();
  const forwardedHost = firstValue(headers.get("x-forwarded-host"));
  if (!proto && !forwardedHost) return undefined;
  const host = forwardedHost ?? headers.get("host") ?? "";
  if ((proto && proto !== "http" && proto !== "https") || !HOST.test(host)) return undefined;
  return `${proto ?? "http"}://${host}`;
}

/** A host name or address with an optional port: nothing that could change the URL's path or user part. */
const HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;
const SECURE = /;\s*secure\s*(?:;|$)/i;

function firstValue(header: string | null): string | undefined {
  return header?.split(",")[0]?.trim() || undefined;
}

/**
 * Rebuilds the request on its public origin before better-auth and React Router see it (only when it differs),
 * and on a public (https) deployment marks every cookie Secure: better-auth's already are, the toast and location
 * cookies are set by page code that does not know the deployment.
 */
export function publicRequest(options: {
  origin: (c: Parameters<MiddlewareHandler<AppEnv>>[0]) => string | undefined;
  secureCookies: boolean;
}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const origin = options.origin(c);
    const raw = c.req.raw;
    if (origin) {
      const url = new URL(raw.url);
      if (url.origin !== origin) {
        const rebuilt = new URL(`${url.pathname}${url.search}`, origin);
        const hasBody = raw.method !== "GET" && raw.method !== "HEAD";
        c.req.raw = new Request(rebuilt, {
          method: raw.method,
          headers: raw.headers,
          body: hasBody ? raw.body : undefined,
          signal: raw.signal,
          // Required by Node's fetch to pass a streamed body on.
          duplex: "half",
        } as RequestInit);
      }
    }
    await next();
    if (options.secureCookies) secureAllCookies(c);
  };
}

function secureAllCookies(c: Parameters<MiddlewareHandler<AppEnv>>[0]) {
  const cookies = c.res.headers.getSetCookie();
  if (cookies.every((cookie) => SECURE.test(cookie))) return;
  const secured = cookies.map((cookie) => (SECURE.test(cookie) ? cookie : `${cookie}; Secure`));
  let headers = c.res.headers;
  try {
    headers.delete("set-cookie");
  } catch {
    // An immutable response (a fetched one): copy it to change its headers.
    c.res = new Response(c.res.body, c.res);
    headers = c.res.headers;
    headers.delete("set-cookie");
  }
  for (const cookie of secured) headers.append("set-cookie", cookie);
}

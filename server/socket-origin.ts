import type { Context } from "hono";

/** A host name or address with an optional port, and nothing that could add to a header it is written into. */
const HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin the page's WebSocket (/ws) connects to: the page's own host, ws: or wss: as the page is http or https
 * (app/lib/realtime-client.ts). The request's URL is already the public one (server/public-request.ts): PUBLIC_URL
 * when set, else the Host the browser used, so a phone on a local network gets its own address. For CSP's
 * connect-src, where a bare `ws:`/`wss:` would let a page's scripts talk to any host (issue 25 §7).
 */
export function ownSocketOrigin(c: Pick<Context, "req">): string {
  const url = new URL(c.req.url);
  if (!HOST.test(url.host)) return "'self'";
  return `${url.protocol === "https:" ? "wss:" : "ws:"}//${url.host}`;
}

/**
 * The headers better-auth sees for a request: the browser's (cookies, Origin, User-Agent) with X-Forwarded-For
 * replaced by the client IP the server worked out (trusted from a proxy only with TRUST_PROXY), so per-IP limits
 * and session records can never be steered by a forged header.
 */
export function authRequestHeaders(headers: Headers, clientIp: string): Headers {
  const copy = new Headers(headers);
  copy.set("x-forwarded-for", clientIp);
  return copy;
}

import { getSessionCookie } from "better-auth/cookies";
import { authRequestHeaders } from "~/domain/accounts/auth-request-headers";
import type { Auth, AuthSession } from "~/domain/accounts/create-auth.server";

export interface SessionLookup {
  session: AuthSession | null;
  /** Set-Cookie values of a refreshed session (its expiry slides forward at most once a day). */
  setCookies: string[];
}

/**
 * Reads the session of a page request once, so every loader and action of the request shares it. Requests without
 * a session cookie cost nothing; a refreshed cookie is handed back to be set on the response.
 */
export async function lookupSession(auth: Auth, headers: Headers, clientIp: string): Promise<SessionLookup> {
  if (!getSessionCookie(headers, { cookiePrefix: "mandi" })) return { session: null, setCookies: [] };
  const result = await auth.api.getSession({
    headers: authRequestHeaders(headers, clientIp),
    returnHeaders: true,
  });
  return { session: result.response ?? null, setCookies: result.headers.getSetCookie() };
}

/** Adds the refreshed session cookie unless the page itself set or cleared the session (sign-in, sign-out). */
export function applySessionCookies(response: Response, setCookies: string[]): Response {
  if (setCookies.length === 0) return response;
  if (response.headers.getSetCookie().some((cookie) => cookie.includes("session_token="))) return response;
  const headers = new Headers(response.headers);
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

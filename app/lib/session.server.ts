import { type AppLoadContext, redirect } from "react-router";
import { authRequestHeaders } from "~/domain/accounts/auth-request-headers";
import { type SessionUser, toSessionUser } from "~/domain/accounts/session-user";

/** The signed-in user of this request, or null for a visitor. The server reads the session once per request. */
export async function getUser(request: Request, context: AppLoadContext): Promise<SessionUser | null> {
  const session =
    context.session !== undefined
      ? context.session
      : await context.auth.api.getSession({ headers: authRequest(request, context).headers });
  return session ? toSessionUser(session.user) : null;
}

/** The signed-in user, or a redirect to /login that brings the visitor back here after signing in. */
export async function requireUser(request: Request, context: AppLoadContext): Promise<SessionUser> {
  const user = await getUser(request, context);
  if (user) return user;
  const url = new URL(request.url);
  throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
}

/** What domain/accounts use-cases pass to better-auth: the browser's headers with the trusted client IP. */
export function authRequest(request: Request, context: AppLoadContext): { headers: Headers } {
  return { headers: authRequestHeaders(request.headers, context.clientIp) };
}

/** Only same-site relative paths are followed after sign-in ("/favorites?page=2"), never "//evil.example". */
export function safeRedirectPath(
  value: FormDataEntryValue | string | null | undefined,
  fallback = "/",
): string {
  if (
    typeof value !== "string" ||
    !value.startsWith("/") ||
    value.startsWith("//") ||
    value.startsWith("/\\")
  ) {
    return fallback;
  }
  // Control characters (a smuggled newline or tab) never belong in a path.
  if ([...value].some((char) => char.charCodeAt(0) < 32)) return fallback;
  return value;
}

/** Set-Cookie headers from better-auth, passed on with a redirect. */
export function withCookies(headers: Headers): HeadersInit {
  const out = new Headers();
  for (const cookie of headers.getSetCookie()) out.append("Set-Cookie", cookie);
  return out;
}

import { createHmac, timingSafeEqual } from "node:crypto";
import { getSessionCookie } from "better-auth/cookies";
import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { SESSION_EXPIRES_SECONDS, SESSION_UPDATE_AGE_SECONDS } from "~/domain/accounts/account-limits";
import { authRequestHeaders } from "~/domain/accounts/auth-request-headers";
import type { Auth } from "~/domain/accounts/create-auth.server";
import { type SessionUser, toSessionUser } from "~/domain/accounts/session-user";

/**
 * The signed-in member of an API request or a WebSocket upgrade, in one query.
 *
 * better-auth's `getSession` runs its whole endpoint pipeline (hooks, plugins, two queries, WebCrypto HMACs): ~7 ms
 * of CPU per call, which is what 5,000 screens reconnecting at once wait on (bench/README.md, chat). This reads the
 * same thing the way better-auth stores it — the token from `Authorization: Bearer` (signed or not, as the bearer
 * plugin accepts) or from the signed session cookie (HMAC-SHA256, checked here with node:crypto), then the session
 * and its user in one statement — and hands over to `getSession` whenever better-auth has something to do: a
 * session due for its sliding refresh. A revoked session (sign-out, "sign out other devices") is gone from the
 * table and refused at once: nothing is cached.
 */
export async function readSessionUser(
  deps: { auth: Auth; db: Db },
  headers: Headers,
  clientIp: string,
): Promise<SessionUser | null> {
  const token = await sessionToken(deps.auth, headers);
  if (!token) return null;
  const result = (await deps.db.execute(sql`
    select u.id, u.name, u.email, u.email_verified, u.email_confirmed_at, u.image, u.phone_number, u.created_at, s.expires_at
    from sessions s join users u on u.id = s.user_id
    where s.token = ${token}`)) as unknown as { rows: StoredRow[] };
  const row = result.rows[0];
  // Times as better-auth reckons them: the process's clock, not the database's.
  const expiresAt = row ? new Date(row.expires_at).getTime() : 0;
  if (!row || !(expiresAt > Date.now())) return null;
  if (expiresAt - SESSION_EXPIRES_SECONDS * 1000 + SESSION_UPDATE_AGE_SECONDS * 1000 <= Date.now()) {
    const session = await deps.auth.api.getSession({
      headers: authRequestHeaders(headers, clientIp),
      query: { disableCookieCache: true },
    });
    return session ? toSessionUser(session.user) : null;
  }
  return toSessionUser({
    id: row.id,
    name: row.name,
    email: row.email,
    emailVerified: row.email_verified,
    emailConfirmedAt: row.email_confirmed_at,
    image: row.image,
    phoneNumber: row.phone_number,
    createdAt: row.created_at,
  });
}

interface StoredRow {
  id: string;
  name: string;
  email: string;
  email_verified: boolean;
  email_confirmed_at: Date | string | null;
  image: string | null;
  phone_number: string | null;
  created_at: Date | string;
  expires_at: Date | string;
}

const secrets = new WeakMap<Auth, Promise<string>>();

function secretOf(auth: Auth): Promise<string> {
  let secret = secrets.get(auth);
  if (!secret) {
    secret = auth.$context.then((context) => context.secret);
    secrets.set(auth, secret);
  }
  return secret;
}

/** The session token a request carries, its signature checked; null when there is none or it is forged. */
export async function sessionToken(auth: Auth, headers: Headers): Promise<string | null> {
  const authorization = headers.get("authorization");
  if (authorization && authorization.slice(0, 7).toLowerCase() === "bearer ") {
    const bearer = decode(authorization.slice(7).trim());
    if (!bearer) return null;
    // As better-auth's bearer plugin: an unsigned token is the session token itself.
    return bearer.includes(".") ? verified(bearer, await secretOf(auth)) : bearer;
  }
  const cookie = getSessionCookie(headers, { cookiePrefix: "mandi" });
  return cookie ? verified(decode(cookie), await secretOf(auth)) : null;
}

/** `<token>.<base64 HMAC-SHA256 of the token>` → the token, when the signature is the server's. */
function verified(signed: string, secret: string): string | null {
  const dot = signed.lastIndexOf(".");
  if (dot < 1) return null;
  const token = signed.slice(0, dot);
  const given = Buffer.from(signed.slice(dot + 1), "base64");
  const expected = createHmac("sha256", secret).update(token).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

function decode(value: string): string {
  if (!value.includes("%")) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

import { getSessionFromCtx, sendVerificationEmailFn } from "better-auth/api";
import { verifyJWT } from "better-auth/crypto";
import type { Ctx } from "./auth-guard-tools.server";

interface LinkClaims {
  email: string;
  /** A change of address: the new one, which the link was sent to. */
  updateTo?: string | undefined;
  userId?: string | undefined;
  requestType?: string | undefined;
}

interface LinkUser {
  id: string;
  email: string;
  emailConfirmedAt?: Date | string | null | undefined;
}

const text = (value: unknown) => (typeof value === "string" ? value : undefined);

/** The signed claims of a confirmation link; null for a bad or expired one, which better-auth answers itself. */
async function linkClaims(ctx: Ctx): Promise<LinkClaims | null> {
  const token = text((ctx.query as Record<string, unknown> | undefined)?.token);
  const payload = token ? await verifyJWT(token, ctx.context.secret) : null;
  const email = text(payload?.email);
  if (!payload || !email) return null;
  return {
    email: email.toLowerCase(),
    updateTo: text(payload.updateTo)?.toLowerCase(),
    userId: text(payload.userId),
    requestType: text(payload.requestType),
  };
}

async function linkUser(ctx: Ctx, claims: LinkClaims): Promise<LinkUser | null> {
  const { internalAdapter } = ctx.context;
  const user = claims.userId
    ? await internalAdapter.findUserById(claims.userId)
    : (await internalAdapter.findUserByEmail(claims.email))?.user;
  return user && user.email.toLowerCase() === claims.email ? (user as LinkUser) : null;
}

/**
 * GET /verify-email, before better-auth: a link proves the address, never the account's other ways in (a password,
 * a phone, Google) — those may be a stranger's who signed up with it. So it counts only in a browser signed in to that
 * account; anyone else is asked to log in first, and the login page offers recovery by e-mail instead (decision 025).
 */
export async function gateEmailLink(ctx: Ctx) {
  const claims = await linkClaims(ctx);
  const user = claims ? await linkUser(ctx, claims) : null;
  if (!claims || !user) return;
  const session = await getSessionFromCtx(ctx);
  if (session?.user.id === user.id) return;
  const callback = sitePath(text((ctx.query as Record<string, unknown>).callbackURL));
  // Nothing left to prove: an old link opened again just says so.
  if (!claims.updateTo && user.emailConfirmedAt) throw ctx.redirect(`${callback.pathname}${callback.search}`);
  if (session) {
    callback.searchParams.set("error", "INVALID_USER");
    throw ctx.redirect(`${callback.pathname}${callback.search}`);
  }
  // app/routes/login.tsx shows what `confirm=email` means, with the way to recover the account instead.
  throw ctx.redirect(`/login?${new URLSearchParams({ confirm: "email", redirectTo: linkPath(ctx) })}`);
}

/**
 * callbackURL as a path of Mandi's, else "/": better-auth checks its origin only once its endpoint runs, after these
 * answers ("//evil.example" and "/\\evil.example" are other sites too).
 */
function sitePath(value: string | undefined): URL {
  const base = "http://mandi.invalid";
  const url = new URL(value || "/", base);
  return url.origin === base && !url.pathname.startsWith("//") ? url : new URL("/", base);
}

/** The same link, as a same-site path to come back to after logging in. */
function linkPath(ctx: Ctx): string {
  const query = new URLSearchParams();
  for (const key of ["token", "callbackURL"]) {
    const value = text((ctx.query as Record<string, unknown>)[key]);
    if (value) query.set(key, value);
  }
  return `${new URL(ctx.context.baseURL).pathname.replace(/\/$/, "")}/verify-email?${query}`;
}

/**
 * GET /verify-email, after better-auth: the account's holder opened a link sent to its (new) address — record it.
 * A link opened by anyone else never gets here (gateEmailLink).
 */
export async function recordEmailConfirmation(ctx: Ctx) {
  const claims = await linkClaims(ctx);
  const session = claims ? await getSessionFromCtx(ctx) : null;
  if (!claims || !session) return;
  if (claims.updateTo && claims.requestType !== "change-email-verification") return;
  if (claims.userId && claims.userId !== session.user.id) return;
  const user = (await ctx.context.internalAdapter.findUserById(session.user.id)) as LinkUser | null;
  // A change of address that did not happen (a bad link) leaves the old one as it was.
  if (!user || user.email.toLowerCase() !== (claims.updateTo ?? claims.email)) return;
  if (!claims.updateTo && user.emailConfirmedAt) return;
  await ctx.context.internalAdapter.updateUser(user.id, {
    emailVerified: true,
    emailConfirmedAt: new Date(),
  });
}

/**
 * POST /send-verification-email, signed in: better-auth sends no link to an address it counts verified already (by
 * Google, or confirmed before decision 025), yet Mandi has no confirmation of it. Such a member gets one.
 */
export async function resendForUnconfirmed(ctx: Ctx) {
  const user = (await getSessionFromCtx(ctx))?.user;
  const confirmedAt = (user as LinkUser | undefined)?.emailConfirmedAt;
  const email = text((ctx.body as Record<string, unknown> | undefined)?.email)?.toLowerCase();
  if (!user?.emailVerified || confirmedAt || email !== user.email.toLowerCase()) return;
  await sendVerificationEmailFn(ctx as Parameters<typeof sendVerificationEmailFn>[0], user);
  return ctx.json({ status: true });
}

import { APIError, type createAuthMiddleware } from "better-auth/api";
import type { AuthRateLimitName } from "./account-limits";
import { passwordProblem } from "./password-policy";
import { INVALID_PHONE_MESSAGE, normalizePhoneNumber } from "./phone-number";
import { isPhoneOnlyEmail } from "./phone-only-email";

// What every before-hook guard of auth-guards.server.ts shares: the spec's messages and small checks.

export const CREDENTIALS_REQUIRED = "You must provide either an email or phone number and a password";
export const EMAIL_TAKEN = "An account with this e-mail already exists. Log in instead.";
export const PHONE_TAKEN = "This phone number is already registered. Log in with your phone instead.";
export const PHONE_PENDING =
  "This phone number is waiting for the code of another sign-up. Please try again in 10 minutes, or log in.";
/** Body field that carries the phone number of a sign-up from the guard to the after-hook that records it. */
export const PENDING_PHONE_FIELD = "mandiPendingPhone";

export type Body = Record<string, unknown>;
type Middleware = Parameters<typeof createAuthMiddleware>[0];
export type Ctx = Parameters<Extract<Middleware, (...args: never[]) => unknown>>[0];
/** A changed body for the endpoint, or `{ respond }` to answer without running it. */
export type GuardResult = Body | { respond: Record<string, unknown> } | undefined;
export type Guard = (body: Body, ctx: Ctx, tools: Tools) => Promise<GuardResult>;
export interface Tools {
  ip: string;
  limit(name: AuthRateLimitName, key: string): Promise<void>;
  /** The session token the request carries (cookie or bearer), for per-user limits. */
  sessionKey: string;
}

export const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
export const bad = (message: string, code: string) => new APIError("BAD_REQUEST", { code, message });

export function phoneOrThrow(value: unknown): string {
  const phone = normalizePhoneNumber(text(value));
  if (!phone) throw bad(INVALID_PHONE_MESSAGE, "INVALID_PHONE_NUMBER");
  return phone;
}

export function checkPassword(value: unknown) {
  const problem = passwordProblem(typeof value === "string" ? value : "");
  if (problem) throw bad(problem, "PASSWORD_REJECTED");
}

/** The profile photo is set only by uploading one (changeAvatar), never to a path the caller names. */
export function refuseImage(body: Body) {
  if ("image" in body) {
    throw bad("The profile photo can only be changed by uploading one.", "IMAGE_NOT_ALLOWED");
  }
}

/** The hidden address of a phone-only account is never anyone's to sign up with or move to (decision 025). */
export function refuseHiddenAddress(email: unknown) {
  if (isPhoneOnlyEmail(text(email).toLowerCase())) {
    throw bad("Please enter a valid e-mail address.", "INVALID_EMAIL");
  }
}

import { isAPIError } from "better-auth/api";
import { AppError, type AppErrorCode } from "../shared/app-error";

/** better-auth's own words, where they are too terse or too technical for a person, and Mandi's instead. */
const FRIENDLY: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: "Invalid e-mail or password.",
  INVALID_PHONE_NUMBER_OR_PASSWORD: "Invalid phone number or password.",
  INVALID_OTP: "That code is not right. Check the SMS and try again.",
  OTP_EXPIRED: "This code has expired. Please ask for a new one.",
  OTP_NOT_FOUND: "This code has expired or was already used. Please ask for a new one.",
  TOO_MANY_ATTEMPTS: "Too many wrong codes. Please ask for a new one.",
  INVALID_PASSWORD: "Your current password is not right.",
  INVALID_TOKEN: "This link has expired or was already used. Please ask for a new one.",
  TOKEN_EXPIRED: "This link has expired. Please ask for a new one.",
  SESSION_EXPIRED: "For your security, please log in again to do this.",
  SESSION_NOT_FRESH: "For your security, please log in again to do this.",
  PROVIDER_NOT_FOUND: "Google sign-in is not set up on this server. Please use your phone or e-mail.",
  CREDENTIAL_ACCOUNT_NOT_FOUND: "Your account has no password yet. Use “Forgot password?” to set one.",
  FAILED_TO_CREATE_USER: "We could not create your account. Please try again.",
  FAILED_TO_UPDATE_USER: "We could not update your account. Please try again.",
};

const BY_STATUS: Record<number, AppErrorCode> = {
  400: "BAD_REQUEST",
  401: "UNAUTHENTICATED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  422: "CONFLICT",
  429: "RATE_LIMITED",
  502: "UNAVAILABLE",
  503: "UNAVAILABLE",
};

/**
 * Turns what better-auth throws into the one error type pages and the API understand. `fields` names the form
 * field a better-auth error code belongs to (e.g. INVALID_PASSWORD → currentPassword), making it a field error.
 */
export function toAppError(err: unknown, fields: Record<string, string> = {}): unknown {
  if (!isAPIError(err)) return err;
  const body = (err.body ?? {}) as { code?: string; message?: string };
  const code = BY_STATUS[err.statusCode];
  if (!code) return err;
  const message = (body.code && FRIENDLY[body.code]) || body.message || "Something went wrong";
  const retryAfter = Number(new Headers(err.headers).get("retry-after")) || undefined;
  const field = body.code ? fields[body.code] : undefined;
  if (field) return new AppError("VALIDATION", message, { [field]: message });
  return new AppError(code, message, undefined, code === "RATE_LIMITED" ? retryAfter : undefined);
}

/** Runs a better-auth call, rethrowing its errors as AppError (see toAppError for `fields`). */
export async function callAuth<T>(run: () => Promise<T>, fields?: Record<string, string>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw toAppError(err, fields);
  }
}

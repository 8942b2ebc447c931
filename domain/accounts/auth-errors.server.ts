import { isAPIError } from "better-auth/api";
import { type MessageKey, message, type Text } from "~/i18n/render-text";
import { AppError, type AppErrorCode } from "../shared/app-error";

/** better-auth's own words, where they are too terse or too technical for a person, and Mandi's instead. */
const FRIENDLY: Record<string, MessageKey> = {
  INVALID_EMAIL_OR_PASSWORD: "server_accounts_invalid_email_password",
  INVALID_PHONE_NUMBER_OR_PASSWORD: "server_accounts_invalid_phone_password",
  INVALID_OTP: "server_accounts_wrong_code",
  OTP_EXPIRED: "server_accounts_code_expired",
  OTP_NOT_FOUND: "server_accounts_code_used",
  TOO_MANY_ATTEMPTS: "server_accounts_too_many_codes",
  INVALID_PASSWORD: "server_accounts_current_password_wrong",
  INVALID_TOKEN: "server_accounts_link_used",
  TOKEN_EXPIRED: "server_accounts_link_expired",
  SESSION_EXPIRED: "server_accounts_log_in_again",
  SESSION_NOT_FRESH: "server_accounts_log_in_again",
  PROVIDER_NOT_FOUND: "server_accounts_google_not_set_up",
  CREDENTIAL_ACCOUNT_NOT_FOUND: "server_accounts_no_password_yet",
  FAILED_TO_CREATE_USER: "server_accounts_create_failed",
  FAILED_TO_UPDATE_USER: "server_accounts_update_failed",
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
  const friendly = body.code ? FRIENDLY[body.code] : undefined;
  // better-auth's own English where Mandi has no words of its own for the case.
  const text: Text = friendly
    ? message(friendly)
    : body.message || message("server_accounts_something_wrong");
  const retryAfter = Number(new Headers(err.headers).get("retry-after")) || undefined;
  const field = body.code ? fields[body.code] : undefined;
  if (field) return AppError.of("VALIDATION", text, { field });
  return AppError.of(code, text, { retryAfterSeconds: code === "RATE_LIMITED" ? retryAfter : undefined });
}

/** Runs a better-auth call, rethrowing its errors as AppError (see toAppError for `fields`). */
export async function callAuth<T>(run: () => Promise<T>, fields?: Record<string, string>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw toAppError(err, fields);
  }
}

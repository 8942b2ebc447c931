export type AppErrorCode =
  | "BAD_REQUEST"
  | "VALIDATION"
  | "UNAUTHENTICATED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "RATE_LIMITED"
  | "PAYLOAD_TOO_LARGE"
  | "UNSUPPORTED_MEDIA_TYPE"
  | "UNAVAILABLE";

/** The one error type domain code throws; pages turn it into form errors or toasts, the API into JSON. */
export class AppError extends Error {
  override name = "AppError";
  constructor(
    readonly code: AppErrorCode,
    message: string,
    /** Field-level messages, keyed by input name. */
    readonly fields?: Record<string, string>,
    /** For RATE_LIMITED: seconds until a retry can succeed. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const appErrorStatus: Record<AppErrorCode, 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503> =
  {
    BAD_REQUEST: 400,
    VALIDATION: 422,
    UNAUTHENTICATED: 401,
    FORBIDDEN: 403,
    NOT_FOUND: 404,
    CONFLICT: 409,
    RATE_LIMITED: 429,
    PAYLOAD_TOO_LARGE: 413,
    UNSUPPORTED_MEDIA_TYPE: 415,
    UNAVAILABLE: 503,
  };

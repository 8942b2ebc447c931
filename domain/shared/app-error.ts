import { type MessageKey, type MessageParams, message, renderText, type Text } from "~/i18n/render-text";

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

export interface AppErrorOptions {
  /** Field-level texts, keyed by input name. */
  readonly fields?: Readonly<Record<string, Text>>;
  /** The input the error is about: its text is shown under it too. */
  readonly field?: string;
  /** For RATE_LIMITED: seconds until a retry can succeed. */
  readonly retryAfterSeconds?: number;
}

/**
 * The one error type domain code throws: a code for programs and a message of the catalogue with its inputs for
 * people. Each transport says it once, in the reader's language (domain/shared/app-error-refusal.ts for pages,
 * server/api/errors.ts for the API, the socket's error frame, an e-mail job in its member's language); `message` is
 * the English, for logs and tests.
 */
export class AppError extends Error {
  override name = "AppError";
  readonly text: Text;
  readonly fields?: Readonly<Record<string, Text>>;
  readonly retryAfterSeconds?: number;

  constructor(code: AppErrorCode, key: MessageKey, params?: MessageParams, options?: AppErrorOptions);
  constructor(
    readonly code: AppErrorCode,
    what: MessageKey | { readonly text: Text },
    params?: MessageParams,
    options: AppErrorOptions = {},
  ) {
    const text = typeof what === "string" ? message(what, params) : what.text;
    super(renderText(text, "en"));
    this.text = text;
    this.fields = options.field ? { ...options.fields, [options.field]: text } : options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  /**
   * An error whose words were made before it (a Message a use-case returns, a ban notice) or are a schema's own
   * (parseInput: the first invalid field's zod message).
   */
  static of(code: AppErrorCode, text: Text, options?: AppErrorOptions): AppError {
    return new (
      AppError as unknown as new (
        code: AppErrorCode,
        what: { readonly text: Text },
        params: undefined,
        options?: AppErrorOptions,
      ) => AppError
    )(code, { text }, undefined, options);
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

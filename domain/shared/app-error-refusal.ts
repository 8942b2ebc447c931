import { renderFields, renderText } from "~/i18n/render-text";
import { AppError, appErrorStatus } from "./app-error";

/** An AppError said in the page's language (the request's: server/locale.ts), once, for any page to show. */
export interface Refusal {
  readonly code: AppError["code"];
  /** The HTTP status of the code (VALIDATION is 422 here; form actions that answer 400 say so themselves). */
  readonly status: (typeof appErrorStatus)[AppError["code"]];
  /** The whole message: a form's alert, a toast's description, a 404 page's text. */
  readonly message: string;
  /** Field messages keyed by input name, for the messages under the inputs. */
  readonly fields?: Record<string, string>;
  readonly retryAfterSeconds?: number;
}

/**
 * Duck-typed: the pages' build may hold another copy of the class than the server's modules (Vite in development,
 * tests), so `instanceof` is not enough.
 */
export function isAppError(err: unknown): err is AppError {
  return (
    err instanceof AppError ||
    (err instanceof Error && err.name === "AppError" && (err as AppError).code in appErrorStatus)
  );
}

/** `err` as the page says it, or `err` rethrown when it is no AppError (a bug: the error boundary shows it). */
export function refusalOf(err: unknown): Refusal {
  if (!isAppError(err)) throw err;
  return {
    code: err.code,
    status: appErrorStatus[err.code],
    message: renderText(err.text ?? err.message),
    fields: renderFields(err.fields),
    retryAfterSeconds: err.retryAfterSeconds,
  };
}

/** Only AppErrors of these codes are the page's to answer; anything else is rethrown. */
export function refusalWhen(err: unknown, ...codes: AppError["code"][]): Refusal {
  if (isAppError(err) && codes.includes(err.code)) return refusalOf(err);
  throw err;
}

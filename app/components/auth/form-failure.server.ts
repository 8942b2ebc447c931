import { AppError } from "~/domain/shared/app-error";
import { localizeText } from "~/i18n/domain-text";
import type { FormState } from "./form-state";

/**
 * The answer to a failed auth form: field errors for VALIDATION, otherwise the message as the form's alert and as a
 * destructive toast titled with the spec's words ("Login Failed", "Verification Failed", …). Unexpected errors
 * are rethrown for the error boundary. Answered with 200: a wrong code is an expected outcome of the form, and a
 * 4xx would show in the browser console as a failed request.
 */
export function formFailure(
  intent: string,
  err: unknown,
  toastTitle: string,
  values?: Record<string, string>,
) {
  if (!(err instanceof AppError)) throw err;
  const message = localizeText(err.message);
  const state: FormState = {
    intent,
    values,
    errors: err.code === "VALIDATION" ? localizeFields(err.fields) : undefined,
    formError: err.code === "VALIDATION" && err.fields ? undefined : message,
    toast: { title: toastTitle, description: message, variant: "destructive" },
  };
  return state;
}

/** The domain's field messages in the page's language. */
function localizeFields(fields: Record<string, string> | undefined) {
  if (!fields) return undefined;
  return Object.fromEntries(Object.entries(fields).map(([name, text]) => [name, localizeText(text)]));
}

/** The submitted text fields, for refilling the form (passwords are never sent back). */
export function textValues(form: FormData, names: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = form.get(name);
    if (typeof value === "string") values[name] = value;
  }
  return values;
}

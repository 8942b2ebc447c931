import { refusalOf } from "~/domain/shared/app-error-refusal";
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
  const { code, message, fields } = refusalOf(err);
  const state: FormState = {
    intent,
    values,
    errors: code === "VALIDATION" ? fields : undefined,
    formError: code === "VALIDATION" && fields ? undefined : message,
    toast: { title: toastTitle, description: message, variant: "destructive" },
  };
  return state;
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

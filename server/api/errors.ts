import type { Context } from "hono";
import type { ZodError } from "zod";
import { AppError, appErrorStatus } from "~/domain/shared/app-error";

export function errorBody(code: string, message: string, fields?: Record<string, string>) {
  return { error: { code, message, ...(fields ? { fields } : {}) } };
}

export function zodFields(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    fields[key] ??= issue.message;
  }
  return fields;
}

export function validationResponse(c: Context, error: ZodError) {
  const fields = zodFields(error);
  const first = Object.values(fields)[0] ?? "Invalid input";
  return c.json(errorBody("VALIDATION", first, fields), 422);
}

/** Maps anything thrown inside /api to the JSON error shape; only unknown failures become a 500. */
export function apiErrorResponse(c: Context, err: unknown) {
  if (err instanceof AppError) {
    if (err.retryAfterSeconds) c.header("Retry-After", String(err.retryAfterSeconds));
    return c.json(errorBody(err.code, err.message, err.fields), appErrorStatus[err.code]);
  }
  return c.json(errorBody("INTERNAL", "Something went wrong on our side. Please try again."), 500);
}

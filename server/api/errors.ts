import { z } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ZodError } from "zod";
import { isDatabaseUnavailable } from "~/db/database-unavailable";
import { AppError, appErrorStatus } from "~/domain/shared/app-error";
import { message, renderFields, renderText, type Text } from "~/i18n/render-text";
import type { AppEnv } from "../app-env";

/** What a caller is told while the database cannot be reached (a restart, a failover): 503, try again soon. */
export const DATABASE_UNAVAILABLE_MESSAGE =
  "Mandi is briefly unavailable: we cannot reach our database. Please try again in a minute.";
export const DATABASE_RETRY_AFTER_SECONDS = 30;

/**
 * The API's error shape. The code is for programs and never changes; the message and field messages are for people,
 * in the request's language (the language cookie, else Accept-Language: server/locale.ts), as the pages say them.
 */
export function errorBody(code: string, message: Text, fields?: Readonly<Record<string, Text>>) {
  const localized = renderFields(fields);
  return { error: { code, message: renderText(message), ...(localized ? { fields: localized } : {}) } };
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

/**
 * Maps anything thrown inside /api to the JSON error shape; only unknown failures become a 500, which carries
 * the request's id (also in X-Request-Id and every log line of the request) for whoever reports it.
 */
export function apiErrorResponse(c: Context<AppEnv>, err: unknown) {
  if (err instanceof AppError) {
    if (err.retryAfterSeconds) c.header("Retry-After", String(err.retryAfterSeconds));
    return c.json(errorBody(err.code, err.text, err.fields), appErrorStatus[err.code]);
  }
  // Hono's validators throw these for bodies they cannot read (malformed JSON, wrong content type).
  if (err instanceof HTTPException && err.status < 500) {
    const code = err.status === 415 ? "UNSUPPORTED_MEDIA_TYPE" : "BAD_REQUEST";
    return c.json(errorBody(code, err.message || "The request could not be read."), err.status);
  }
  if (isDatabaseUnavailable(err)) {
    c.header("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
    const unavailable = errorBody("UNAVAILABLE", message("server_api_unavailable"));
    return c.json({ error: { ...unavailable.error, requestId: c.get("requestId") } }, 503);
  }
  const body = errorBody("INTERNAL", message("server_api_internal"));
  return c.json({ error: { ...body.error, requestId: c.get("requestId") } }, 500);
}

export const ErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    /** On a 5xx: the request's id, to quote when reporting it. */
    requestId: z.string().optional(),
  }),
});
export const errorResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: ErrorBody } },
});

/**
 * Answers a body that is not JSON with 415 or 400 before the request validator, which would throw an
 * HTTPException that the app's error handler turns into a 500. The parsed body is cached for the validator.
 */
export const requireJsonBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!/^application\/([a-z.-]+\+)?json\b/i.test(c.req.header("content-type") ?? "")) {
    return c.json(
      errorBody("UNSUPPORTED_MEDIA_TYPE", "Send the body as JSON (Content-Type: application/json)."),
      415,
    );
  }
  try {
    await c.req.json();
  } catch {
    return c.json(errorBody("BAD_REQUEST", "The request body is not valid JSON."), 400);
  }
  await next();
};

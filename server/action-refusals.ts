import { type ActionFunction, data, type ServerBuild } from "react-router";
import { isAppError, refusalOf } from "~/domain/shared/app-error-refusal";
import { m } from "~/i18n/paraglide/messages";
import { DEFAULT_BODY_LIMIT } from "./input-guard/body-limits";

const wrapped = new WeakMap<ServerBuild, ServerBuild>();

/**
 * A body the input guard already holds whole (a url-encoded form is never over this; uploads may be) is copied, to
 * answer with its intent.
 */
const COPY_LIMIT = DEFAULT_BODY_LIMIT;

/**
 * Every route action answers an AppError it did not handle itself as what it is, never as a 500 (issue 25 §7: a
 * switch sent as anything but "on" reached the error page): a refused value is a 400 with the message under its
 * field, in the shape the forms read (`{ intent, errors, formError, toast }`, like form-refusal.ts); a missing
 * thing is the 404 page; the rest (forbidden, conflict, too many attempts) their status with the message.
 */
export function answerAppErrors(build: ServerBuild): ServerBuild {
  const known = wrapped.get(build);
  if (known) return known;
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    const action = route?.module.action;
    routes[id] =
      route && action ? { ...route, module: { ...route.module, action: answering(action) } } : route;
  }
  const result = { ...build, routes };
  wrapped.set(build, result);
  return result;
}

function answering(action: ActionFunction): ActionFunction {
  return async (args) => {
    const headers = args.request.headers;
    const size = Number(headers.get("content-length") ?? Number.POSITIVE_INFINITY);
    const urlEncoded = /^application\/x-www-form-urlencoded\b/i.test(headers.get("content-type") ?? "");
    const copy = size <= COPY_LIMIT || urlEncoded ? args.request.clone() : undefined;
    try {
      return await action(args);
    } catch (err) {
      if (!isAppError(err)) throw err;
      const { message, fields, status, retryAfterSeconds } = refusalOf(err);
      if (err.code === "NOT_FOUND") throw data({ message }, { status: 404 });
      const form = await copy?.formData().catch(() => undefined);
      const intent = form?.get("intent");
      return data(
        {
          intent: typeof intent === "string" ? intent : "",
          errors: fields,
          formError: message,
          error: message,
          toast: { title: m.server_shared_check_form(), description: message, variant: "destructive" },
        },
        {
          status: err.code === "VALIDATION" ? 400 : status,
          headers: retryAfterSeconds ? { "Retry-After": String(retryAfterSeconds) } : undefined,
        },
      );
    }
  };
}

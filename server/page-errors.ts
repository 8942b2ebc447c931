import {
  type ActionFunction,
  data,
  type HandleDocumentRequestFunction,
  type HandleErrorFunction,
  isRouteErrorResponse,
  type LoaderFunction,
  type ServerBuild,
} from "react-router";
import { isDatabaseUnavailable } from "~/db/database-unavailable";

interface ErrorLogger {
  error(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** What a page's boundary gets for a failure of ours: `Reference: <requestId>` is shown from it (app/root.tsx). */
export interface ErrorReference {
  requestId: string;
  /** The database could not be reached (503): the page says Mandi is briefly unavailable. */
  unavailable?: boolean;
}

const wrapped = new WeakMap<ServerBuild, ServerBuild>();

/**
 * Every route's loader and action, and the render itself, turn an unexpected throw into a 500 whose data is
 * `{ requestId }`, after logging it once through pino (with the request's id). Outside development React Router
 * replaces a thrown Error with a bare "Unexpected Server Error" before it reaches the browser, but it keeps a
 * thrown response's data: so the error page can name the request someone reports, and the log has it.
 * Redirects, `data(…, { status })` and responses a route throws on purpose pass through untouched.
 */
export function withErrorReference(build: ServerBuild, logger: ErrorLogger): ServerBuild {
  const known = wrapped.get(build);
  if (known) return known;
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    if (!route) continue;
    const { loader, action } = route.module;
    routes[id] = {
      ...route,
      module: {
        ...route.module,
        ...(loader ? { loader: referenced(loader, id, logger) } : {}),
        ...(action ? { action: referenced(action, id, logger) } : {}),
      },
    };
  }
  const module = build.entry.module;
  const entry = {
    module: {
      ...module,
      default: renderReferenced(module.default, logger),
      handleError: module.handleError ?? logRemaining(logger),
    },
  };
  const result = { ...build, routes, entry };
  wrapped.set(build, result);
  return result;
}

function referenced<F extends LoaderFunction | ActionFunction>(fn: F, route: string, logger: ErrorLogger): F {
  return (async (args: Parameters<F>[0]) => {
    try {
      return await fn(args);
    } catch (err) {
      if (meant(err) || args.request.signal.aborted) throw err;
      const requestId = args.context.requestId;
      if (isDatabaseUnavailable(err)) {
        logger.warn({ route, reason: (err as Error).message }, "database unavailable");
        throw data({ requestId, unavailable: true } satisfies ErrorReference, { status: 503 });
      }
      logger.error({ err, route }, "page error");
      throw data({ requestId } satisfies ErrorReference, { status: 500 });
    }
  }) as F;
}

/** A render that throws is rendered again with the error at the boundary: a thrown response keeps its data. */
function renderReferenced(
  render: HandleDocumentRequestFunction,
  logger: ErrorLogger,
): HandleDocumentRequestFunction {
  return async (request, status, headers, context, loadContext) => {
    try {
      return await render(request, status, headers, context, loadContext);
    } catch (err) {
      // A boundary that rethrows what it does not handle (a 500 of ours too) fails the render with it: React
      // Router then renders it at the boundary above.
      if (meant(err) || request.signal.aborted) throw err;
      const requestId = loadContext.requestId;
      if (isDatabaseUnavailable(err)) {
        logger.warn({ reason: (err as Error).message }, "database unavailable");
        throw Response.json({ requestId, unavailable: true } satisfies ErrorReference, { status: 503 });
      }
      logger.error({ err }, "page render error");
      throw Response.json({ requestId } satisfies ErrorReference, { status: 500 });
    }
  };
}

/** React Router's own reports (a refused cross-site form, a failing resource route), through pino. */
function logRemaining(logger: ErrorLogger): HandleErrorFunction {
  return (error, { request }) => {
    if (request.signal.aborted || error instanceof Response) return;
    if (isRouteErrorResponse(error) && !(error as { error?: unknown }).error) return; // logged where thrown
    const err = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : error;
    logger.error({ err }, "page error");
  };
}

/** Thrown on purpose: a response, `data(…)` or a route error response. Duck-typed as React Router does: the
 * app's build may load another copy of react-router than this file (Vite in development and tests). */
function meant(err: unknown): boolean {
  if (err instanceof Response || isRouteErrorResponse(err)) return true;
  return typeof err === "object" && err !== null && "type" in err && err.type === "DataWithResponseInit";
}

/**
 * Whether a failure means the database cannot be reached at all — down, restarting, refusing connections, the
 * connection cut — rather than a statement failing. Such a failure is no bug of ours and no fault of the caller:
 * the request is answered 503 at once (server/app.ts), and the next one tries again; the pool opens new
 * connections by itself when PostgreSQL is back.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let depth = 0, current = err; depth < 6 && current; depth++) {
    if (typeof current !== "object") return false;
    const { code, message, errors, cause } = current as {
      code?: unknown;
      message?: unknown;
      errors?: unknown;
      cause?: unknown;
    };
    if (typeof code === "string" && (UNAVAILABLE_CODES.has(code) || code.startsWith("08"))) return true;
    if (typeof message === "string" && UNAVAILABLE_MESSAGES.some((m) => message.includes(m))) return true;
    // Node reports a refused connection to every address of a name (::1 and 127.0.0.1) as one AggregateError.
    if (Array.isArray(errors) && errors.length > 0 && errors.every(isDatabaseUnavailable)) return true;
    current = cause;
  }
  return false;
}

const UNAVAILABLE_CODES = new Set([
  // PostgreSQL: shut down by an operator, crashed, starting up or shutting down, out of connections.
  "57P01",
  "57P02",
  "57P03",
  "53300",
  // The network.
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

// node-postgres says these without a code.
const UNAVAILABLE_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "is not queryable",
  "Query read timeout",
];

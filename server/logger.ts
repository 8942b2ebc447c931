import { AsyncLocalStorage } from "node:async_hooks";
import pino, { type DestinationStream, type Logger } from "pino";

/** The request a piece of code runs for, whoever calls it (server/app.ts starts one per request). */
const currentRequest = new AsyncLocalStorage<string>();

/** Runs `fn` (the rest of a request) so that every line the process logger writes meanwhile carries `reqId`. */
export function withRequestId<T>(reqId: string, fn: () => T): T {
  return currentRequest.run(reqId, fn);
}

/**
 * Lines written while a request runs (its handlers, use-cases, better-auth, the outbox) carry its id, so
 * `grep <id>` finds everything a request did. better-auth keeps its own request state in AsyncLocalStorage, so
 * the hooks that make it work are on already: this costs one lookup per line (decision 020).
 */
export function requestLogFields(): { reqId?: string } {
  // A new object each time: pino assigns the line's own fields into it.
  const reqId = currentRequest.getStore();
  return reqId ? { reqId } : {};
}

export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: "mandi" },
    timestamp: pino.stdTimeFunctions.isoTime,
    mixin: requestLogFields,
  };
  return destination ? pino(options, destination) : pino(options);
}

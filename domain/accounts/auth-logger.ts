/** What the accounts code logs through (pino's shape); the process hands its logger in. */
export interface AuthLogger {
  debug(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

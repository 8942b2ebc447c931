import type { Logger } from "pino";
import type { Services } from "~/domain/shared/services";

/** Per-request values Hono middleware sets for the handlers after it. */
export interface AppEnv {
  Variables: {
    services: Services;
    logger: Logger;
    requestId: string;
    clientIp: string;
    secureHeadersNonce?: string;
  };
}

import type { Services } from "~/domain/shared/services";

// What the server hands every loader and action (see server/app.ts).
declare module "react-router" {
  interface AppLoadContext {
    services: Services;
    /** The Content-Security-Policy nonce of this response. */
    nonce: string;
    requestId: string;
    clientIp: string;
  }
}

import type { Auth, AuthSession } from "~/domain/accounts/create-auth.server";
import type { Services } from "~/domain/shared/services";

// What the server hands every loader and action (see server/app.ts).
declare module "react-router" {
  interface AppLoadContext {
    services: Services;
    /** better-auth: page actions call it through domain/accounts use-cases. */
    auth: Auth;
    /** The signed-in session of this request, read once by the server; use getUser/requireUser. */
    session: AuthSession | null;
    /** The Content-Security-Policy nonce of this response. */
    nonce: string;
    requestId: string;
    clientIp: string;
  }
}

import type { Auth, AuthSession } from "~/domain/accounts/create-auth.server";
import type { Services } from "~/domain/shared/services";
import type { Locale } from "./i18n/locale";

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
    /** The language the page is drawn in (server/locale.ts); message functions read it themselves. */
    locale: Locale;
    /**
     * A form the server's input guard refused (a control character, broken text): the route's action is not
     * run; server/input-guard/form-refusal.ts answers with the form's errors instead.
     */
    /**
     * The listing-change counter, when the server already read it for this request (a results page it keeps,
     * server/search-page-cache.ts): read after the request arrived, so a search may key its results by it.
     */
    listingsVersion?: string | undefined;
    inputRefusal?:
      | {
          intent: string;
          opening: string | undefined;
          message: string;
          fields: Record<string, string>;
          values: Record<string, string>;
        }
      | undefined;
  }
}

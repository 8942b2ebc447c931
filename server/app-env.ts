import type { Logger } from "pino";
import type { Auth } from "~/domain/accounts/create-auth.server";
import type { Services } from "~/domain/shared/services";
import type { Locale } from "~/i18n/locales";
import type { FormRefusal } from "./input-guard/problem";

/** Per-request values Hono middleware sets for the handlers after it. */
export interface AppEnv {
  Variables: {
    services: Services;
    auth: Auth;
    logger: Logger;
    requestId: string;
    clientIp: string;
    secureHeadersNonce?: string;
    /** Answered by React Router (or the listing-page cache): GET /metrics labels it by its page route. */
    page?: true;
    /** Set by the input guard for a page form it refused, to be answered under the field (form-refusal.ts). */
    formRefusal?: FormRefusal;
    /** The language the request is answered in (server/locale.ts), and whether this device chose it. */
    locale: Locale;
    localeChosen: boolean;
    /** The listing-change counter, read for this request after it arrived (server/search-page-cache.ts). */
    listingsVersion?: string;
  };
}

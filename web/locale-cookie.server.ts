import { isLocale, type Locale } from "~/i18n/locales";
import { readCookie } from "./cookies.server";

/** The visitor's language choice on this device, kept a year (docs/decisions/024-hindi.md). */
export const LOCALE_COOKIE = "mandi_locale";
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The language chosen on this device, if any. */
export function chosenLocale(request: Request): Locale | undefined {
  const value = readCookie(request, LOCALE_COOKIE);
  return isLocale(value) ? value : undefined;
}

export function localeCookieHeader(locale: Locale, secure: boolean): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax; HttpOnly${secure ? "; Secure" : ""}`;
}

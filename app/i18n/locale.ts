import { type Locale, requestLocale } from "~/i18n/locales";
import { overwriteGetLocale } from "~/i18n/paraglide/runtime";

export { isLocale, LOCALES, type Locale } from "~/i18n/locales";

/** The `lang` of the page and the locale of `Intl`: India's English and Hindi (₹12,34,567 in both). */
export function intlLocale(locale: Locale): "en-IN" | "hi-IN" {
  return locale === "hi" ? "hi-IN" : "en-IN";
}

/** Each language's own name, as its switch shows it. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", hi: "हिन्दी" };

let pageLocale: Locale | undefined;

/**
 * The locale every message function asks for. On the server, the one the request was answered in; in the browser,
 * the one the server drew the page in (its <html lang>), so hydration renders the same words. Switching languages
 * loads a new document, so the page's locale never changes under it.
 */
export function currentLocale(): Locale {
  if (typeof document !== "undefined") {
    pageLocale ??= document.documentElement.lang.startsWith("hi") ? "hi" : "en";
    return pageLocale;
  }
  return requestLocale();
}

overwriteGetLocale(currentLocale);

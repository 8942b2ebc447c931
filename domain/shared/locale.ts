// The languages live beside the messages (i18n/, docs/decisions/024-hindi.md); the domain speaks of them from here.
export { isLocale, LOCALE_STORE, LOCALES, type Locale, requestLocale } from "~/i18n/locales";

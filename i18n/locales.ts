/** Mandi's languages (docs/decisions/024-hindi.md): English, the spec's own words, and Hindi. */
export const LOCALES = ["en", "hi"] as const;
export type Locale = (typeof LOCALES)[number];

export function isLocale(value: unknown): value is Locale {
  return value === "en" || value === "hi";
}

/** Where the server keeps the locale of the request being answered (an AsyncLocalStorage, server/locale.ts). */
export const LOCALE_STORE = Symbol.for("mandi.localeStore");

/**
 * The language of the request being answered on the server ("en" outside one: jobs, scripts). Read-only views
 * (category names) use it; anything sent later (e-mails) takes the member's users.locale instead.
 */
export function requestLocale(): Locale {
  const store = (globalThis as Record<symbol, { getStore(): Locale | undefined } | undefined>)[LOCALE_STORE];
  return store?.getStore() ?? "en";
}

import { AsyncLocalStorage } from "node:async_hooks";
import type { MiddlewareHandler } from "hono";
import { isLocale, LOCALE_STORE, type Locale, requestLocale } from "~/i18n/locales";
import { overwriteGetLocale } from "~/i18n/paraglide/runtime";
import { chosenLocale } from "~/web/locale-cookie.server";
import type { AppEnv } from "./app-env";

const storage = new AsyncLocalStorage<Locale>();
// app/i18n/locale.ts reads it through the global symbol: the pages' code must not import node:async_hooks.
(globalThis as Record<symbol, unknown>)[LOCALE_STORE] = storage;
// The message functions this process's own modules call (the API's error messages, server/api/errors.ts) ask it too;
// the pages' bundle has its own copy of the runtime, pointed at the same store by app/i18n/locale.ts.
overwriteGetLocale(requestLocale);

/** Runs `fn` (and everything it awaits or schedules) in `locale`: its pages, toasts and errors speak it. */
export function runInLocale<T>(locale: Locale, fn: () => T): T {
  return storage.run(locale, fn);
}

/**
 * The language an `Accept-Language` header prefers among Mandi's: the highest weight wins, the earlier of equal
 * weights; `hi`, `hi-IN` and the like are Hindi, any `en` is English; nothing we speak falls back to English.
 */
export function preferredLocale(header: string | null | undefined): Locale {
  if (!header) return "en";
  let best: { locale: Locale; q: number } | undefined;
  for (const part of header.split(",").slice(0, 20)) {
    const [range = "", ...params] = part.trim().toLowerCase().split(";");
    const language = range.split("-")[0];
    if (!isLocale(language)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { locale: language, q };
  }
  return best?.locale ?? "en";
}

/**
 * Picks the request's language — the device's choice, else what the browser asks for — and answers the rest of
 * the request in it. A signed-in member without a choice on this device gets their profile's (server/app.ts).
 */
export function localeMiddleware(): MiddlewareHandler<AppEnv> {
  return (c, next) => {
    const chosen = chosenLocale(c.req.raw);
    const locale = chosen ?? preferredLocale(c.req.header("Accept-Language"));
    c.set("locale", locale);
    c.set("localeChosen", chosen !== undefined);
    return storage.run(locale, () => next());
  };
}

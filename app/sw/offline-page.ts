import type { Locale } from "~/i18n/locales";
import { m } from "~/i18n/paraglide/messages";

/** One page kept on the device: where it was, its title, its language, when it was fetched. */
export interface KeptPage {
  url: string;
  title: string;
  lang: Locale | null;
  seenAt: number;
}

/**
 * The language of the offline page: that of the page seen last (drawn in the language the person chose; the
 * language cookie is HttpOnly, out of a worker's reach), else the browser's.
 */
export function offlineLocale(kept: KeptPage[], browserLanguages: readonly string[]): Locale {
  const newest = [...kept].sort((a, b) => b.seenAt - a.seenAt).find((p) => p.lang);
  if (newest?.lang) return newest.lang;
  return browserLanguages[0]?.toLowerCase().startsWith("hi") ? "hi" : "en";
}

/** The language of a kept page, from its `<html lang>`. */
export function pageLocale(html: string): Locale | null {
  const lang = /<html[^>]*\slang="([a-zA-Z-]+)"/.exec(html)?.[1]?.toLowerCase();
  if (!lang) return null;
  return lang.startsWith("hi") ? "hi" : lang.startsWith("en") ? "en" : null;
}

/**
 * The page the service worker shows for a page it cannot fetch and has not kept: says the device is offline and
 * links the ads and pages seen recently, which do open offline. Plain HTML without scripts, styled by the app's
 * stylesheet when it is in the precache.
 */
export function offlinePage(
  kept: KeptPage[],
  options: { stylesheet: string | null; wanted: string; locale: Locale },
): string {
  const locale = { locale: options.locale };
  const recent = [...kept].sort((a, b) => b.seenAt - a.seenAt);
  const ads = recent.filter((p) => new URL(p.url, "http://x").pathname.startsWith("/product/"));
  const pages = recent.filter((p) => !ads.includes(p));
  const list = (title: string, id: string, items: KeptPage[]) =>
    items.length === 0
      ? ""
      : `<section aria-labelledby="${id}" class="mt-8"><h2 id="${id}" class="text-lg font-bold">${title}</h2>` +
        `<ul class="mt-2 divide-y divide-slate-200 rounded-md border border-slate-200">${items
          .map(
            (p) =>
              `<li><a class="block px-4 py-3 font-medium text-[#002f34] underline-offset-2 hover:underline" href="${escapeHtml(p.url)}">${escapeHtml(p.title)}</a></li>`,
          )
          .join("")}</ul></section>`;
  const stylesheet = options.stylesheet
    ? `<link rel="stylesheet" href="${escapeHtml(options.stylesheet)}">`
    : "";
  const title = m.sw_offline_title({}, locale);
  return `<!DOCTYPE html><html lang="${options.locale === "hi" ? "hi-IN" : "en-IN"}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="theme-color" content="#002f34">
<title>${title} | Mandi</title>${stylesheet}<link rel="manifest" href="/manifest.webmanifest"></head>
<body class="min-h-screen bg-white text-slate-900"><header class="bg-[#002f34] px-4 py-3">
<a href="/" class="text-2xl font-extrabold text-white">Mandi</a></header>
<main class="mx-auto max-w-xl px-4 py-10"><h1 class="text-2xl font-bold">${title}</h1>
<p class="mt-2 text-slate-700">${m.sw_offline_not_saved({}, locale)}</p>
<p class="mt-4"><a class="font-semibold text-[#002f34] underline" href="${escapeHtml(options.wanted)}">${m.sw_offline_try_again({}, locale)}</a></p>
${
  recent.length === 0
    ? `<p class="mt-8 text-slate-700">${m.sw_offline_nothing_kept({}, locale)}</p>`
    : `<p class="mt-8 text-slate-700">${m.sw_offline_these_open({}, locale)}</p>${list(m.sw_offline_ads({}, locale), "offline-ads", ads)}${list(m.sw_offline_pages({}, locale), "offline-pages", pages)}`
}
</main></body></html>`;
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

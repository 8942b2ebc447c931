/// <reference lib="webworker" />
// Mandi's service worker (docs/decisions/021-pwa.md), built by scripts/build-service-worker.ts into /sw.js after
// `react-router build`: the hashed assets precached, photos cache-first, public pages network-first with the
// offline page as the last resort, and Web Push. Data requests, POSTs, the API and per-member pages go to the
// network only.
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, type PrecacheEntry, precacheAndRoute } from "workbox-precaching";
import { registerRoute, setCatchHandler } from "workbox-routing";
import { CacheFirst, NetworkFirst } from "workbox-strategies";
import { type KeptPage, offlineLocale, offlinePage, pageLocale } from "./offline-page";
import { mayKeepPage, pageOfDataRequest, pageTitle, reloadAsDocument } from "./page-rules";
import { notificationOf } from "./push-payload";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

const PAGES = "mandi-pages";
const PHOTOS = "mandi-photos";
const DAY = 24 * 60 * 60;

const manifest = self.__WB_MANIFEST;
precacheAndRoute(manifest);
cleanupOutdatedCaches();

const stylesheet =
  manifest
    .map((entry) => new URL(typeof entry === "string" ? entry : entry.url, self.location.href).pathname)
    .find((path) => /^\/assets\/app-[\w-]+\.css$/.test(path)) ?? null;

const samePage = (url: URL) => url.origin === self.location.origin;
const keepPublicPages = {
  cacheWillUpdate: async ({ request, response }: { request: Request; response: Response }) =>
    mayKeepPage(new URL(request.url).pathname, response) ? response : null,
};

// Pages: the network first, so a page is as fresh as the connection allows; a public one is kept for offline.
registerRoute(
  ({ request, url }) => request.mode === "navigate" && samePage(url) && !url.pathname.startsWith("/api/"),
  new NetworkFirst({
    cacheName: PAGES,
    plugins: [keepPublicPages, new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 14 * DAY })],
  }),
);

// Listing photos and the site's own images never change at a given address: the device's copy first, up to 200
// files for 30 days (at most ~20 MB: photos are WebP of 1280 px at most), dropped first when storage runs short.
registerRoute(
  ({ request, url }) =>
    request.method === "GET" &&
    samePage(url) &&
    (url.pathname.startsWith("/media/") ||
      url.pathname.startsWith("/images/") ||
      url.pathname.startsWith("/icons/")),
  new CacheFirst({
    cacheName: PHOTOS,
    plugins: [
      { cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null) },
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
    ],
  }),
);

// Moving between pages inside the app fetches `/page.data`, never kept. Online, the page itself is fetched too
// (unless the member saves data, or the answer was for a member) so it opens offline later; offline, the browser
// is sent to load the page as a document, which the worker answers from its cache or with the offline page.
registerRoute(
  ({ request, url }) => request.method === "GET" && samePage(url) && url.pathname.endsWith(".data"),
  async ({ request, url, event }) => {
    const page = pageOfDataRequest(url);
    try {
      const response = await fetch(request);
      const personal = /\bprivate\b/.test(response.headers.get("Cache-Control") ?? "");
      if (page && response.ok && !personal && !saveData()) (event as ExtendableEvent).waitUntil(keep(page));
      return response;
    } catch (error) {
      const client = await self.clients.get((event as FetchEvent).clientId);
      // A reload of the page on screen (a revalidation) would throw away what the person is doing on it.
      if (!page || (client && new URL(client.url).href === new URL(page, self.location.href).href))
        throw error;
      return reloadAsDocument(page);
    }
  },
);

setCatchHandler(async ({ request, url }) => {
  if (request.mode !== "navigate") return Response.error();
  const kept = await keptPages();
  const locale = offlineLocale(kept, navigator.languages ?? [navigator.language]);
  const html = offlinePage(kept, { stylesheet, wanted: url.pathname + url.search, locale });
  return new Response(html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Security-Policy":
        "default-src 'self'; script-src 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'",
    },
  });
});

self.addEventListener("install", () => void self.skipWaiting());

// The page that installed the worker was fetched before it existed: keep it (and any other open page) now.
self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      await self.clients.claim();
      for (const client of await self.clients.matchAll({ type: "window" })) {
        const url = new URL(client.url);
        if (samePage(url)) await keep(url.pathname + url.search);
      }
    })(),
  );
});

async function keep(page: string): Promise<void> {
  try {
    // "Purpose: prefetch": the server does not count this fetch as a view of the ad (web/prefetch.ts).
    const response = await fetch(page, {
      credentials: "same-origin",
      headers: { Accept: "text/html", Purpose: "prefetch" },
    });
    if (!mayKeepPage(new URL(page, self.location.href).pathname, response)) return;
    await (await caches.open(PAGES)).put(page, response);
  } catch {
    // Offline or the server unreachable: the page is kept on the next visit.
  }
}

async function keptPages(): Promise<KeptPage[]> {
  const cache = await caches.open(PAGES);
  const kept: KeptPage[] = [];
  for (const request of await cache.keys()) {
    const response = await cache.match(request);
    if (!response) continue;
    const url = new URL(request.url);
    const html = await response.text();
    kept.push({
      url: url.pathname + url.search,
      title: pageTitle(html) ?? url.pathname,
      lang: pageLocale(html),
      seenAt: Date.parse(response.headers.get("Date") ?? "") || 0,
    });
  }
  return kept;
}

function saveData(): boolean {
  return (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

// Web Push (server/push): a new message or offer, shown as a notification that opens the conversation.
self.addEventListener("push", (event) => {
  const { title, ...options } = notificationOf(event.data?.text() ?? "");
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL(String(event.notification.data?.url ?? "/"), self.location.href);
  event.waitUntil(
    (async () => {
      for (const client of await self.clients.matchAll({ type: "window" })) {
        if (new URL(client.url).pathname === target.pathname && "focus" in client) return void client.focus();
      }
      await self.clients.openWindow(target.href);
    })(),
  );
});

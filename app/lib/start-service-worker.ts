/**
 * Registers Mandi's service worker (app/sw/sw.ts) once the page has hydrated. The install offer's code is fetched
 * only when the browser says Mandi can be installed, so it is not in a first load (docs/decisions/021-pwa.md).
 * In every page's first load: keep it to bytes.
 */
export function startServiceWorker() {
  const worker = navigator.serviceWorker;
  if (!worker) return;
  worker.register("/sw.js").catch(() => {});
  // Stops the browser's own banner: Mandi offers once, on a second visit (app/components/pwa/install-offer.ts).
  addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault();
    import("~/app/components/pwa/install-offer").then((offer) => offer.offerInstall(event));
  });
}

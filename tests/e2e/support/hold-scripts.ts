import type { Page } from "@playwright/test";

/**
 * Holds the page's JavaScript back, as a slow line does: the server-rendered page paints and can be tapped, but
 * no script arrives until `release()`. `hydrated()` then waits until React has taken over the page.
 */
export async function holdScripts(page: Page) {
  let release = () => {};
  const mayLoad = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\.m?js(\?.*)?$/, async (route) => {
    await mayLoad;
    await route.continue().catch(() => {});
  });
  return {
    release,
    /** Lets the scripts in and waits until the page has hydrated (the root marks <html data-hydrated>). */
    async hydrated() {
      release();
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    },
  };
}

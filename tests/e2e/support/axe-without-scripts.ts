import type { Page } from "@playwright/test";
import { expectAccessible } from "./fixtures";

/**
 * axe-core cannot run in a page whose JavaScript is off, so the page as the server sent it (its current markup,
 * with the same cookies) is checked in a second page of the same browser that runs axe but none of the page's
 * own scripts.
 */
export async function expectAccessibleWithoutScripts(page: Page) {
  const url = page.url().split("#")[0] ?? page.url();
  const html = await page.content();
  const browser = page.context().browser();
  if (!browser) throw new Error("no browser to run axe in");
  const context = await browser.newContext({
    javaScriptEnabled: true,
    viewport: page.viewportSize(),
    storageState: await page.context().storageState(),
  });
  try {
    const twin = await context.newPage();
    await twin.route(/\.m?js(\?.*)?$/, (route) => route.fulfill({ status: 204, body: "" }));
    await twin.route(url, (route) =>
      route.request().isNavigationRequest()
        ? route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html })
        : route.fallback(),
    );
    await twin.goto(url);
    await expectAccessible(twin);
  } finally {
    await context.close();
  }
}

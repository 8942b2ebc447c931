import type { Page } from "@playwright/test";
import { chooseLocation } from "./support/accounts";
import { expect, expectAccessible, test } from "./support/fixtures";
import { inHindi } from "./support/hindi";

// The service worker is part of what these journeys test (other journeys block it: playwright.config.ts).
test.use({ serviceWorkers: "allow" });

/** The addresses the service worker has kept for offline (app/sw/sw.ts). */
function keptPages(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const cache = await caches.open("mandi-pages");
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  });
}

test("the web app manifest names the app, its icons, colour and start; its icons are served", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
  const response = await page.request.get("/manifest.webmanifest");
  expect(response.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: expect.stringContaining("Mandi"),
    short_name: "Mandi",
    display: "standalone",
    start_url: "/",
    theme_color: "#002f34",
  });
  const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  expect(manifest.icons.some((icon: { purpose: string }) => icon.purpose === "maskable")).toBe(true);
  for (const icon of manifest.icons) {
    const file = await page.request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
  }
});

test("the service worker becomes active; a page seen once opens offline and the offline page lists what was seen", async ({
  page,
  context,
  problems,
  baseURL,
}) => {
  await chooseLocation(context, baseURL);
  await page.goto("/");
  const worker = await page.request.get("/sw.js");
  expect(worker.headers()["cache-control"]).toBe("no-cache");
  expect(worker.headers()["service-worker-allowed"]).toBe("/");
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state))
    .toBe("activated");
  // The page that installed the worker is kept, and so is an ad opened from it (a move inside the app).
  await expect.poll(() => keptPages(page)).toContain("/");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const card = page.locator('main a[href^="/product/"]').first();
  const adPath = String(await card.getAttribute("href"));
  const adTitle = String(await card.textContent()).trim();
  await card.click();
  await expect(page).toHaveURL(adPath);
  await expect(page.getByRole("heading", { level: 1, name: adTitle })).toBeVisible();
  await expect.poll(() => keptPages(page)).toContain(adPath);
  expect(problems.errors).toEqual([]);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: adTitle })).toBeVisible();

  // A page never opened: the offline page, with the ad and the home page seen before.
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
  const ads = page.getByRole("region", { name: "Ads you saw recently" });
  await expect(ads.getByRole("link", { name: adTitle })).toHaveAttribute("href", adPath);
  await expect(
    page.getByRole("region", { name: "Pages you saw recently" }).getByRole("link"),
  ).not.toHaveCount(0);
  await expectAccessible(page);
  await ads.getByRole("link", { name: adTitle }).click();
  await expect(page.getByRole("heading", { level: 1, name: adTitle })).toBeVisible();
  await context.setOffline(false);
});

test("moving inside the app offline opens the kept page instead of an error", async ({ page, context }) => {
  await page.goto("/about");
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await expect.poll(() => keptPages(page)).toContain("/about");
  await page.goto("/help");
  await expect.poll(() => keptPages(page)).toContain("/help");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");

  await context.setOffline(true);
  // A link in the footer is a move inside the app (a data request), which fails offline.
  await page.locator("footer").getByRole("link", { name: "About Mandi" }).click();
  await expect(page).toHaveURL("/about");
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(/Something went wrong/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await context.setOffline(false);
});

test("in Hindi, the offline page is in Hindi too", async ({ page, context, baseURL }) => {
  await inHindi(context, baseURL);
  await page.goto("/help");
  await expect(page.locator("html")).toHaveAttribute("lang", /^hi/);
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state))
    .toBe("activated");
  await expect.poll(() => keptPages(page)).toContain("/help");

  await context.setOffline(true);
  await page.goto("/about");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expect(page).toHaveTitle("आप ऑफ़लाइन हैं | Mandi");
  await expect(page.getByRole("heading", { level: 1, name: "आप ऑफ़लाइन हैं" })).toBeVisible();
  await expect(page.getByRole("link", { name: "फिर से कोशिश करें" })).toHaveAttribute("href", "/about");
  await expect(page.getByRole("region", { name: "हाल में देखे गए पेज" }).getByRole("link")).not.toHaveCount(0);
  await expectAccessible(page);
  await context.setOffline(false);
});

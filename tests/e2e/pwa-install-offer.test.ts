import type { Page } from "@playwright/test";
import { chooseLocation } from "./support/accounts";
import { expect, expectAccessible, hydrated, test } from "./support/fixtures";

// The service worker is part of what these journeys test (other journeys block it: playwright.config.ts).
test.use({ serviceWorkers: "allow" });

/**
 * The browser says Mandi can be installed (`beforeinstallprompt`, which Chromium fires only after it has seen
 * real use: dispatched here with the same shape) and the offer follows the rules of decision 021.
 */
async function browserOffersInstall(page: Page) {
  await hydrated(page);
  const prevented = await page.evaluate(() => {
    const event = new Event("beforeinstallprompt", { cancelable: true });
    Object.assign(event, {
      prompt: async () => {
        document.documentElement.dataset.installPrompted = "true";
      },
    });
    dispatchEvent(event);
    return event.defaultPrevented;
  });
  // Mandi keeps the browser's own banner away, and has counted this visit once its offer's code is in.
  expect(prevented).toBe(true);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem("mandi-visit"))).not.toBeNull();
}

const offer = (page: Page) => page.getByRole("complementary", { name: "Add Mandi to your home screen" });
const toAbout = (page: Page) => page.locator("footer").getByRole("link", { name: "About Mandi" }).click();

test("the install offer comes once: on a second visit, never on its first screen", async ({
  context,
  baseURL,
}) => {
  await chooseLocation(context, baseURL);
  // First visit: nothing, on any screen.
  const first = await context.newPage();
  await first.goto("/");
  await browserOffersInstall(first);
  await toAbout(first);
  await expect(first).toHaveURL("/about");
  await expect(first.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(offer(first)).toHaveCount(0);
  await first.close();

  // Second visit (a new tab): not on the screen it opens with, then on the next one.
  const second = await context.newPage();
  await second.goto("/help");
  await browserOffersInstall(second);
  await expect(offer(second)).toHaveCount(0);
  await toAbout(second);
  await expect(offer(second)).toBeVisible();
  await expectAccessible(second);
  await offer(second).getByRole("button", { name: "Install" }).click();
  await expect(second.locator("html")).toHaveAttribute("data-install-prompted", "true");
  await expect(offer(second)).toHaveCount(0);
  await second.close();

  // Offered once: a third visit has none.
  const third = await context.newPage();
  await third.goto("/help");
  await browserOffersInstall(third);
  await toAbout(third);
  await expect(third).toHaveURL("/about");
  await expect(third.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(offer(third)).toHaveCount(0);
});

import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./support/fixtures";

const header = (page: Page) => page.getByRole("banner");

/** Lets the toast's entrance transition end, so contrast is measured on what a person finally sees. */
async function settle(page: Page) {
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
  );
}

/** Opens home as a first visit and waits for the location prompt. */
async function openPrompt(page: Page) {
  await page.goto("/");
  const prompt = page.getByRole("dialog", { name: "Enhance Your Experience" });
  await expect(prompt).toBeVisible();
  return prompt;
}

test("the prompt names the browser's position at Pune 'Pune, India'", async ({ page, context, problems }) => {
  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation({ latitude: 18.5204, longitude: 73.8567 });
  const prompt = await openPrompt(page);
  await expectAccessible(page);
  await prompt.getByRole("button", { name: "Allow Location Access" }).click();
  await expect(prompt).toBeHidden();
  // exact: the toast's live region announces the same words for a moment, title and all.
  await expect(page.getByText("Your location is set to Pune, India.", { exact: true })).toBeVisible();
  await expect(header(page).getByRole("link", { name: "Location: PUNE, INDIA" })).toBeVisible();
  expect(problems.errors).toEqual([]);
});

test("a denied position shows the spec's error and falls back to INDIA", async ({
  page,
  context,
  problems,
}) => {
  await context.clearPermissions();
  const prompt = await openPrompt(page);
  await prompt.getByRole("button", { name: "Allow Location Access" }).click();
  await expect(page.getByText("Geolocation Error", { exact: true })).toBeVisible();
  await expect(
    page.getByText(
      "You denied the request for Geolocation. Please enable it in your browser settings or select a location manually.",
      { exact: true },
    ),
  ).toBeVisible();
  await expect(header(page).getByRole("link", { name: "Location: INDIA" })).toBeVisible();
  // The page as it stays: axe measured the toast's fading colours when it ran while the toast left (5 s).
  await expect(page.getByText("Geolocation Error", { exact: true })).toBeHidden();
  await settle(page);
  await expectAccessible(page);
  expect(problems.errors).toEqual([]);
});

test("a timed-out position shows the spec's error and falls back to INDIA", async ({ page, problems }) => {
  // The browser gives up on the position (GeolocationPositionError.TIMEOUT), as on a phone without a fix.
  await page.addInitScript(() => {
    navigator.geolocation.getCurrentPosition = (_found, failed) =>
      failed?.({
        code: 3,
        message: "Timeout expired",
        PERMISSION_DENIED: 1,
        POSITION_UNAVAILABLE: 2,
        TIMEOUT: 3,
      });
  });
  const prompt = await openPrompt(page);
  await prompt.getByRole("button", { name: "Allow Location Access" }).click();
  await expect(page.getByText("The request to get user location timed out.")).toBeVisible();
  await expect(header(page).getByRole("link", { name: "Location: INDIA" })).toBeVisible();
  expect(problems.errors).toEqual([]);
});

test("/location finds a town by a typo and by its PIN, and choosing one sets the header", async ({
  page,
  problems,
}) => {
  await page.goto("/location");
  const search = page.getByLabel("Search city, locality or PIN code");
  await search.fill("Puen");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const typo = page.getByRole("form", { name: "Places matching Puen" });
  await expect(typo.getByRole("button").first()).toHaveText(/^Pune, Maharashtra/);
  await expectAccessible(page);

  await page.getByLabel("Search city, locality or PIN code").fill("411001");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const byPin = page.getByRole("form", { name: "Places matching 411001" });
  await expect(byPin.getByRole("button").first()).toHaveText(/^411001 · Pune, Maharashtra/);
  await byPin.getByRole("button").first().click();
  await expect(page).toHaveURL("/");
  await expect(header(page).getByRole("link", { name: "Location: PUNE" })).toBeVisible();
  expect(problems.errors).toEqual([]);
});

test("/location finds a locality by its post office's name", async ({ page, problems }) => {
  await page.goto("/location?q=kothrud");
  const found = page.getByRole("form", { name: "Places matching kothrud" });
  await found.getByRole("button", { name: /^Kothrud, Pune, Maharashtra/ }).click();
  await expect(header(page).getByRole("link", { name: "Location: KOTHRUD" })).toBeVisible();
  expect(problems.errors).toEqual([]);
});

test("/about credits GeoNames", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByText("Contains GeoNames data, CC BY 4.0")).toBeVisible();
  await expect(page.getByRole("link", { name: "https://www.geonames.org/" })).toHaveAttribute(
    "href",
    "https://www.geonames.org/",
  );
});

import type { Page } from "@playwright/test";
import { createAccount, logInWithEmail, toast } from "./support/accounts";
import { distinctPhoto } from "./support/ads";
import { expect, expectAccessible, test } from "./support/fixtures";

// Issue 12: posting an ad picks its place from the place search (town, locality or PIN) or the device's position,
// and the ad is found near that place.

const next = (page: Page) => page.getByRole("button", { name: "Next" }).click();

async function toLocationStep(page: Page, title: string) {
  await page.goto("/sell");
  await page.getByRole("button", { name: /^Mobiles/ }).click();
  await page.getByRole("button", { name: "Mobile Phones", exact: true }).click();
  await page.getByLabel("Ad title").fill(title);
  await page.getByLabel("Description").fill("Two years old, with the box and the bill.");
  await next(page);
  await page.getByLabel("Price (₹)").fill("9500");
  await next(page);
  await page
    .locator('input[type="file"][name="photoFiles"]')
    .setInputFiles([await distinctPhoto("phone.jpg")]);
  await expect(page.getByRole("img", { name: "Photo 1 (cover)" })).toBeVisible();
  await expect(page.getByRole("progressbar", { name: /Uploading photo/ })).toHaveCount(0);
  await next(page);
  await expect(page.getByRole("heading", { name: "Confirm your location" })).toBeVisible();
}

test("the Location step finds a locality or uses my position, and the posted ad is found near its place", async ({
  page,
  problems,
  request,
  baseURL,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.context().grantPermissions(["geolocation"]);
  await page.context().setGeolocation({ latitude: 18.5247, longitude: 73.8471 });
  const person = await createAccount(request, String(baseURL));
  await logInWithEmail(page, person);
  await expect(page).toHaveURL("/");
  const word = `Kothrudphone${Date.now().toString(36)}`;
  const title = `Redmi Note 11 ${word}`;
  await toLocationStep(page, title);

  // The device's position names its post office and town, never the position itself.
  await page.getByRole("button", { name: "Use my location" }).click();
  await expect(page.getByLabel("City")).toHaveValue("Pune");
  await expect(page.getByLabel("PIN code")).toHaveValue(/^411\d{3}$/);

  // The finder: a locality, with a typo, picked from the list.
  const finder = page.getByRole("combobox", { name: "Find your place" });
  await finder.fill("kothrd");
  const option = page.getByRole("option", { name: "Kothrud, Pune, Maharashtra" });
  await expect(option).toBeVisible();
  await expectAccessible(page);
  await option.click();
  await expect(page.getByLabel("City")).toHaveValue("Pune");
  await expect(page.getByLabel("Locality")).toHaveValue("Kothrud");
  await expect(page.getByLabel("PIN code")).toHaveValue("411038");
  await next(page);
  await expect(page.getByRole("heading", { name: "Review your details" })).toBeVisible();
  await next(page);
  await page.getByRole("button", { name: "Post now" }).click();
  await expect(toast(page, "Ad Posted Successfully!")).toBeVisible();

  // Someone in Pune looking within 10 km finds it, with its locality on the card.
  const buyer = await browser.newContext({ baseURL: String(baseURL) });
  await buyer.addCookies([{ name: "mandi_location", value: "PUNE%2C%20INDIA", url: String(baseURL) }]);
  const visitor = await buyer.newPage();
  await visitor.goto(`/products?q=${word}&radius=10`);
  await expect(visitor.getByRole("status")).toContainText("1 result within 10 km of Pune");
  await expect(visitor.getByRole("main").getByText("Kothrud, Pune")).toBeVisible();
  await buyer.close();
  expect(problems.errors).toEqual([]);
});

test("a PIN typed by hand in City is listed under its town", async ({ page, problems, request, baseURL }) => {
  test.setTimeout(120_000);
  const person = await createAccount(request, String(baseURL));
  await logInWithEmail(page, person);
  await expect(page).toHaveURL("/");
  await toLocationStep(page, `Redmi Note 10 ${Date.now().toString(36)}`);
  await page.getByLabel("City").fill("Atlantis");
  await next(page);
  await expect(page.getByText("Choose a city from the list.")).toBeVisible();
  await page.getByLabel("City").fill("411001");
  await next(page);
  await expect(page.getByRole("heading", { name: "Review your details" })).toBeVisible();
  await next(page);
  await expect(page.getByRole("heading", { name: "Ready to post your ad?" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("Pune");
  await expect(page.getByRole("main")).toContainText("411001");
  expect(problems.errors).toEqual([]);
});

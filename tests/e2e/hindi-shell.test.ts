import { expect, expectAccessible, hydrated, test } from "./support/fixtures";
import { watchHydration } from "./support/hindi";

// Issue 14 §2: the language switch in the header and the footer, the first visit following Accept-Language, and
// every spec screen of a visitor drawn in Hindi (the signed-in screens: the hindi-<area> journeys).

const DEVANAGARI = /[\u0900-\u097F]/;

test("the header's हिन्दी turns the page Hindi, and the footer's English turns it back", async ({
  page,
  context,
  baseURL,
  problems,
}) => {
  await context.addCookies([{ name: "mandi_location", value: "INDIA", url: String(baseURL) }]);
  const hydration = watchHydration(page);
  await page.goto("/products?q=scooty");
  await hydrated(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");

  await page.getByRole("banner").getByRole("button", { name: "Change language: हिन्दी" }).click();
  await expect(page).toHaveURL(/\/products\?q=scooty$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await hydrated(page);
  await expect(page.getByRole("link", { name: "बेचें" })).toBeVisible();
  await expect(page.getByRole("link", { name: "लॉग इन" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "मुख्य" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "लोकप्रिय श्रेणियाँ" })).toBeVisible();
  await expectAccessible(page);

  // The footer's switch is in the page as the server drew it; it goes back to where it was posted from.
  await page.getByRole("link", { name: "Mandi", exact: true }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Mandi: अपने आस-पास खरीदें और बेचें" })).toBeVisible();
  await page.getByRole("contentinfo").getByRole("button", { name: "भाषा बदलें: English" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  await expect(page.getByRole("heading", { level: 1, name: "Mandi: buy and sell near you" })).toBeVisible();
  expect(hydration).toEqual([]);
  expect(problems.errors).toEqual([]);
});

test.describe("a browser that asks for Hindi", () => {
  test.use({ locale: "hi-IN" });

  test("starts in Hindi on the first visit", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
    await expect(page.getByRole("heading", { level: 1, name: "Mandi: अपने आस-पास खरीदें और बेचें" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "सभी श्रेणियाँ" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "ताज़ा सुझाव" })).toBeVisible();
  });
});

test.describe("every visitor's spec screen in Hindi", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([
      { name: "mandi_locale", value: "hi", url: String(baseURL) },
      { name: "mandi_location", value: "INDIA", url: String(baseURL) },
    ]);
  });

  const screens = [
    "/",
    "/products",
    "/products/cars",
    "/search",
    "/location",
    "/login",
    "/signup",
    "/help",
    "/about",
    "/contact",
    "/careers",
    "/blog",
    "/business",
    "/sitemap",
    "/legal",
    "/store",
    "/cart",
    "/favorites",
    "/no-such-page",
  ];
  for (const path of screens) {
    test(`${path} speaks Hindi, is accessible and hydrates cleanly`, async ({ page, problems }) => {
      const hydration = watchHydration(page);
      const response = await page.goto(path);
      expect(response?.status()).toBeLessThan(path === "/no-such-page" ? 500 : 400);
      await hydrated(page);
      await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
      await expect(page.getByRole("heading", { level: 1 }).first()).toHaveText(DEVANAGARI);
      await expectAccessible(page);
      expect(hydration).toEqual([]);
      if (path !== "/no-such-page") expect(problems.errors).toEqual([]);
    });
  }
});

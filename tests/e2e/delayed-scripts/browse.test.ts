import type { Page } from "@playwright/test";
import { chooseLocation, createAccount, logInWithEmail } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { holdScripts } from "../support/hold-scripts";

// A person on a slow line taps before the page's scripts have arrived: the first tap still does its job (the
// control is a link or a form until then), and once the scripts have taken over the page behaves as usual.

test.beforeEach(({ context, baseURL }) => chooseLocation(context, baseURL));

const desktop = { width: 1280, height: 800 };
const phone = { width: 360, height: 740 };

const categoryBar = (page: Page) => page.getByRole("navigation", { name: "Categories" });
const categoryList = (page: Page) => page.getByRole("navigation", { name: "Filter by category" });
/**
 * Opens a page whose scripts are held: its "load" waits for them, so this waits only until the server's page has
 * been parsed (what a person sees and taps on a slow line).
 */
async function openPainted(page: Page, path: string) {
  await page.goto(path, { waitUntil: "commit" });
  await page.waitForFunction(() => document.readyState !== "loading");
}

const isHydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === "true");

test("ALL CATEGORIES and a category's sub-menu work from the first tap, then open as menus", async ({
  page,
  problems,
}) => {
  await page.setViewportSize(desktop);
  const scripts = await holdScripts(page);
  await openPainted(page, "/about");
  await categoryBar(page).getByRole("link", { name: "ALL CATEGORIES" }).click();
  await expect(page).toHaveURL("/products?filters=open#categories");
  await expect(categoryList(page)).toBeInViewport();
  expect(await isHydrated(page)).toBe(false);

  await categoryBar(page).getByRole("link", { name: "Cars subcategories" }).click();
  await expect(page).toHaveURL("/products/cars#categories");
  await expect(page.getByRole("heading", { name: "Cars", level: 1 })).toBeVisible();

  await scripts.hydrated();
  const allCategories = categoryBar(page).getByRole("button", { name: "ALL CATEGORIES" });
  await allCategories.click();
  await expect(allCategories).toHaveAttribute("aria-expanded", "true");
  await categoryBar(page)
    .getByRole("list", { name: "Bikes" })
    .getByRole("link", { name: "Scooters", exact: true })
    .click();
  await expect(page).toHaveURL("/products/bikes/scooters");

  const cars = categoryBar(page).getByRole("button", { name: "Cars subcategories" });
  // The keyboard, as a mouse pointing at the bar opens the sub-menu on hover already.
  await cars.focus();
  await page.keyboard.press("Enter");
  await expect(cars).toHaveAttribute("aria-expanded", "true");
  await categoryBar(page)
    .getByRole("list", { name: "Cars subcategories" })
    .getByRole("link", { name: "Hatchbacks" })
    .click();
  await expect(page).toHaveURL("/products/cars/hatchbacks");
  expect(problems.errors).toEqual([]);
});

test("grid/list switches on the first tap, and again once the scripts run", async ({ page, problems }) => {
  const scripts = await holdScripts(page);
  await openPainted(page, "/products/cars");
  await page.getByRole("link", { name: "List view" }).click();
  await expect(page).toHaveURL("/products/cars?view=list");
  await expect(page.getByRole("link", { name: "List view" })).toHaveAttribute("aria-current", "true");

  await scripts.hydrated();
  await page.getByRole("link", { name: "Grid view" }).click();
  await expect(page).toHaveURL("/products/cars");
  await expect(page.getByRole("link", { name: "Grid view" })).toHaveAttribute("aria-current", "true");
  expect(problems.errors).toEqual([]);
});

test("on a phone, Filters opens on the first tap; once the scripts run it is a drawer again", async ({
  page,
  problems,
}) => {
  await page.setViewportSize(phone);
  const scripts = await holdScripts(page);
  await openPainted(page, "/products");
  const panel = page.getByRole("complementary", { name: "Filters" });
  await page.getByRole("link", { name: "Filters" }).click();
  await expect(panel).toBeVisible();
  await expect(panel.getByLabel("Max price (₹)")).toBeVisible();
  expect(await isHydrated(page)).toBe(false);

  await scripts.hydrated();
  await panel.getByRole("link", { name: "Close filters" }).click();
  await expect(page).toHaveURL("/products");
  await expect(panel).toBeHidden();

  await page.getByRole("button", { name: "Filters" }).click();
  const drawer = page.getByRole("dialog", { name: "Filters" });
  await drawer.getByLabel("Max price (₹)").fill("20000");
  await drawer.getByRole("button", { name: "Apply" }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL("/products?maxPrice=20000");
  await page.getByRole("button", { name: "Filters" }).click();
  await expect(drawer).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  expect(problems.errors).toEqual([]);
});

test("on /sell, a category tapped before the scripts arrive opens its subcategories", async ({
  page,
  request,
  baseURL,
  problems,
}) => {
  const person = await createAccount(request, String(baseURL));
  await logInWithEmail(page, person);
  await expect(page).toHaveURL("/");

  const scripts = await holdScripts(page);
  await openPainted(page, "/sell");
  await page.getByRole("button", { name: /^Cars/ }).click();
  await expect(page.getByRole("heading", { name: "Cars: choose a subcategory" })).toBeVisible();
  expect(await isHydrated(page)).toBe(false);

  await scripts.hydrated();
  await page.getByRole("button", { name: "Sedans", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Include some details" })).toBeVisible();
  await expect(page.getByText("Step 1 of 6: Details")).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Title is required.")).toBeVisible();
  expect(problems.errors).toEqual([]);
});

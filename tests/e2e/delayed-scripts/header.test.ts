import type { Page } from "@playwright/test";
import { chooseLocation, createAccount, logInWithEmail } from "../support/accounts";
import { expect, expectAccessible, test } from "../support/fixtures";
import { holdScripts } from "../support/hold-scripts";

// A person on a slow line taps the header's search, cart or account menu before the page's scripts have arrived:
// the tap still does its job (each is a link until then), and once the scripts run they open as panels and menus.

test.beforeEach(({ context, baseURL }) => chooseLocation(context, baseURL));
test.use({ viewport: { width: 1280, height: 800 } });

const isHydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === "true");

test("the search tapped before the scripts leads to the search page, which searches", async ({
  page,
  problems,
}) => {
  const scripts = await holdScripts(page);
  await page.goto("/about", { waitUntil: "domcontentloaded" });
  await page
    .getByRole("banner")
    .getByRole("link", { name: /^Search Cars/ })
    .click();
  await expect(page).toHaveURL("/search");
  expect(await isHydrated(page)).toBe(false);
  await page.getByRole("main").getByRole("searchbox", { name: "Search listings" }).fill("royal enfield");
  await page.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL("/products?q=royal+enfield");
  await expect(
    page.getByRole("heading", { name: 'Search Results for "royal enfield"', level: 1 }),
  ).toBeVisible();
  scripts.release();
  expect(problems.errors).toEqual([]);
});

test("the cart and Add to cart tapped before the scripts still work", async ({ page, problems }) => {
  const scripts = await holdScripts(page);
  await page.goto("/store", { waitUntil: "domcontentloaded" });
  const add = page
    .getByRole("main")
    .getByRole("button", { name: /^Add to cart/ })
    .first();
  const title = ((await add.textContent()) ?? "").replace(/^Add to cart:\s*/, "").trim();
  await add.click();
  await expect(page.getByRole("status")).toContainText(`${title} is in your cart.`);
  expect(await isHydrated(page)).toBe(false);

  await page.getByRole("banner").getByRole("link", { name: "Cart", exact: true }).click();
  await expect(page).toHaveURL("/cart");
  await expect(page.getByRole("main").getByText(title, { exact: true })).toBeVisible();

  // Once the scripts run, the cart the server kept is the browser's: the header counts it and the sheet lists it.
  await scripts.hydrated();
  const cart = page.getByRole("banner").getByRole("button", { name: "Cart, 1 item" });
  await cart.click();
  const panel = page.getByRole("dialog", { name: "Shopping Cart" });
  await expect(panel.getByText(title, { exact: true })).toBeVisible();
  await panel.getByRole("button", { name: `Remove ${title} (Standard)` }).click();
  await expect(panel.getByText("Your cart is empty")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  // The page under the sheet follows the same cart.
  await expect(page.getByRole("main").getByText("Your cart is empty")).toBeVisible();
  expect(problems.errors).toEqual([]);
});

test("the account menu tapped before the scripts leads to the profile", async ({
  page,
  problems,
  request,
  baseURL,
}) => {
  const person = await createAccount(request, String(baseURL));
  await logInWithEmail(page, person);
  await expect(page).toHaveURL("/");
  const scripts = await holdScripts(page);
  await page.goto("/help", { waitUntil: "domcontentloaded" });
  await page
    .getByRole("banner")
    .getByRole("link", { name: `Account menu for ${person.name}` })
    .click();
  await expect(page).toHaveURL("/profile");
  await expect(page.getByRole("main").getByRole("link", { name: "My Listings" })).toBeVisible();
  scripts.release();
  expect(problems.errors).toEqual([]);
});

test("once hydrated the search opens the overlay as a dialog, and Escape closes it", async ({
  page,
  problems,
}) => {
  const scripts = await holdScripts(page);
  await page.goto("/about", { waitUntil: "domcontentloaded" });
  await scripts.hydrated();
  const trigger = page.getByRole("banner").getByRole("link", { name: /^Search Cars/ });
  await expect(trigger).toHaveAttribute("aria-haspopup", "dialog");
  await trigger.click();
  const dialog = page.getByRole("dialog", { name: "Search" });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL("/about");
  await expect(dialog.getByRole("searchbox", { name: "Search listings" })).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
  expect(problems.errors).toEqual([]);
});

test("the phone menu opened before the scripts stays open as the drawer once they run", async ({
  page,
  problems,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const scripts = await holdScripts(page);
  await page.goto("/about", { waitUntil: "domcontentloaded" });
  const header = page.getByRole("banner");
  // A native disclosure (<summary>, which has no ARIA role to find it by) until the scripts run.
  await header.locator("summary", { hasText: "Open menu" }).click();
  await expect(
    header.getByRole("navigation", { name: "Menu" }).getByRole("link", { name: "Help" }),
  ).toBeVisible();

  await scripts.hydrated();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer.getByRole("link", { name: "Help" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(header.getByRole("button", { name: "Open menu" })).toBeFocused();
  expect(problems.errors).toEqual([]);
});

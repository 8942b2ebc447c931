import { chooseLocation, createAccount, logInWithEmail } from "../support/accounts";
import { expectAccessibleWithoutScripts as expectAccessible } from "../support/axe-without-scripts";
import { expect, test } from "../support/fixtures";

// Without JavaScript (this project turns it off) the header's search, account menu and cart, and the store's
// "Add to cart", are links and forms the server answers.

test.beforeEach(({ context, baseURL }) => chooseLocation(context, baseURL));

const desktop = { width: 1280, height: 800 };
const POPULAR = ["iPhone 14", "Toyota Corolla", "Leather Sofa", "Nike Air Max", "Gaming Laptop"];

test("the header's search leads to the search page: a typed query and a popular search reach the results", async ({
  page,
  problems,
}) => {
  await page.setViewportSize(desktop);
  await page.goto("/about");
  await page
    .getByRole("banner")
    .getByRole("link", { name: /^Search Cars/ })
    .click();
  await expect(page).toHaveURL("/search");
  await expect(page).toHaveTitle("Search | Mandi");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "Search", level: 1 })).toBeVisible();
  await expect(main.getByRole("region", { name: "Popular searches" }).getByRole("link")).toHaveText(POPULAR);
  await expectAccessible(page);

  await main.getByRole("searchbox", { name: "Search listings" }).fill("iphone");
  await main.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL("/products?q=iphone");
  await expect(page.getByRole("heading", { name: 'Search Results for "iphone"', level: 1 })).toBeVisible();

  await page.goBack();
  await page.getByRole("main").getByRole("link", { name: "Leather Sofa" }).click();
  await expect(page).toHaveURL("/products?q=Leather%20Sofa");
  await expect(
    page.getByRole("heading", { name: 'Search Results for "Leather Sofa"', level: 1 }),
  ).toBeVisible();
  expect(problems.errors).toEqual([]);
});

test("on a phone the header's search icon leads to the search page, and its menu opens in place", async ({
  page,
  problems,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/help");
  await page.getByRole("banner").getByRole("link", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL("/search");
  await expect(page.getByRole("searchbox", { name: "Search listings" })).toBeVisible();

  const header = page.getByRole("banner");
  const menu = header.getByRole("navigation", { name: "Menu" });
  await expect(menu).toBeHidden();
  // The menu button is a native disclosure (<summary>, which has no ARIA role to find it by) until the scripts run.
  await header.locator("summary", { hasText: "Open menu" }).click();
  for (const name of ["Home", "Location: INDIA", "Messages", "Notifications", "Store", "Help", "Login"]) {
    await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await expectAccessible(page);
  await menu.getByRole("link", { name: "Notifications" }).click();
  await expect(page).toHaveURL("/login?redirectTo=%2Fnotifications");
  expect(problems.errors).toEqual([]);
});

test("the account menu leads to the profile, whose links are the menu's destinations, and Logout signs out", async ({
  page,
  problems,
  request,
  baseURL,
}) => {
  await page.setViewportSize(desktop);
  const person = await createAccount(request, String(baseURL));
  await logInWithEmail(page, person);
  await expect(page).toHaveURL("/");
  const header = page.getByRole("banner");
  await header.getByRole("link", { name: `Account menu for ${person.name}` }).click();
  await expect(page).toHaveURL("/profile");
  await expectAccessible(page);

  for (const [name, path] of [
    ["My Listings", "/my-listings"],
    ["Favorites", "/favorites"],
    ["Settings", "/settings"],
  ] as const) {
    await page.goto("/");
    await page
      .getByRole("banner")
      .getByRole("link", { name: `Account menu for ${person.name}` })
      .click();
    await page.getByRole("main").getByRole("link", { name, exact: true }).click();
    await expect(page).toHaveURL(path);
  }

  await page.goto("/profile");
  await page.getByRole("main").getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("status")).toContainText("Logged Out");
  await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
  expect(problems.errors).toEqual([]);
});

test("the store's cart: Add to cart is a form, the cart page lists the item and removes it", async ({
  page,
  problems,
}) => {
  await page.setViewportSize(desktop);
  await page.goto("/store");
  const header = page.getByRole("banner");
  await header.getByRole("link", { name: "Cart", exact: true }).click();
  await expect(page).toHaveURL("/cart");
  await expect(page).toHaveTitle("Shopping Cart | Mandi");
  const cart = page.getByRole("main");
  await expect(cart.getByRole("heading", { name: "Shopping Cart", level: 1 })).toBeVisible();
  await expect(cart.getByText("Your cart is empty")).toBeVisible();
  await expect(cart.getByText("₹0")).toBeVisible();
  await expectAccessible(page);

  await page.goto("/store");
  const add = page
    .getByRole("main")
    .getByRole("button", { name: /^Add to cart/ })
    .first();
  const title = ((await add.textContent()) ?? "").replace(/^Add to cart:\s*/, "").trim();
  await add.click();
  await expect(page).toHaveURL("/store");
  await expect(page.getByRole("status")).toContainText("Added to cart");
  await expect(page.getByRole("status")).toContainText(`${title} is in your cart.`);

  // A used item is one of a kind: a second one is refused with the cart's stock message.
  await add.click();
  await expect(page.getByRole("status")).toContainText("Not enough stock");

  await page.getByRole("banner").getByRole("link", { name: "Cart", exact: true }).click();
  await expect(page).toHaveURL("/cart");
  await expect(cart.getByText(title, { exact: true })).toBeVisible();
  await expect(cart.getByRole("status", { name: `Quantity of ${title} (Standard)` })).toHaveText("1");
  await expectAccessible(page);

  // The checkout is disabled (aria-disabled) yet answers a press with why, as the panel does.
  await cart.getByRole("button", { name: "Proceed to Checkout" }).click({ force: true });
  await expect(
    page.getByRole("status").filter({ hasText: "This feature isn't implemented yet" }),
  ).toBeVisible();

  await cart.getByRole("button", { name: `Remove ${title} (Standard)` }).click();
  await expect(page).toHaveURL("/cart");
  await expect(cart.getByText(title, { exact: true })).toHaveCount(0);
  await expect(cart.getByText("Your cart is empty")).toBeVisible();
  expect(problems.errors).toEqual([]);
});

import type { Page } from "@playwright/test";
import { chooseLocation, createAccount, logInWithEmail } from "../support/accounts";
import { expectAccessibleWithoutScripts as expectAccessible } from "../support/axe-without-scripts";
import { expect, test } from "../support/fixtures";

// Without JavaScript (this project turns it off) every control is a link or a form the server answers: a person
// browses the categories, switches the view, filters on a phone and starts an ad.

test.beforeEach(({ context, baseURL }) => chooseLocation(context, baseURL));

const desktop = { width: 1280, height: 800 };
const phone = { width: 360, height: 740 };

const categoryBar = (page: Page) => page.getByRole("navigation", { name: "Categories" });
const categoryList = (page: Page) => page.getByRole("navigation", { name: "Filter by category" });

test("ALL CATEGORIES leads to the category list, then to a category and a subcategory", async ({
  page,
  problems,
}) => {
  await page.setViewportSize(desktop);
  await page.goto("/about");
  await categoryBar(page).getByRole("link", { name: "ALL CATEGORIES" }).click();
  await expect(page).toHaveURL("/products?filters=open#categories");
  await expect(categoryList(page)).toBeInViewport();
  await expectAccessible(page);

  await categoryList(page).getByRole("link", { name: "Mobiles", exact: true }).click();
  await expect(page).toHaveURL("/products/mobiles");
  await expect(page.getByRole("heading", { name: "Mobiles", level: 1 })).toBeVisible();
  await categoryList(page).getByRole("link", { name: "Mobile Phones", exact: true }).click();
  await expect(page).toHaveURL("/products/mobiles/mobile-phones");
  await expect(page.getByRole("heading", { name: "Mobile Phones", level: 1 })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toHaveText(
    "All Products / Mobiles / Mobile Phones",
  );
  expect(problems.errors).toEqual([]);
});

test("a category's sub-menu in the bar leads to its subcategories", async ({ page, problems }) => {
  await page.setViewportSize(desktop);
  await page.goto("/");
  const toggles = categoryBar(page).getByRole("link", { name: / subcategories$/ });
  await expect(toggles).toHaveCount(5);
  await categoryBar(page).getByRole("link", { name: "Cars subcategories" }).click();
  await expect(page).toHaveURL("/products/cars#categories");
  await expect(page.getByRole("heading", { name: "Cars", level: 1 })).toBeVisible();
  await categoryList(page).getByRole("link", { name: "SUVs", exact: true }).click();
  await expect(page).toHaveURL("/products/cars/suvs");
  await expect(page.getByRole("heading", { name: "SUVs", level: 1 })).toBeVisible();

  // The category's own name in the bar is a link too.
  await categoryBar(page).getByRole("link", { name: "Bikes", exact: true }).click();
  await expect(page).toHaveURL("/products/bikes");
  expect(problems.errors).toEqual([]);
});

test("on a phone, ALL CATEGORIES opens the category list as a panel", async ({ page, problems }) => {
  await page.setViewportSize(phone);
  await page.goto("/");
  await categoryBar(page).getByRole("link", { name: "ALL CATEGORIES" }).click();
  const panel = page.getByRole("complementary", { name: "Filters" });
  await expect(panel).toBeVisible();
  await expect(categoryList(page)).toBeInViewport();
  await expectAccessible(page);
  await categoryList(page).getByRole("link", { name: "Properties", exact: true }).click();
  await expect(page).toHaveURL("/products/properties");
  await expect(page.getByRole("heading", { name: "Properties", level: 1 })).toBeVisible();
  await expect(panel).toBeHidden();
  expect(problems.errors).toEqual([]);
});

test("the grid/list toggle switches the results and keeps the other choices", async ({ page, problems }) => {
  await page.goto("/products/cars?sort=price_asc");
  const grid = page.getByRole("link", { name: "Grid view" });
  const list = page.getByRole("link", { name: "List view" });
  await expect(grid).toHaveAttribute("aria-current", "true");
  const cards = page.getByRole("article");
  const gridTops = await cards.evaluateAll((els) =>
    els.slice(0, 2).map((e) => e.getBoundingClientRect().top),
  );

  await list.click();
  await expect(page).toHaveURL("/products/cars?sort=price_asc&view=list");
  await expect(list).toHaveAttribute("aria-current", "true");
  await expect(page.getByLabel("Sort by")).toHaveValue("price_asc");
  // A list puts one ad under the other; the grid had them side by side.
  const listTops = await cards.evaluateAll((els) =>
    els.slice(0, 2).map((e) => e.getBoundingClientRect().top),
  );
  expect(gridTops[0]).toBe(gridTops[1]);
  expect(listTops[1]).toBeGreaterThan(listTops[0] ?? 0);

  await grid.click();
  await expect(page).toHaveURL("/products/cars?sort=price_asc");
  await expect(grid).toHaveAttribute("aria-current", "true");
  expect(problems.errors).toEqual([]);
});

test("on a phone, Filters opens the filters and a price filter applies", async ({ page, problems }) => {
  const expected = await (await page.request.get("/api/v1/listings?maxPrice=20000")).json();
  await page.setViewportSize(phone);
  await page.goto("/products");
  const panel = page.getByRole("complementary", { name: "Filters" });
  await expect(panel).toBeHidden();

  await page.getByRole("link", { name: "Filters" }).click();
  await expect(page).toHaveURL("/products?filters=open");
  await expect(panel).toBeVisible();
  await expect(panel.getByRole("heading", { name: "Filters" })).toBeVisible();
  await expectAccessible(page);

  // Closing leaves the results as they were.
  await panel.getByRole("link", { name: "Close filters" }).click();
  await expect(page).toHaveURL("/products");
  await expect(panel).toBeHidden();

  await page.getByRole("link", { name: "Filters" }).click();
  await panel.getByLabel("Max price (₹)").fill("20000");
  await panel.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/[?&]maxPrice=20000(&|$)/);
  await expect(panel).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: "result" })).toHaveText(
    `${expected.total} ${expected.total === 1 ? "result" : "results"}`,
  );
  await page.getByRole("link", { name: "Filters" }).click();
  await expect(panel.getByLabel("Max price (₹)")).toHaveValue("20000");
  expect(problems.errors).toEqual([]);
});

test("a signed-in person picks a category and a subcategory on /sell and reaches the details", async ({
  page,
  request,
  baseURL,
  problems,
}) => {
  const person = await createAccount(request, String(baseURL));
  await logInWithEmail(page, person);
  await expect(page).toHaveURL("/");

  await page.goto("/sell");
  await expect(page.getByRole("heading", { name: "Choose a category" })).toBeVisible();
  await page.getByRole("button", { name: /^Cars/ }).click();
  await expect(page.getByRole("heading", { name: "Cars: choose a subcategory" })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("button", { name: "Back to categories" }).click();
  await expect(page.getByRole("heading", { name: "Choose a category" })).toBeVisible();
  await page.getByRole("button", { name: /^Mobiles/ }).click();
  await page.getByRole("button", { name: "Mobile Phones", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Include some details" })).toBeVisible();
  await expect(page.getByText("Step 1 of 6: Details")).toBeVisible();
  await expect(page.getByLabel("Ad title")).toBeVisible();
  await expectAccessible(page);
  expect(problems.errors).toEqual([]);
});

test.describe("every spec route without scripts", () => {
  // The pages anyone can open; each is whole as the server sends it (member pages: tests/e2e/routes.test.ts).
  const routes: [path: string, heading: RegExp][] = [
    ["/", /Mandi/],
    ["/products", /^All Products$/],
    ["/products?q=iphone", /^Search Results for "iphone"$/],
    ["/products/cars", /^Cars$/],
    ["/products/properties/for-rent-houses-apartments", /^For Rent: Houses & Apartments$/],
    ["/product/1", /^Maruti Suzuki Swift VXI 2019/],
    ["/sell", /^Post your ad$/],
    ["/post-success", /Congratulations/i],
    ["/about", /About/i],
    ["/contact", /Contact/i],
    ["/careers", /Careers/i],
    ["/legal", /^Terms & Privacy$/],
    ["/help", /Help/i],
    ["/sitemap", /Sitemap/i],
    ["/blog", /Blog/i],
    ["/location", /location/i],
    ["/login", /^Login$/],
    ["/signup", /Create Your Account/],
    ["/business", /for Businesses/],
    ["/store", /Welcome to Our Store/],
    ["/success", /Payment Successful!/],
  ];

  test("each page renders its heading and content", async ({ page, problems }) => {
    test.slow();
    for (const [path, heading] of routes) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole("heading", { level: 1 }).first(), path).toHaveText(heading);
    }
    expect(problems.errors).toEqual([]);
  });

  test("home: the category grid and a fresh ad lead on", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("region", { name: "All categories" }).getByRole("link", { name: "Jobs" }).click();
    await expect(page).toHaveURL("/products/jobs");
    await page.goto("/");
    const fresh = page.getByRole("region", { name: "Fresh recommendations" }).getByRole("article").first();
    const title = (await fresh.getByRole("heading").textContent()) ?? "";
    await fresh.getByRole("link").first().click();
    await expect(page).toHaveURL(/\/product\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title.trim());
  });

  test("products: sort, pagination and Reset Filters answer as links and forms", async ({ page }) => {
    await page.goto("/products?maxPrice=5000000");
    await page.getByLabel("Sort by").selectOption("price_desc");
    await page.getByRole("button", { name: "Sort" }).click();
    await expect(page).toHaveURL(/sort=price_desc/);
    await expect(page.getByLabel("Sort by")).toHaveValue("price_desc");
    const pagination = page.getByRole("navigation", { name: "Pagination" });
    if ((await pagination.count()) > 0) {
      await pagination.getByRole("link", { name: "Next" }).click();
      await expect(page).toHaveURL(/page=2/);
      await expect(pagination.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    }
    await page
      .getByRole("complementary", { name: "Filters" })
      .getByRole("link", { name: "Reset Filters" })
      .click();
    await expect(page).toHaveURL("/products");
  });

  test("product: the thumbnails show each photo and Contact Seller asks a visitor to log in", async ({
    page,
  }) => {
    await page.goto("/product/1");
    const second = page.getByRole("link", { name: /^Show picture 2 of/ });
    await second.click();
    await expect(page).toHaveURL(/#photo-2$/);
    await expect(page.getByRole("img", { name: /\(2 of \d+\)$/ })).toBeInViewport();
    // Copying the link needs the scripts; without them the control is not offered.
    await expect(page.getByRole("button", { name: "Copy link" })).toHaveCount(0);
    await page.getByRole("button", { name: "Contact Seller" }).click();
    await expect(page).toHaveURL(/\/login/);
  });

  test("location: the tabs are links and a city is chosen by a form", async ({ page }) => {
    await page.goto("/location");
    // Finding the person needs the browser's location service, so that button waits for the scripts.
    await expect(page.getByRole("button", { name: "Use my current location" })).toHaveCount(0);
    // Tabs with the scripts; each tab is a link to its own address without them.
    await page.getByRole("tab", { name: "All India" }).click();
    await expect(page).toHaveURL("/location?tab=all-india");
    await expect(page.getByRole("heading", { name: "Maharashtra", level: 3 })).toBeVisible();
    await page.getByRole("tab", { name: "Popular Cities" }).click();
    await page.getByRole("form", { name: "Popular Cities" }).getByRole("button", { name: "Pune" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("banner").getByRole("link", { name: "Location: PUNE" })).toBeVisible();
  });

  test("post success: both buttons are links", async ({ page }) => {
    await page.goto("/post-success");
    await page.getByRole("link", { name: "Post another Ad" }).click();
    await expect(page).toHaveURL("/sell");
    await page.goto("/post-success");
    await page.getByRole("link", { name: "Go to Homepage" }).click();
    await expect(page).toHaveURL("/");
  });
});

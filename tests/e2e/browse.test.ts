import type { BrowserContext, Page } from "@playwright/test";
import { expect, expectAccessible, type PageProblems, test } from "./support/fixtures";

/** A visitor who picked a location before: home does not prompt for one. */
async function chooseIndia(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: "mandi_location", value: "INDIA", url: baseURL ?? "" }]);
}

/** Lets entrance transitions end, so contrast is measured on what a person finally sees. */
async function settle(page: Page) {
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
  );
}

/** Chromium reports a 404 document as a failed resource; that is the point of the 404 test, not a problem. */
const withoutNotFoundNoise = (problems: PageProblems) =>
  problems.errors.filter((e) => !e.includes("status of 404"));

test("home shows the categories, 8 fresh recommendations and the app badges", async ({
  page,
  context,
  baseURL,
  problems,
}) => {
  await chooseIndia(context, baseURL);
  await page.goto("/");
  const categories = page.getByRole("region", { name: "All categories" });
  await expect(categories.getByRole("link")).toHaveCount(19);
  await expect(categories.getByRole("link", { name: "Cars" })).toHaveAttribute("href", "/products/cars");

  const fresh = page.getByRole("region", { name: "Fresh recommendations" });
  const cards = fresh.getByRole("article");
  await expect(cards).toHaveCount(8);
  await expect(cards.first().getByText(/₹[\d,]+|On request/)).toBeVisible();
  await expect(cards.first().getByRole("link", { name: "Save to favorites" })).toHaveAttribute(
    "href",
    "/login?redirectTo=%2F",
  );
  // Every card shows its own photo.
  const coverSources = await cards
    .locator("img")
    .evaluateAll((imgs) => imgs.map((i) => i.getAttribute("src")));
  expect(new Set(coverSources).size).toBe(coverSources.length);
  const cover = cards.first().locator("img");
  await expect(cover).toHaveAttribute("srcset", /\/media\/.+\/320\.webp 320w, .+\/640\.webp 640w/);
  await expect(cover).toHaveAttribute("loading", "eager");
  await expect(cards.last().locator("img")).toHaveAttribute("loading", "lazy");

  const promo = page.getByRole("region", { name: "Try the Mandi app" });
  await expect(promo.getByRole("link", { name: "Download on the App Store" })).toHaveAttribute(
    "href",
    "/app/app-store",
  );
  await expect(promo.getByRole("link", { name: "Get it on Google Play" })).toHaveAttribute(
    "href",
    "/app/google-play",
  );
  // A visitor with a location already set is not asked again.
  await page.waitForTimeout(1500);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expectAccessible(page);
  expect(problems.errors).toEqual([]);
});

test("a first visit asks for a location after a second; the default INDIA closes it for good", async ({
  page,
  problems,
}) => {
  await page.goto("/");
  const prompt = page.getByRole("dialog", { name: "Enhance Your Experience" });
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText("To show you relevant ads and listings, we need to know your location.");
  await expect(prompt.getByRole("button", { name: "Allow Location Access" })).toBeEnabled();
  await expect(prompt.getByRole("link", { name: "Select Location Manually" })).toHaveAttribute(
    "href",
    "/location",
  );
  await expectAccessible(page);

  // The choice is saved by a request in the background: reload once it is answered, not before.
  const saved = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/location"));
  await prompt.getByRole("button", { name: "Continue with default (INDIA)" }).click();
  await expect(prompt).toBeHidden();
  await expect(page.getByRole("banner").getByRole("link", { name: "Location: INDIA" })).toBeVisible();
  await saved;
  await page.reload();
  await page.waitForTimeout(1500);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(problems.errors).toEqual([]);
});

test("the location prompt finds the nearest city from the browser's position", async ({
  page,
  context,
  problems,
}) => {
  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation({ latitude: 18.5362, longitude: 73.8939 });
  await page.goto("/");
  const prompt = page.getByRole("dialog", { name: "Enhance Your Experience" });
  await prompt.getByRole("button", { name: "Allow Location Access" }).click();
  await expect(prompt).toBeHidden();
  await expect(page.getByText("Location Found!", { exact: true })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Location: PUNE, INDIA" })).toBeVisible();
  expect(problems.errors).toEqual([]);
});

test("/location: search a city, browse All India, choose Mumbai and see it in the header", async ({
  page,
  problems,
}) => {
  await page.goto("/location");
  await expect(page.getByRole("heading", { name: "Select Location", level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Use my current location" })).toBeEnabled();
  await expectAccessible(page);

  await page.getByLabel("Search city").fill("nagp");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\?q=nagp/);
  await expect(
    page.getByRole("form", { name: "Places matching nagp" }).getByRole("button").first(),
  ).toHaveText(/^Nagpur, Maharashtra/);

  await page.getByRole("tab", { name: "All India" }).click();
  await expect(page.getByRole("tab", { name: "All India" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { name: "Maharashtra", level: 3 })).toBeVisible();
  await expect(page.getByRole("tabpanel").getByRole("heading", { level: 3 })).toHaveCount(28);
  await expectAccessible(page);

  await page.getByRole("tab", { name: "Popular Cities" }).click();
  await page.getByRole("form", { name: "Popular Cities" }).getByRole("button", { name: "Mumbai" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("banner").getByRole("link", { name: "Location: MUMBAI" })).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(problems.errors).toEqual([]);
});

test("products: a filter, then a search, and the back button restores the filtered results", async ({
  page,
  context,
  baseURL,
  problems,
}) => {
  await chooseIndia(context, baseURL);
  // Other journeys may post ads on the same server: the API (the same search) says what to expect.
  const all = await (await page.request.get("/api/v1/listings")).json();
  const expected = await (await page.request.get("/api/v1/listings?maxPrice=20000")).json();
  await page.goto("/products");
  await expect(page.getByRole("heading", { name: "All Products", level: 1 })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "results" })).toHaveText(`${all.total} results`);
  await expectAccessible(page);

  const filters = page.getByRole("complementary", { name: "Filters" });
  await filters.getByLabel("Max price (₹)").fill("20000");
  await expect(filters.getByRole("slider", { name: "Maximum price" })).toHaveAttribute(
    "aria-valuenow",
    "20000",
  );
  await filters.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL("/products?maxPrice=20000");
  await expect(page.getByRole("status").filter({ hasText: "result" })).toHaveText(
    `${expected.total} results`,
  );
  await expect(page.getByRole("article")).toHaveCount(Math.min(expected.total, 24));

  await page.getByRole("link", { name: /^Search Cars/ }).click();
  await page.getByRole("dialog", { name: "Search" }).getByLabel("Search listings").fill("iph");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: 'Search Results for "iph"', level: 1 })).toBeVisible();
  await expect(page.getByRole("article").first()).toContainText("iPhone");

  await page.goBack();
  await expect(page).toHaveURL("/products?maxPrice=20000");
  await expect(page.getByRole("heading", { name: "All Products", level: 1 })).toBeVisible();
  await expect(filters.getByLabel("Max price (₹)")).toHaveValue("20000");
  await expect(page.getByRole("article")).toHaveCount(Math.min(expected.total, 24));

  await filters.getByRole("link", { name: "Reset Filters" }).click();
  await expect(page).toHaveURL("/products");
  await expect(page.getByRole("article")).toHaveCount(Math.min(all.total, 24));

  await page.getByLabel("Sort by").selectOption("price_asc");
  await expect(page).toHaveURL("/products?sort=price_asc");
  await page.getByRole("link", { name: "List view" }).click();
  await expect(page).toHaveURL("/products?sort=price_asc&view=list");
  await expect(page.getByLabel("Sort by")).toHaveValue("price_asc");
  await expectAccessible(page);
  expect(problems.errors).toEqual([]);
});

test("a category page from the home grid, filtered on a phone through the drawer", async ({
  page,
  context,
  baseURL,
  problems,
}) => {
  await chooseIndia(context, baseURL);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/");
  await page.getByRole("region", { name: "All categories" }).getByRole("link", { name: "Cars" }).click();
  await expect(page).toHaveURL("/products/cars");
  await expect(page.getByRole("heading", { name: "Cars", level: 1 })).toBeVisible();
  const cars = await page.getByRole("article").count();
  expect(cars).toBeGreaterThan(0);
  await expectAccessible(page);

  await page.getByRole("button", { name: "Filters" }).click();
  const drawer = page.getByRole("dialog", { name: "Filters" });
  await drawer.getByRole("link", { name: "Hatchbacks" }).click();
  await expect(page).toHaveURL("/products/cars/hatchbacks");
  await expect(page.getByRole("heading", { name: "Hatchbacks", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Filters" }).click();
  await drawer.getByLabel("Used").check();
  await drawer.getByRole("button", { name: "Apply" }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL("/products/cars/hatchbacks?condition=used");
  await expectAccessible(page);
  expect(problems.errors).toEqual([]);
});

test("product detail: photos, price, details and seller; Contact Seller asks to log in", async ({
  page,
  context,
  baseURL,
  problems,
}) => {
  await chooseIndia(context, baseURL);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/products/cars");
  await page.getByRole("link", { name: /Maruti Suzuki Swift/ }).click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Maruti Suzuki Swift/);
  await expect(page.getByText("₹5,45,000", { exact: true })).toBeVisible();
  await expect(page.getByText(/^Posted on \d{1,2} \w{3} \d{4}$/)).toBeVisible();
  const seller = page.getByRole("region", { name: "Seller" });
  await expect(seller).toContainText(/Member since \w+ \d{4}/);
  await expect(seller).toContainText(/other active ads/);
  await expect(page.getByRole("region", { name: "Details" })).toContainText("KM driven");
  await expect(
    page.getByRole("region", { name: "Share this ad" }).getByRole("link", { name: /WhatsApp/ }),
  ).toHaveAttribute("href", /^https:\/\/wa\.me\/\?text=/);

  const photos = page.getByRole("region", { name: /^Photos of/ });
  await photos.focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("link", { name: /^Show picture 2 of/ })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await expectAccessible(page);

  await page.getByRole("button", { name: "Copy link" }).click();
  await expect(page.getByText("Link copied", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Contact Seller" }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText("Please login first", { exact: true })).toBeVisible();
  await expect(
    page.getByText("You need to be logged in to contact a seller.", { exact: true }),
  ).toBeVisible();
  expect(problems.errors).toEqual([]);
});

test("an unknown product id shows Product Not Found", async ({ page, problems }) => {
  const response = await page.goto("/product/987654");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Product Not Found" })).toBeVisible();
  await expect(
    page.getByText("The product you are looking for does not exist or has been removed."),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Go back to listings" }).click();
  await expect(page).toHaveURL("/products");
  expect(withoutNotFoundNoise(problems)).toEqual([]);
});

test("the store shows every product as a card linking to its page", async ({ page, problems }) => {
  const all = await (await page.request.get("/api/v1/listings")).json();
  await page.goto("/store");
  await expect(page.getByRole("heading", { name: "Welcome to Our Store", level: 1 })).toBeVisible();
  const cards = page.getByRole("main").getByRole("listitem").getByRole("link");
  await expect(cards).toHaveCount(Math.min(all.total, 24));
  await expect(cards.first()).toHaveAttribute("href", /^\/product\/\d+$/);
  await expect(cards.first()).toContainText(/₹[\d,]+/);
  await settle(page);
  await expectAccessible(page);
  await cards.first().click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  expect(problems.errors).toEqual([]);
});

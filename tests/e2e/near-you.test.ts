import { expect as baseExpect } from "@playwright/test";
import { freshPerson, signedInPerson } from "./support/accounts";
import { distinctPhoto, uniqueTitle } from "./support/ads";
import { expect, expectAccessible, test } from "./support/fixtures";

// Issue 12: with a location that has a point, /products offers "within N km" and "Nearest first".

test("within 25 km narrows the results to the chosen town, and Nearest first orders them", async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const base = String(baseURL);
  const seller = await signedInPerson(browser, request, base, freshPerson("seller"));
  const word = uniqueTitle("Almirah").replace(/\s+/g, "");
  const post = async (title: string, city: string) => {
    const photo = await seller.page.request.post("/api/v1/photos", {
      multipart: { photo: await distinctPhoto() },
    });
    const res = await seller.page.request.post("/api/v1/listings", {
      data: {
        category: "furniture",
        subcategory: "sofa-dining",
        title,
        description: `Steel almirah with locker. ${word}`,
        price: 9000,
        photos: [(await photo.json()).photo.storageKey],
        city,
        sellerName: "Test Seller",
        sellerPhone: "98765 43210",
      },
    });
    baseExpect(res.status(), await res.text()).toBe(201);
  };
  // Pune's first, so "newest first" would put Mumbai's first.
  await post(`Almirah in Pune ${word}`, "Pune");
  await post(`Almirah in Mumbai ${word}`, "Mumbai");

  const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: "mandi_location", value: "PUNE%2C%20INDIA", url: base }]);
  const page = await context.newPage();
  await page.goto(`/products?q=${word}`);
  const results = page.getByRole("main");
  await expect(results.getByRole("link", { name: `Almirah in Pune ${word}` })).toBeVisible();
  await expect(results.getByRole("link", { name: `Almirah in Mumbai ${word}` })).toBeVisible();

  const filters = page.getByRole("complementary", { name: "Filters" });
  const distance = filters.getByRole("group", { name: "Distance from Pune" });
  await distance.getByRole("radio", { name: "Within 25 km" }).check();
  await filters.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/radius=25/);
  await expect(page.getByRole("status")).toContainText("1 result within 25 km of Pune");
  await expect(results.getByRole("link", { name: `Almirah in Mumbai ${word}` })).toHaveCount(0);
  await expect(results.getByRole("link", { name: `Almirah in Pune ${word}` })).toBeVisible();
  await expectAccessible(page);

  // Any distance again, nearest first: Pune before Mumbai, although Mumbai's ad is the newer.
  await page.goto(`/products?q=${word}`);
  await page.getByLabel("Sort by").selectOption("nearest");
  await expect(page).toHaveURL(/sort=nearest/);
  const cards = results.getByRole("link", { name: new RegExp(`Almirah in .* ${word}`) });
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toHaveText(`Almirah in Pune ${word}`);
  await expect(cards.nth(1)).toHaveText(`Almirah in Mumbai ${word}`);

  // The home page offers the same distances: within 25 km of Pune, Mumbai's newer ad is gone.
  await page.goto("/");
  const fresh = page.getByRole("region", { name: "Fresh recommendations" });
  await expect(fresh.getByRole("link", { name: `Almirah in Mumbai ${word}` })).toBeVisible();
  await page
    .getByRole("navigation", { name: "Distance from Pune" })
    .getByRole("link", { name: "Within 25 km" })
    .click();
  await expect(page).toHaveURL(/\/\?radius=25$/);
  await expect(fresh.getByRole("link", { name: `Almirah in Pune ${word}` })).toBeVisible();
  await expect(fresh.getByRole("link", { name: `Almirah in Mumbai ${word}` })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Within 25 km" })).toHaveAttribute("aria-current", "page");
  await expect(fresh.getByRole("link", { name: "View all" })).toHaveAttribute("href", "/products?radius=25");
  await expectAccessible(page);

  // With no town chosen (INDIA) there is nothing to measure from: neither is offered.
  await context.addCookies([{ name: "mandi_location", value: "INDIA", url: base }]);
  await page.goto(`/products?q=${word}`);
  await expect(page.getByRole("group", { name: /Distance from/ })).toHaveCount(0);
  await expect(page.getByLabel("Sort by").locator("option", { hasText: "Nearest first" })).toHaveCount(0);
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: /Distance from/ })).toHaveCount(0);
  await context.close();
  await seller.context.close();
});

import { freshPerson, signedInPerson, toast } from "./support/accounts";
import { expect, expectAccessible, hydrated, test } from "./support/fixtures";
import { inHindi, watchHydration } from "./support/hindi";

// Issue 14, Mandi in Hindi: a person who chose हिन्दी browses the results, filters them, searches, picks a
// location and keeps saved searches — every screen in Hindi, and the page the browser takes over says the same words
// the server drew (no hydration error).

test("a visitor browses, filters and searches the results in Hindi", async ({
  page,
  context,
  baseURL,
  problems,
}) => {
  // Six screens, each measured by axe: slow on a busy machine.
  test.slow();
  await inHindi(context, String(baseURL));
  const hydration = watchHydration(page);

  await page.goto("/products");
  await expect(page.locator("html")).toHaveAttribute("lang", /^hi/);
  await expect(page).toHaveTitle(/सभी प्रोडक्ट/);
  await expect(page.getByRole("heading", { level: 1, name: "सभी प्रोडक्ट" })).toBeVisible();
  const filters = page.getByRole("complementary", { name: "फ़िल्टर" });
  await expect(filters.getByRole("group", { name: "हालत" }).getByLabel("पुराना")).toBeVisible();
  await expect(filters.getByRole("navigation", { name: "कैटेगरी से फ़िल्टर करें" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /\d+\+? नतीजे/ })).toBeVisible();
  await expect(page.getByLabel("क्रम")).toContainText("सबसे नए पहले");
  await expect(page.getByRole("link", { name: "ग्रिड व्यू" })).toBeVisible();
  await expect(page.getByRole("article").first().getByRole("link", { name: "पसंदीदा में सेव करें" })).toBeVisible();
  await hydrated(page);
  await expectAccessible(page);

  // A price filter, applied with the Hindi button; the sort is chosen by its Hindi name.
  await filters.getByLabel("ज़्यादा से ज़्यादा दाम (₹)").fill("50000");
  await filters.getByRole("button", { name: "लागू करें" }).click();
  await expect(page).toHaveURL(/maxPrice=50000/);
  await page.getByLabel("क्रम").selectOption({ label: "दाम: कम से ज़्यादा" });
  await expect(page).toHaveURL(/sort=price_asc/);
  await filters.getByRole("link", { name: "फ़िल्टर हटाएँ" }).click();
  await expect(page).toHaveURL("/products");

  // A category page: its breadcrumb leads back to all products.
  await page.goto("/products/cars");
  const breadcrumb = page.getByRole("navigation", { name: "आप यहाँ हैं" });
  await expect(breadcrumb.getByRole("link", { name: "सभी प्रोडक्ट" })).toHaveAttribute("href", "/products");
  await expectAccessible(page);

  // A search nothing matches: the Hindi heading and empty state.
  const word = `zqxv${Date.now().toString(36)}`;
  await page.goto(`/products?q=${word}`);
  await expect(page.getByRole("heading", { level: 1, name: `"${word}" के खोज नतीजे` })).toBeVisible();
  await expect(page.getByRole("heading", { name: "कोई प्रोडक्ट नहीं मिला" })).toBeVisible();
  await expect(page.getByRole("link", { name: "कैटेगरी देखें" })).toHaveAttribute("href", "/#categories");
  await expect(page.getByRole("button", { name: "खोज सेव करें" })).toBeVisible();
  await expectAccessible(page);

  expect(hydration).toEqual([]);
  expect(problems.errors).toEqual([]);
});

test("on a phone the filters drawer and the search page speak Hindi", async ({
  page,
  context,
  baseURL,
  problems,
}) => {
  await inHindi(context, String(baseURL));
  const hydration = watchHydration(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/products");
  await hydrated(page);
  await page.getByRole("button", { name: "फ़िल्टर" }).click();
  const drawer = page.getByRole("dialog", { name: "फ़िल्टर" });
  await expect(drawer.getByRole("group", { name: "कब पोस्ट हुआ" }).getByLabel("पिछले 7 दिन")).toBeVisible();
  await expectAccessible(page);
  await drawer.getByRole("button", { name: "फ़िल्टर बंद करें" }).click();
  await expect(drawer).toBeHidden();

  await page.goto("/search");
  await expect(page).toHaveTitle(/खोजें/);
  await expect(page.getByRole("heading", { level: 1, name: "खोजें" })).toBeVisible();
  await expectAccessible(page);

  expect(hydration).toEqual([]);
  expect(problems.errors).toEqual([]);
});

test("a visitor picks a location in Hindi", async ({ page, context, baseURL, problems }) => {
  await inHindi(context, String(baseURL));
  const hydration = watchHydration(page);
  const word = `zqxv${Date.now().toString(36)}`;

  await page.goto("/location");
  await expect(page.getByRole("heading", { level: 1, name: "लोकेशन चुनें" })).toBeVisible();
  await expect(page.getByText("मौजूदा लोकेशन:")).toBeVisible();
  await expect(page.getByRole("button", { name: "पूरे भारत के विज्ञापन दिखाएँ" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "लोकप्रिय शहर" })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("शहर, इलाक़ा या पिन कोड खोजें").fill(word);
  await page.getByRole("button", { name: "खोजें", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: `“${word}” से कोई जगह नहीं मिली।` })).toBeVisible();
  await page.getByRole("tab", { name: "पूरा भारत" }).click();
  await expect(page.getByRole("button", { name: /^पूरा / }).first()).toBeVisible();

  expect(hydration).toEqual([]);
  expect(problems.errors).toEqual([]);
});

test("a member saves, switches off and deletes a search in Hindi", async ({ browser, request, baseURL }) => {
  const a = await signedInPerson(browser, request, String(baseURL), freshPerson("hindi-searcher"));
  await inHindi(a.context, String(baseURL));
  const hydration = watchHydration(a.page);

  await a.page.goto("/saved-searches");
  await expect(a.page.getByRole("heading", { level: 1, name: "सेव की गई खोजें" })).toBeVisible();
  await expect(a.page.getByText("अभी कोई सेव की गई खोज नहीं है")).toBeVisible();
  await expect(a.page.getByRole("link", { name: "विज्ञापन देखें" })).toHaveAttribute("href", "/products");
  await expectAccessible(a.page);

  const word = `almirah${Date.now().toString(36)}`;
  await a.page.goto(`/products?q=${word}`);
  await a.page.getByRole("button", { name: "खोज सेव करें" }).click();
  await expect(toast(a.page, "खोज सेव हो गई")).toBeVisible();
  await expect(a.page.getByRole("link", { name: "खोज सेव है" })).toHaveAttribute("href", "/saved-searches");

  await a.page.goto("/saved-searches");
  const item = a.page.getByRole("listitem").filter({ has: a.page.getByRole("heading", { name: word }) });
  await expect(item.getByText("0 नए")).toBeVisible();
  await expect(item.getByRole("list", { name: "फ़िल्टर" })).toBeVisible();
  await expectAccessible(a.page);

  await item.getByRole("button", { name: "अलर्ट चालू" }).click();
  await expect(toast(a.page, "अलर्ट बंद")).toBeVisible();
  await expect(item.getByRole("button", { name: "अलर्ट बंद" })).toHaveAttribute("aria-pressed", "false");

  await item.getByText("नाम बदलें", { exact: true }).click();
  await expect(item.getByLabel("नया नाम")).toHaveValue(word);

  await item.getByText("हटाएँ", { exact: true }).click();
  await expect(item.getByText("यह सेव की गई खोज हटाएँ?")).toBeVisible();
  await item.getByRole("button", { name: "हाँ, हटाएँ" }).click();
  await expect(toast(a.page, "सेव की गई खोज हटा दी गई")).toBeVisible();
  await expect(a.page.getByText("अभी कोई सेव की गई खोज नहीं है")).toBeVisible();

  expect(hydration).toEqual([]);
  expect(a.errors).toEqual([]);
  await a.context.close();
});

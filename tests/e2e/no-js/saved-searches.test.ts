import { chooseLocation, createAccount, freshPerson, logInWithEmail } from "../support/accounts";
import { expectAccessibleWithoutScripts as expectAccessible } from "../support/axe-without-scripts";
import { expect, test } from "../support/fixtures";

// Without JavaScript "Save search" is a plain form: a visitor is sent to log in and back, a member's search is
// saved and the server draws the toast; the saved searches page and its delete confirmation are forms too.

test("save a search and delete it with scripts off", async ({ browser, request, baseURL }) => {
  const base = String(baseURL);
  const context = await browser.newContext({ baseURL: base, javaScriptEnabled: false });
  await chooseLocation(context, base);
  const page = await context.newPage();
  const results = "/products/furniture?q=rosewood+divan";

  await page.goto(results);
  await page.getByRole("button", { name: "Save search" }).click();
  await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(results)}`);

  const person = await createAccount(request, base, freshPerson("nojs-saver"));
  await logInWithEmail(page, person, `/login?redirectTo=${encodeURIComponent(results)}`);
  await expect(page).toHaveURL(results);
  await page.getByRole("button", { name: "Save search" }).click();
  await expect(page).toHaveURL(results);
  await expect(page.getByRole("status").getByText("Search saved", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Search saved" }).click();

  await expect(page).toHaveURL("/saved-searches");
  await expect(page.getByRole("heading", { name: "rosewood divan in Furniture" })).toBeVisible();
  await expectAccessible(page);
  await page.getByText("Delete", { exact: true }).click();
  await page.getByRole("button", { name: "Yes, delete" }).click();
  await expect(page.getByText("No saved searches yet")).toBeVisible();
  await context.close();
});

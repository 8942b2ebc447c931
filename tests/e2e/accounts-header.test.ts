import { chooseLocation, createAccount, freshPerson, logInWithEmail, toast } from "./support/accounts";
import { expect, expectAccessible, test } from "./support/fixtures";

test.beforeEach(({ context, baseURL }) => chooseLocation(context, baseURL));

// Needs a screen where the header shows the avatar (md and up).
test.use({ viewport: { width: 1280, height: 800 } });

test.describe("Header account menu", () => {
  test("a visitor sees Login; a signed-in user the avatar menu, which logs out", async ({
    page,
    problems,
    request,
    baseURL,
  }) => {
    const person = await createAccount(request, String(baseURL), freshPerson("nisha"));
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Login" })).toBeVisible();

    await logInWithEmail(page, person);
    await expect(page).toHaveURL("/");
    const menuButton = header.getByRole("button", { name: `Account menu for ${person.name}` });
    await expect(header.getByRole("link", { name: "Login" })).toHaveCount(0);
    await menuButton.click();
    const menu = page.getByRole("menu");
    await expect(menu.getByRole("menuitem")).toHaveText([
      "Profile",
      "My Listings",
      "Favorites",
      "Saved searches",
      "Settings",
      "Log out",
    ]);
    await expectAccessible(page);
    await menu.getByRole("menuitem", { name: "My Listings" }).click();
    await expect(page).toHaveURL("/my-listings");

    await menuButton.click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await expect(page).toHaveURL("/");
    await expect(toast(page, "Logged Out")).toBeVisible();
    await expect(header.getByRole("link", { name: "Login" })).toBeVisible();
    expect(problems.errors).toEqual([]);
  });

  test("the menu works from the keyboard", async ({ page, problems, request, baseURL }) => {
    const person = await createAccount(request, String(baseURL));
    await logInWithEmail(page, person);
    await expect(page).toHaveURL("/");
    const menuButton = page
      .getByRole("banner")
      .getByRole("button", { name: `Account menu for ${person.name}` });
    await menuButton.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menuitem", { name: "Profile" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitem", { name: "My Listings" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitem", { name: "Favorites" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/favorites");
    expect(problems.errors).toEqual([]);
  });
});

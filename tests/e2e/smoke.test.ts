import { expect, expectAccessible, test } from "./support/fixtures";

test("home page renders with the logo", async ({ page, problems }) => {
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Mandi" }).first()).toBeVisible();
  await expectAccessible(page);
  expect(problems.errors).toEqual([]);
});

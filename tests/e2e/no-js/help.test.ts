import { chooseLocation } from "../support/accounts";
import { expectAccessibleWithoutScripts as expectAccessible } from "../support/axe-without-scripts";
import { expect, test } from "../support/fixtures";

// Without JavaScript (this project turns it off) each help question opens and closes its answer by itself, and the
// search is a GET form the server answers with the matching answers open.

test.beforeEach(({ context, baseURL }) => chooseLocation(context, baseURL));

test("a question opens and closes its answer, and a search shows the matching answers", async ({
  page,
  problems,
}) => {
  await page.goto("/help");
  const questions = page.getByRole("region", { name: "Frequently asked questions" }).locator("summary");
  await expect(questions).toHaveCount(5);
  const postAnAd = page.locator("summary", { hasText: "How do I post an ad?" });
  const answer = page.getByText(/add up to 12 photos/);

  await expect(answer).toBeHidden();
  await postAnAd.click();
  await expect(answer).toBeVisible();
  await postAnAd.press("Enter");
  await expect(answer).toBeHidden();
  await expectAccessible(page);

  await page.getByRole("searchbox", { name: "Search help articles" }).fill("safe");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL("/help?q=safe");
  await expect(page.getByRole("status")).toHaveText("1 answer for “safe”");
  await expect(page.getByText(/Meet in a busy public place/)).toBeVisible();
  await page.locator("summary", { hasText: "How do I stay safe when buying or selling?" }).click();
  await expect(page.getByText(/Meet in a busy public place/)).toBeHidden();
  expect(problems.errors).toEqual([]);
});

import { chooseLocation } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { holdScripts } from "../support/hold-scripts";

// A person on a slow line taps a help question before the page's scripts have arrived: its answer opens at once
// (each question is a native disclosure), and stays open and working once the scripts have run.

test.beforeEach(({ context, baseURL }) => chooseLocation(context, baseURL));

const POST_AN_AD = "How do I post an ad?";
const STAY_SAFE = "How do I stay safe when buying or selling?";

test("a question tapped before the scripts opens its answer, and the list still works once hydrated", async ({
  page,
  problems,
}) => {
  const scripts = await holdScripts(page);
  await page.goto("/help", { waitUntil: "domcontentloaded" });
  const question = (name: string) => page.locator("summary", { hasText: name });
  const postAnswer = page.getByText(/add up to 12 photos/);
  const safeAnswer = page.getByText(/Meet in a busy public place/);

  await expect(postAnswer).toBeHidden();
  await question(POST_AN_AD).click();
  await expect(postAnswer).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();

  await scripts.hydrated();
  await expect(postAnswer).toBeVisible();
  await question(STAY_SAFE).click();
  await expect(safeAnswer).toBeVisible();
  await expect(postAnswer).toBeVisible();
  await question(POST_AN_AD).click();
  await expect(postAnswer).toBeHidden();

  // The live filter still opens the matching answers.
  await page.getByRole("searchbox", { name: "Search help articles" }).fill("account");
  await expect(page.locator("summary")).toHaveCount(1);
  await expect(page.getByText(/Under Settings you can change your name/)).toBeVisible();
  expect(problems.errors).toEqual([]);
});

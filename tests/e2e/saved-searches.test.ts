import { freshPerson, signedInPerson, toast } from "./support/accounts";
import { postAd, uniqueTitle } from "./support/ads";
import { expect, expectAccessible, test } from "./support/fixtures";

// Issue 12, saved searches: A saves a search, B posts a matching ad, the background job tells A (notification
// centre), and A's saved searches count it as new until A opens the search. A uses a phone-width screen.

test("a saved search gets a notification when another member posts a matching ad", async ({
  browser,
  request,
  baseURL,
}) => {
  const base = String(baseURL);
  const a = await signedInPerson(browser, request, base, freshPerson("searcher"), {
    width: 390,
    height: 844,
  });
  const b = await signedInPerson(browser, request, base, freshPerson("poster"));
  // A word no other ad of this run has, so only B's ad matches.
  const word = `chesterfield${Date.now().toString(36)}`;

  await a.page.goto(`/products/furniture?q=${word}`);
  await expect(a.page.getByRole("heading", { level: 1, name: `Search Results for "${word}"` })).toBeVisible();
  await a.page.getByRole("button", { name: "Save search" }).click();
  await expect(toast(a.page, "Search saved")).toBeVisible();
  const savedLink = a.page.getByRole("link", { name: "Search saved" });
  await expect(savedLink).toHaveAttribute("href", "/saved-searches");

  await a.page.goto("/saved-searches");
  const name = `${word} in Furniture`;
  const item = a.page.getByRole("listitem").filter({ has: a.page.getByRole("heading", { name }) });
  await expect(item.getByText("0 new")).toBeVisible();
  await expect(item.getByRole("button", { name: "Alerts on" })).toBeVisible();
  await expectAccessible(a.page);

  const title = uniqueTitle(`Leather ${word} sofa`);
  const adId = await postAd(b.page, title);

  // Matching runs on the job queue, after the post has answered: A's notification centre shows it soon after.
  await expect(async () => {
    await a.page.goto("/notifications");
    await expect(a.page.getByText(`New ad for your search “${name}”`)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(a.page.getByText(title)).toBeVisible();

  await a.page.goto("/saved-searches");
  await expect(item.getByText("1 new")).toBeVisible();
  await item.getByRole("link", { name }).click();
  await expect(a.page).toHaveURL(`/products/furniture?q=${word}`);
  await expect(a.page.getByRole("link", { name: title })).toHaveAttribute("href", `/product/${adId}`);

  await a.page.goto("/saved-searches");
  await expect(item.getByText("0 new")).toBeVisible();
  expect(a.errors).toEqual([]);
  expect(b.errors).toEqual([]);
  await a.context.close();
  await b.context.close();
});

test("saved searches are renamed, switched off and deleted; the list says when there are none", async ({
  browser,
  request,
  baseURL,
}) => {
  const a = await signedInPerson(browser, request, String(baseURL), freshPerson("renamer"));
  await a.page.goto("/products?q=teak+almirah&maxPrice=20000");
  await a.page.getByRole("button", { name: "Save search" }).click();
  await expect(toast(a.page, "Search saved")).toBeVisible();

  await a.page.goto("/saved-searches");
  await expect(a.page.getByRole("heading", { name: "teak almirah" })).toBeVisible();
  await expect(a.page.getByText("Up to ₹20,000")).toBeVisible();
  await a.page.getByText("Rename", { exact: true }).click();
  await a.page.getByLabel("New name").fill("Almirah for the bedroom");
  await a.page.getByRole("button", { name: "Save name" }).click();
  await expect(a.page.getByRole("heading", { name: "Almirah for the bedroom" })).toBeVisible();

  await a.page.getByRole("button", { name: "Alerts on" }).click();
  await expect(a.page.getByRole("button", { name: "Alerts off" })).toHaveAttribute("aria-pressed", "false");

  await a.page.getByText("Delete", { exact: true }).click();
  await a.page.getByRole("button", { name: "Yes, delete" }).click();
  await expect(a.page.getByText("No saved searches yet")).toBeVisible();
  await expectAccessible(a.page);
  expect(a.errors).toEqual([]);
  await a.context.close();
});

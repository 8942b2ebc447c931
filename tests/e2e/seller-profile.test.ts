import { chooseLocation, createAccount, freshPerson, logInWithEmail } from "./support/accounts";
import { postAd, uniqueTitle } from "./support/ads";
import { expect, expectAccessible, test } from "./support/fixtures";

// Issue 11, trust signals: a buyer looks at who sells before writing to them.

test("a buyer follows the seller link from an ad to the seller's profile", async ({
  browser,
  page,
  request,
  baseURL,
  problems,
}) => {
  const base = String(baseURL);
  const seller = await createAccount(request, base, freshPerson("seller"));
  const context = await browser.newContext({ baseURL: base });
  await chooseLocation(context, base);
  const sellerPage = await context.newPage();
  await logInWithEmail(sellerPage, seller);
  await expect(sellerPage).toHaveURL("/");
  const title = uniqueTitle("Teak wood dining table");
  const listingId = await postAd(sellerPage, title);
  await context.close();

  // The buyer, a visitor, opens the ad and follows the seller card's link.
  await chooseLocation(page.context(), base);
  await page.goto(`/product/${listingId}`);
  await page.getByRole("region", { name: "Seller" }).getByRole("link", { name: "View profile" }).click();
  await expect(page).toHaveURL(/\/seller\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(seller.name);
  await expect(page).toHaveTitle(`${seller.name} – Seller profile | Mandi`);
  const summary = page.getByRole("region", { name: seller.name });
  await expect(summary.getByText(/^Member since [A-Z][a-z]+ \d{4}$/)).toBeVisible();
  await expect(summary.getByRole("list", { name: "Badges" }).getByText("Verified phone")).toBeVisible();
  await expect(summary.getByText("Mumbai")).toBeVisible();
  // A new seller has no chats yet: no response figures rather than a misleading one, and no ratings yet.
  const main = page.getByRole("main");
  await expect(main.getByText(/Usually replies|Replies to/)).toHaveCount(0);
  await expect(main.getByText(/★ · \d+ ratings?/)).toHaveCount(0);
  await expect(page.getByRole("region", { name: /Ratings/ }).getByText(/^No ratings yet\./)).toBeVisible();

  const ads = page.getByRole("region", { name: /Active ads/ });
  await expect(ads.getByRole("heading", { name: title })).toBeVisible();
  await expectAccessible(page);

  await ads.getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(`/product/${listingId}`);
  expect(problems.errors).toEqual([]);
});

test("an unknown seller is the site's not-found page", async ({ page }) => {
  const res = await page.goto("/seller/no-such-member");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found", level: 1 })).toBeVisible();
});

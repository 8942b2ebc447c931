import type { Page } from "@playwright/test";
import { chooseLocation, createAccount, freshPerson, logInWithEmail } from "../support/accounts";
import { postAd, uniqueTitle } from "../support/ads";
import { expectAccessibleWithoutScripts as expectAccessible } from "../support/axe-without-scripts";
import { expect, test } from "../support/fixtures";

// Without JavaScript "Rate {name}" in the chat and "Report" under a rating on a profile are native <details>
// holding plain forms: each posts and comes back with a toast the server draws.

/** The toast the server draws into the page after a redirect (the live toaster's region needs JavaScript). */
const toast = (page: Page, text: string) => page.getByRole("status").getByText(text, { exact: true });

test("rate after an accepted offer and report that rating, all with scripts off", async ({
  page,
  browser,
  request,
  baseURL,
  problems,
}) => {
  const base = String(baseURL);
  await chooseLocation(page.context(), base);
  const seller = await createAccount(request, base, freshPerson("seller"));
  await logInWithEmail(page, seller);
  await expect(page).toHaveURL("/");
  const title = uniqueTitle("No-JS rated sofa");
  const adId = await postAd(page, title, { price: 9000 });

  const buyerContext = await browser.newContext({ baseURL: base, javaScriptEnabled: false });
  await chooseLocation(buyerContext, base);
  const buyerPage = await buyerContext.newPage();
  const buyer = await createAccount(request, base, freshPerson("buyer"));
  await logInWithEmail(buyerPage, buyer);
  await expect(buyerPage).toHaveURL("/");

  // The deal, the way the mobile app makes one: a conversation, an offer, the seller's acceptance.
  const started = await buyerPage.request.post("/api/v1/conversations", {
    data: { listingId: adId, subject: title, body: "Hello, is the sofa still there?" },
  });
  expect(started.status(), await started.text()).toBe(201);
  const conversationId = (await started.json()).conversationId as number;
  const offered = await buyerPage.request.post(`/api/v1/conversations/${conversationId}/offers`, {
    data: { amount: 8500 },
  });
  expect(offered.status(), await offered.text()).toBe(201);
  const offerId = (await offered.json()).message.offer.id as number;
  const accepted = await page.request.post(
    `/api/v1/conversations/${conversationId}/offers/${offerId}/answer`,
    {
      data: { answer: "accept" },
    },
  );
  expect(accepted.status(), await accepted.text()).toBe(200);

  const chat = `/messages/${conversationId}`;
  await page.goto(chat);
  await page.getByText(`Rate ${buyer.name}`, { exact: true }).click();
  await page.getByRole("radio", { name: "4 stars" }).check();
  await page.getByRole("textbox", { name: /A few words/ }).fill("Paid on time, a little late to pick up.");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Send rating" }).click();
  await expect(page).toHaveURL(`${chat}#latest`);
  await expect(toast(page, "Rating sent")).toBeVisible();
  await expect(page.getByText(`You rated ${buyer.name} ★4`)).toBeVisible();
  await expect(page.getByText(`Rate ${buyer.name}`, { exact: true })).toHaveCount(0);

  // The buyer opens the notification, reads it on their profile and reports it: a missing detail is asked for
  // first (a 422 page, in the buyer's own browser).
  await buyerPage.goto("/notifications");
  await buyerPage.getByRole("button", { name: "Seller rated you ★4" }).click();
  await expect(buyerPage.getByRole("link", { name: "4.0 ★ · 1 rating" })).toBeVisible();
  const rating = buyerPage
    .getByRole("listitem")
    .filter({ hasText: "Paid on time, a little late to pick up." });
  await expect(rating).toContainText("by Seller · as buyer");
  await rating.locator("summary", { hasText: "Report" }).click();
  await rating.getByRole("radio", { name: "Other" }).check();
  await rating.getByRole("button", { name: "Send report" }).click();
  await expect(buyerPage.getByText("Please tell us what is wrong with it.")).toBeVisible();
  await expect(rating.getByRole("radio", { name: "Other" })).toBeChecked();
  await expectAccessible(buyerPage);
  await rating.getByRole("textbox", { name: "Details" }).fill("I was there before the time we agreed.");
  await rating.getByRole("button", { name: "Send report" }).click();
  await expect(toast(buyerPage, "Thanks — our team will review it")).toBeVisible();
  await expect(rating.getByText("You reported this rating.")).toBeVisible();
  await expectAccessible(buyerPage);

  await buyerContext.close();
  expect(problems.errors).toEqual([]);
});

test("a sale the seller marked: the buyer confirms it with scripts off, then the seller may rate", async ({
  page,
  browser,
  request,
  baseURL,
  problems,
}) => {
  // Issue 25 §7: the buyer's "Yes, I bought it" is a plain form like every other control of the chat.
  const base = String(baseURL);
  await chooseLocation(page.context(), base);
  const seller = await createAccount(request, base, freshPerson("seller"));
  await logInWithEmail(page, seller);
  await expect(page).toHaveURL("/");
  const title = uniqueTitle("No-JS sold cot");
  const adId = await postAd(page, title, { price: 9000 });

  const buyerContext = await browser.newContext({ baseURL: base, javaScriptEnabled: false });
  await chooseLocation(buyerContext, base);
  const buyerPage = await buyerContext.newPage();
  const buyer = await createAccount(request, base, freshPerson("buyer"));
  await logInWithEmail(buyerPage, buyer);
  await expect(buyerPage).toHaveURL("/");
  const started = await buyerPage.request.post("/api/v1/conversations", {
    data: { listingId: adId, subject: title, body: "Is the cot still there?" },
  });
  expect(started.status(), await started.text()).toBe(201);
  const chat = `/messages/${(await started.json()).conversationId}`;

  await page.goto(chat);
  await page.getByText(`Mark as sold to ${buyer.name}`).click();
  await page.getByRole("button", { name: "Mark as sold", exact: true }).click();
  await expect(toast(page, "Marked as sold")).toBeVisible();
  await expect(
    page.getByText(`You can rate ${buyer.name} once they confirm here that they bought it.`),
  ).toBeVisible();
  await expect(page.getByText(`Rate ${buyer.name}`, { exact: true })).toHaveCount(0);

  await buyerPage.goto(chat);
  await expectAccessible(buyerPage);
  await buyerPage.getByRole("button", { name: "Yes, I bought it" }).click();
  await expect(buyerPage).toHaveURL(`${chat}#latest`);
  await expect(toast(buyerPage, "Thanks for confirming")).toBeVisible();
  await expect(buyerPage.getByRole("button", { name: "Yes, I bought it" })).toHaveCount(0);

  await page.goto(chat);
  await page.getByText(`Rate ${buyer.name}`, { exact: true }).click();
  await page.getByRole("radio", { name: "5 stars" }).check();
  await page.getByRole("button", { name: "Send rating" }).click();
  await expect(toast(page, "Rating sent")).toBeVisible();
  await buyerContext.close();
  expect(problems.errors).toEqual([]);
});

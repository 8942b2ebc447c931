import type { Page } from "@playwright/test";
import { chooseLocation, createAccount, freshPerson, logInWithEmail } from "../support/accounts";
import { postAd } from "../support/ads";
import { expectAccessibleWithoutScripts as expectAccessible } from "../support/axe-without-scripts";
import { expect, test } from "../support/fixtures";

// Without JavaScript "Report this ad" is a native <details> holding a plain form: it posts, the server answers
// with field messages (what was typed kept) or sends the member back to the ad with the acknowledgement.

/** The toast the server draws into the page after a redirect (the live toaster's region needs JavaScript). */
const toast = (page: Page, text: string) => page.getByRole("status").getByText(text, { exact: true });

test("report an ad with scripts off: a field message keeps what was typed, then the acknowledgement", async ({
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
  const adId = await postAd(page, `No-JS report sofa ${Date.now()}`);

  const buyerContext = await browser.newContext({ baseURL: base, javaScriptEnabled: false });
  await chooseLocation(buyerContext, base);
  const buyerPage = await buyerContext.newPage();
  const buyer = await createAccount(request, base, freshPerson("buyer"));
  await logInWithEmail(buyerPage, buyer);
  await expect(buyerPage).toHaveURL("/");
  await buyerPage.goto(`/product/${adId}`);

  await buyerPage.getByText("Report this ad").click();
  const reasons = buyerPage.getByRole("group", { name: "Why are you reporting this ad?" });
  await reasons.getByRole("radio", { name: "Other" }).check();
  await buyerPage.getByRole("textbox", { name: "Details" }).fill("   ");
  await buyerPage.getByRole("button", { name: "Send report" }).click();
  await expect(buyerPage.getByText("Please tell us what is wrong with it.")).toBeVisible();
  await expect(reasons.getByRole("radio", { name: "Other" })).toBeChecked();
  await expectAccessible(buyerPage);

  await reasons.getByRole("radio", { name: "Fraud or scam" }).check();
  await buyerPage.getByRole("textbox", { name: "Details" }).fill("Wants a courier charge paid first.");
  await buyerPage.getByRole("button", { name: "Send report" }).click();
  await expect(buyerPage).toHaveURL(`/product/${adId}`);
  await expect(toast(buyerPage, "Thanks — our team will review it")).toBeVisible();
  await expect(buyerPage.getByText("You reported this ad.")).toBeVisible();
  await expect(buyerPage.getByText("Report this ad")).toHaveCount(0);
  await expectAccessible(buyerPage);

  await buyerPage.reload();
  await expect(buyerPage.getByText("You reported this ad.")).toBeVisible();
  await buyerContext.close();
  expect(problems.errors).toEqual([]);
});

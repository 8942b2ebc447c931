import { chooseLocation, createAccount, freshPerson, logInWithEmail } from "./support/accounts";
import { postAd } from "./support/ads";
import { expect, expectAccessible, hydrated, test } from "./support/fixtures";

// Issue 11: a buyer reports someone else's ad once, from the ad's page; its seller is offered no such thing.

test("a buyer reports an ad: the reasons, Other needs words, the acknowledgement, then “You reported this ad”", async ({
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
  const adId = await postAd(page, `Report-me sofa ${Date.now()}`);
  await page.goto(`/product/${adId}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Report-me sofa");
  await expect(page.getByText("Report this ad")).toHaveCount(0);

  const buyerContext = await browser.newContext({ baseURL: base });
  await chooseLocation(buyerContext, base);
  const buyerPage = await buyerContext.newPage();
  buyerPage.on("pageerror", (err) => problems.errors.push(err.message));
  const buyer = await createAccount(request, base, freshPerson("buyer"));
  await logInWithEmail(buyerPage, buyer);
  await expect(buyerPage).toHaveURL("/");
  await buyerPage.goto(`/product/${adId}`);
  await hydrated(buyerPage);

  await buyerPage.getByText("Report this ad").click();
  const reasons = buyerPage.getByRole("group", { name: "Why are you reporting this ad?" });
  await expect(reasons.getByRole("radio")).toHaveCount(7);
  await expectAccessible(buyerPage);

  // "Other" without a word is refused in place, with what was chosen kept.
  await reasons.getByRole("radio", { name: "Other" }).check();
  await buyerPage.getByRole("button", { name: "Send report" }).click();
  await expect(buyerPage.getByText("Please tell us what is wrong with it.")).toBeVisible();
  await expect(buyerPage.getByRole("textbox", { name: "Details" })).toHaveAttribute("aria-invalid", "true");
  await expect(reasons.getByRole("radio", { name: "Other" })).toBeChecked();

  await reasons.getByRole("radio", { name: "Fraud or scam" }).check();
  await buyerPage
    .getByRole("textbox", { name: "Details" })
    .fill("Asks for an advance by UPI before showing it.");
  await buyerPage.getByRole("button", { name: "Send report" }).click();
  await expect(buyerPage.getByText("Thanks — our team will review it").first()).toBeVisible();
  await expect(buyerPage.getByRole("button", { name: "Send report" })).toHaveCount(0);
  await expectAccessible(buyerPage);

  await buyerPage.reload();
  await expect(buyerPage.getByText("You reported this ad.")).toBeVisible();
  await expect(buyerPage.getByText("Report this ad")).toHaveCount(0);

  // The API tells the same member the same thing: the first report stands.
  const again = await buyerPage.request.post("/api/v1/reports", {
    data: { listingId: adId, reason: "Duplicate ad" },
  });
  expect(again.status()).toBe(200);
  expect(await again.json()).toEqual({
    acknowledged: "Thanks — our team will review it",
    alreadyReported: true,
  });
  await buyerContext.close();
  expect(problems.errors).toEqual([]);
});

test("a visitor who sends a report is asked to log in and comes back to the ad", async ({
  page,
  browser,
  request,
  baseURL,
  problems,
}) => {
  const base = String(baseURL);
  const sellerContext = await browser.newContext({ baseURL: base });
  await chooseLocation(sellerContext, base);
  const sellerPage = await sellerContext.newPage();
  const seller = await createAccount(request, base, freshPerson("seller"));
  await logInWithEmail(sellerPage, seller);
  await expect(sellerPage).toHaveURL("/");
  const adId = await postAd(sellerPage, `Visitor-report sofa ${Date.now()}`);
  await sellerContext.close();

  await chooseLocation(page.context(), base);
  await page.goto(`/product/${adId}`);
  await hydrated(page);
  await page.getByText("Report this ad").click();
  await page.getByRole("radio", { name: "Prohibited item" }).check();
  await page.getByRole("button", { name: "Send report" }).click();
  await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(`/product/${adId}`)}`);

  const buyer = await createAccount(request, base, freshPerson("buyer"));
  await page.getByRole("link", { name: "Continue with Email" }).click();
  await page.getByLabel("E-mail").fill(buyer.email);
  await page.getByLabel("Password", { exact: true }).fill(buyer.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(`/product/${adId}`);
  await expect(page.getByText("Report this ad")).toBeVisible();
  expect(problems.errors).toEqual([]);
});

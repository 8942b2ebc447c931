import { chooseLocation, createAccount, freshPerson, logInWithEmail } from "./support/accounts";
import { postAd, uniqueTitle } from "./support/ads";
import { expect, expectAccessible, hydrated, test } from "./support/fixtures";

// Issue 27 §5: on a phone, the app's sections in a bottom bar of server-drawn links (Home, Chats with its unread
// count, Sell, My Ads, Account), and the ☰ menu with My Ads, Favorites, Saved searches and the language switch.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const TABS = [
  { name: "Home", url: "/" },
  { name: "Chats", url: "/messages" },
  { name: "Sell", url: "/sell" },
  { name: "My Ads", url: "/my-listings" },
  { name: "Account", url: "/profile" },
];

test("a seller taps through the bottom bar, sees a buyer's unread message on Chats, and switches to Hindi from the menu", async ({
  page,
  browser,
  baseURL,
  problems,
}) => {
  await chooseLocation(page.context(), baseURL);
  const seller = await createAccount(page.request, String(baseURL), freshPerson("seller"));
  await logInWithEmail(page, seller);
  await expect(page).toHaveURL("/");
  const listingId = await postAd(page, uniqueTitle("Teak sofa"));

  // A buyer writes about the ad: the seller's Chats tab counts it, drawn by the server.
  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  await chooseLocation(buyerContext, baseURL);
  const buyerAccount = freshPerson("buyer");
  await createAccount(buyer.request, String(baseURL), buyerAccount);
  await logInWithEmail(buyer, buyerAccount);
  await expect(buyer).toHaveURL("/");
  const sent = await buyer.request.post("/api/v1/conversations", {
    data: { listingId, subject: "About your sofa", body: "Is it still available?" },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await buyerContext.close();

  await page.goto("/");
  const bar = page.getByRole("navigation", { name: "Sections" });
  await expect(bar).toBeVisible();
  await expect(bar.getByRole("link", { name: /^Chats.*1 unread$/ })).toBeVisible();
  await expect(bar.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");

  // Every tab is a thumb-sized target, and the end of the page is not hidden under the bar.
  for (const link of await bar.getByRole("link").all()) {
    const box = await link.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
  }
  const barBox = await bar.boundingBox();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const footerEnd = await page.getByRole("contentinfo").evaluate((el) => el.getBoundingClientRect().bottom);
  expect(footerEnd).toBeLessThanOrEqual(barBox?.y ?? 0);
  await expectAccessible(page);

  await hydrated(page);
  for (const { name, url } of TABS.slice(1)) {
    await bar.getByRole("link", { name: new RegExp(`^${name}`) }).tap();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    if (url === "/sell") {
      // The sell form's steps are at the bottom of the screen: no bar there.
      await expect(bar).toBeHidden();
      await page.goBack();
      continue;
    }
    await expect(bar.getByRole("link", { name: new RegExp(`^${name}`) })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expectAccessible(page);
  }
  await bar.getByRole("link", { name: "Home" }).tap();
  await expect(page).toHaveURL("/");

  // The ☰ menu: the seller's own pages and the language.
  await page.getByRole("button", { name: /^Open menu/ }).tap();
  const menu = page.getByRole("dialog");
  for (const name of ["My Ads", "Favorites", "Saved searches"])
    await expect(menu.getByRole("link", { name })).toBeVisible();
  const language = menu.getByRole("button", { name: "Change language: हिन्दी" });
  const box = await language.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
  await language.tap();
  await expect(page.locator("html")).toHaveAttribute("lang", /^hi/);
  const hindiBar = page.getByRole("navigation", { name: "विभाग" });
  for (const name of ["होम", "चैट", "बेचें", "मेरे विज्ञापन", "खाता"])
    await expect(hindiBar.getByRole("link", { name: new RegExp(`^${name}`) })).toBeVisible();
  await expectAccessible(page);

  expect(problems.errors).toEqual([]);
});

test("the bottom bar's links work before the scripts arrive", async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  await chooseLocation(context, baseURL);
  const page = await context.newPage();
  await page.goto("/products");
  const bar = page.getByRole("navigation", { name: "Sections" });
  await bar.getByRole("link", { name: "Home" }).tap();
  await expect(page).toHaveURL("/");
  await expect(bar.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
  // A visitor's Chats leads to the login page, as the header's Messages does.
  await bar.getByRole("link", { name: "Chats" }).tap();
  await expect(page).toHaveURL(/\/login/);
  await context.close();
});

import type { Page } from "@playwright/test";
import { freshPerson, lastLink, signedInPerson, toast } from "./support/accounts";
import { postAd, uniqueTitle } from "./support/ads";
import { expect, expectAccessible, test } from "./support/fixtures";

// Issue 11: after an accepted offer both sides rate each other and the seller's profile shows it; a rating reported
// from a profile reaches the moderator (ADMIN_EMAILS in playwright.config.ts), who hides it.

const ADMIN_EMAIL = "ratings.moderator@example.in";
const offerBar = (page: Page) => page.getByRole("region", { name: "Offer" });

/** Opens "Rate {name}" in the chat, gives `stars` and a few words, and sends it. */
async function rate(page: Page, name: string, stars: number, words: string) {
  await page.getByText(`Rate ${name}`, { exact: true }).click();
  await page.getByRole("radio", { name: `${stars} stars` }).check();
  await page.getByRole("textbox", { name: /A few words/ }).fill(words);
  await expectAccessible(page);
  await page.getByRole("button", { name: "Send rating" }).click();
  await expect(page.getByText(`You rated ${name} ★${stars}`)).toBeVisible();
}

test("after an accepted offer both sides rate each other; the profile shows it; a reported rating is hidden", async ({
  browser,
  request,
  baseURL,
}) => {
  // Three members sign in, make a deal, rate, report and moderate, with axe on five screens: slow on a busy machine.
  test.slow();
  const base = String(baseURL);
  const seller = await signedInPerson(browser, request, base, freshPerson("seller"));
  // The buyer on a phone: the rate form stays compact there.
  const buyer = await signedInPerson(browser, request, base, freshPerson("buyer"), {
    width: 360,
    height: 740,
  });
  const title = uniqueTitle("Teak dining table");
  const adId = await postAd(seller.page, title, { price: 14000 });
  const praise = `Honest seller, table exactly as shown ${Date.now()}`;
  const complaint = `Came two hours late and haggled at the door ${Date.now()}`;

  // The buyer writes, offers ₹13,000; the seller accepts.
  const started = await buyer.page.request.post("/api/v1/conversations", {
    data: { listingId: adId, subject: title, body: "Hello, is the table still there?" },
  });
  expect(started.status(), await started.text()).toBe(201);
  const chat = `/messages/${(await started.json()).conversationId}`;
  await buyer.page.goto(chat);
  // No deal yet: nothing to rate.
  await expect(buyer.page.getByText(`Rate ${seller.account.name}`)).toHaveCount(0);
  await buyer.page.getByText("Make an offer").click();
  await buyer.page.getByLabel("Your offer").fill("13000");
  await buyer.page.getByRole("button", { name: "Send offer" }).click();
  await expect(toast(buyer.page, "Offer sent")).toBeVisible();
  await seller.page.goto(chat);
  await expect(offerBar(seller.page)).toContainText(`${buyer.account.name} offers ₹13,000`);
  await seller.page.getByRole("button", { name: "Accept", exact: true }).click();
  await expect(toast(seller.page, "Offer accepted")).toBeVisible();

  // Each side rates the other once.
  await buyer.page.reload();
  await rate(buyer.page, seller.account.name, 5, praise);
  await expect(buyer.page.getByText(`Rate ${seller.account.name}`)).toHaveCount(0);
  await rate(seller.page, buyer.account.name, 2, complaint);

  // The seller's profile, reached from the ad, shows the average and the buyer's words.
  await buyer.page.goto(`/product/${adId}`);
  const sellerCard = buyer.page.getByRole("region", { name: "Seller" });
  await expect(sellerCard.getByRole("link", { name: "5.0 ★ · 1 rating" })).toBeVisible();
  await sellerCard.getByRole("link", { name: "View profile" }).click();
  await expect(buyer.page.getByRole("heading", { name: seller.account.name, level: 1 })).toBeVisible();
  await expect(buyer.page.getByRole("link", { name: "5.0 ★ · 1 rating" })).toBeVisible();
  const ratings = buyer.page.getByRole("region", { name: /Ratings/ });
  const theirs = ratings.getByRole("listitem").filter({ hasText: praise });
  await expect(theirs.getByRole("img", { name: "5 out of 5 stars" })).toBeVisible();
  await expect(theirs).toContainText("by Buyer · as seller");
  // Nobody reports their own rating.
  await expect(theirs.locator("summary")).toHaveCount(0);
  await expectAccessible(buyer.page);

  // The buyer is told of the seller's rating, opens it on their own profile and reports it.
  await buyer.page.goto("/notifications");
  await buyer.page.getByRole("button", { name: "Seller rated you ★2" }).click();
  await expect(buyer.page.getByRole("heading", { name: buyer.account.name, level: 1 })).toBeVisible();
  await expect(buyer.page.getByRole("link", { name: "2.0 ★ · 1 rating" })).toBeVisible();
  const aboutMe = buyer.page.getByRole("listitem").filter({ hasText: complaint });
  await expect(aboutMe).toContainText("by Seller · as buyer");
  await aboutMe.locator("summary", { hasText: "Report" }).click();
  await aboutMe.getByRole("radio", { name: "Offensive or abusive" }).check();
  await aboutMe.getByRole("textbox", { name: "Details" }).fill("We met on time; this is not what happened.");
  await expectAccessible(buyer.page);
  await aboutMe.getByRole("button", { name: "Send report" }).click();
  await expect(toast(buyer.page, "Report sent")).toBeVisible();
  await expect(aboutMe.getByText("You reported this rating.")).toBeVisible();

  // The moderator (a verified e-mail in ADMIN_EMAILS) finds it under Ratings and hides it.
  const admin = await signedInPerson(browser, request, base, { ...freshPerson("admin"), email: ADMIN_EMAIL });
  await admin.page.goto(await lastLink(admin.page, ADMIN_EMAIL, "verify-email"));
  await admin.page.goto("/admin");
  await admin.page
    .getByRole("navigation", { name: "Moderation" })
    .getByRole("link", { name: "Ratings", exact: true })
    .click();
  await expect(admin.page).toHaveURL("/admin/ratings");
  await expect(admin.page.getByRole("heading", { name: "Reported ratings", level: 1 })).toBeVisible();
  const item = admin.page.getByRole("article").filter({ hasText: complaint });
  await expect(item.getByRole("heading")).toHaveText(
    `Rating of ${buyer.account.name} by ${seller.account.name}`,
  );
  await expect(item.getByText("Offensive or abusive")).toBeVisible();
  await expect(item.getByText("We met on time; this is not what happened.")).toBeVisible();
  await expectAccessible(admin.page);
  await item.getByRole("button", { name: /Hide rating/ }).click();
  await expect(toast(admin.page, "Rating hidden")).toBeVisible();
  await expect(admin.page.getByRole("article").filter({ hasText: complaint })).toHaveCount(0);

  // Gone from the buyer's profile, its average and count; the seller's stays.
  await buyer.page.reload();
  await expect(buyer.page.getByText(complaint)).toHaveCount(0);
  await expect(buyer.page.getByText("No ratings yet.")).toBeVisible();
  await seller.page.goto(`/product/${adId}`);
  await seller.page.getByRole("link", { name: "View profile" }).click();
  await expect(seller.page.getByText(praise)).toBeVisible();

  for (const who of [seller, buyer, admin]) {
    expect(who.errors).toEqual([]);
    await who.context.close();
  }
});

test("marked sold by the seller alone: the seller rates the buyer only after the buyer confirms buying it", async ({
  browser,
  request,
  baseURL,
}) => {
  // Issue 25 §7: marking an ad sold to whoever wrote must not let a seller rate them.
  const base = String(baseURL);
  const seller = await signedInPerson(browser, request, base, freshPerson("seller"));
  const buyer = await signedInPerson(browser, request, base, freshPerson("buyer"), {
    width: 360,
    height: 740,
  });
  const title = uniqueTitle("Brass lamp");
  const adId = await postAd(seller.page, title, { price: 14000 });
  const started = await buyer.page.request.post("/api/v1/conversations", {
    data: { listingId: adId, subject: title, body: "Is the lamp still there?" },
  });
  expect(started.status(), await started.text()).toBe(201);
  const chat = `/messages/${(await started.json()).conversationId}`;

  await seller.page.goto(chat);
  await seller.page.getByText(`Mark as sold to ${buyer.account.name}`).click();
  await seller.page.getByRole("button", { name: "Mark as sold", exact: true }).click();
  await expect(toast(seller.page, "Marked as sold")).toBeVisible();
  await expect(
    seller.page.getByText(`You can rate ${buyer.account.name} once they confirm here that they bought it.`),
  ).toBeVisible();
  await expect(seller.page.getByText(`Rate ${buyer.account.name}`, { exact: true })).toHaveCount(0);

  await buyer.page.goto(chat);
  await expect(
    buyer.page.getByText(`${seller.account.name} marked it sold to you. Did you buy it?`),
  ).toBeVisible();
  await expectAccessible(buyer.page);
  await buyer.page.getByRole("button", { name: "Yes, I bought it" }).click();
  await expect(toast(buyer.page, "Thanks for confirming")).toBeVisible();
  await expect(buyer.page.getByText("Did you buy it?")).toHaveCount(0);
  await rate(buyer.page, seller.account.name, 4, "Lamp as shown, easy pickup");

  await seller.page.reload();
  await expect(
    seller.page.getByRole("log", { name: "Messages" }).getByText(`Confirmed buying “${title}”.`),
  ).toBeVisible();
  await rate(seller.page, buyer.account.name, 5, "Paid in full at pickup");

  for (const who of [seller, buyer]) {
    expect(who.errors).toEqual([]);
    await who.context.close();
  }
});

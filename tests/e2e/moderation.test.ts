import { freshPerson, lastLink, logInWithEmail, signedInPerson } from "./support/accounts";
import { postAd, uniqueTitle } from "./support/ads";
import { expect, expectAccessible, test } from "./support/fixtures";

// Issue 11: a buyer reports an ad → the admin (signed up with an e-mail in ADMIN_EMAILS, playwright.config.ts)
// sees it in /admin and removes it → the public page says it was removed and the seller sees why.

const ADMIN_EMAIL = "moderator@example.in";

test("a reported ad is removed by the admin: the public page says so and the seller sees why", async ({
  browser,
  request,
  baseURL,
}) => {
  // Three people in three browsers, as the other moderation journeys: over a minute in a loaded run.
  test.setTimeout(120_000);
  const base = String(baseURL);
  const seller = await signedInPerson(browser, request, base, freshPerson("seller"));
  const buyer = await signedInPerson(browser, request, base, freshPerson("buyer"));
  const title = uniqueTitle("Teak sofa, moving sale");
  const listingId = await postAd(seller.page, title);

  // The buyer sees who sells (a verified phone) and reports the ad.
  await buyer.page.goto(`/product/${listingId}`);
  await expect(buyer.page.getByText("Verified phone")).toBeVisible();
  await buyer.page.getByText("Report this ad").click();
  await buyer.page.getByRole("radio", { name: "Fraud or scam" }).check();
  await buyer.page
    .getByRole("textbox", { name: "Details" })
    .fill("Asks for the full amount by UPI before delivery.");
  await buyer.page.getByRole("button", { name: "Send report" }).click();
  await expect(buyer.page.getByText("Thanks — our team will review it").first()).toBeVisible();

  // The admin signs up with the listed e-mail and confirms it; only then is the account an admin.
  const admin = await signedInPerson(browser, request, base, { ...freshPerson("admin"), email: ADMIN_EMAIL });
  await admin.page.goto("/admin");
  await expect(admin.page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await admin.page.goto(await lastLink(admin.page, ADMIN_EMAIL, "verify-email"));
  await admin.page.goto("/profile");
  await admin.page.getByRole("link", { name: "Admin", exact: true }).click();
  await expect(admin.page).toHaveURL("/admin");
  await expect(admin.page.getByRole("heading", { name: "Moderation", level: 1 })).toBeVisible();
  const item = admin.page.getByRole("article", { name: title });
  await expect(item.getByText("Fraud or scam")).toBeVisible();
  await expect(item.getByText("Asks for the full amount by UPI before delivery.")).toBeVisible();
  await expectAccessible(admin.page);

  // A removal needs a reason.
  await item.getByRole("button", { name: /Remove listing/ }).click();
  await expect(item.getByLabel(/Reason for removal/)).toBeFocused();
  await item.getByLabel(/Reason for removal/).fill("Asks buyers to pay in advance");
  await item.getByRole("button", { name: /Remove listing/ }).click();
  await expect(admin.page.getByRole("article", { name: title })).toHaveCount(0);
  await admin.page.goto("/admin/audit");
  await expect(admin.page.getByText("Asks buyers to pay in advance").first()).toBeVisible();
  await expectAccessible(admin.page);

  // Everyone else reads that it was removed; nothing of the ad is shown.
  await buyer.page.goto(`/product/${listingId}`);
  await expect(buyer.page.getByRole("heading", { name: "This ad was removed" })).toBeVisible();
  await expect(buyer.page.getByText(title)).toHaveCount(0);

  // The seller sees why: on My Listings, on the ad's page, and in a notification.
  await seller.page.goto("/my-listings");
  const mine = seller.page.getByRole("article", { name: title });
  await expect(mine.getByText("Removed by Mandi's moderators: Asks buyers to pay in advance")).toBeVisible();
  await seller.page.goto(`/product/${listingId}`);
  await expect(
    seller.page.getByText("Removed by Mandi's moderators: Asks buyers to pay in advance"),
  ).toBeVisible();
  await seller.page.goto("/notifications");
  await expect(seller.page.getByText("Your ad was removed").first()).toBeVisible();

  // A member who is not an admin finds nothing at /admin.
  await buyer.page.goto("/admin");
  await expect(buyer.page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(buyer.page.getByRole("link", { name: "Admin", exact: true })).toHaveCount(0);

  for (const who of [seller, buyer, admin]) await who.context.close();
});

test("a banned seller cannot sign in and their ads vanish; unbanning brings both back", async ({
  browser,
  request,
  baseURL,
}) => {
  // Three people in three browsers, as the other moderation journeys: over a minute in a loaded run.
  test.setTimeout(120_000);
  const base = String(baseURL);
  const seller = await signedInPerson(browser, request, base, freshPerson("seller"));
  const buyer = await signedInPerson(browser, request, base, freshPerson("buyer"));
  const title = uniqueTitle("Sofa, home delivery only");
  const listingId = await postAd(seller.page, title);
  const reported = await buyer.page.request.post("/api/v1/reports", {
    data: { listingId, reason: "Fraud or scam", details: "Wants payment by courier first" },
  });
  expect(reported.status(), await reported.text()).toBe(201);

  const adminEmail = "moderator2@example.in";
  const admin = await signedInPerson(browser, request, base, { ...freshPerson("admin"), email: adminEmail });
  await admin.page.goto(await lastLink(admin.page, adminEmail, "verify-email"));
  await admin.page.goto("/admin");
  const item = admin.page.getByRole("article", { name: title });
  await item.getByText("Ban this seller").click();
  await item.getByLabel(/Reason for the ban/).fill("Takes payment and never delivers");
  await item.getByRole("button", { name: /Ban member/ }).click();
  await expect(admin.page.getByText("Member banned", { exact: true })).toBeVisible();
  await expect(item.getByText(/Banned since/)).toBeVisible();
  await expectAccessible(admin.page);

  // The seller is signed out, and told why when signing in again.
  await seller.page.goto("/my-listings");
  await expect(seller.page).toHaveURL(/\/login/);
  await logInWithEmail(seller.page, seller.account);
  await expect(seller.page.getByRole("alert")).toContainText(
    "Your account has been suspended by Mandi's moderators. Reason: Takes payment and never delivers.",
  );

  // The ad is gone for everyone else.
  await buyer.page.goto(`/product/${listingId}`);
  await expect(buyer.page.getByRole("heading", { name: "This ad is no longer available" })).toBeVisible();
  await buyer.page.goto(`/products?q=${encodeURIComponent(title)}`);
  await expect(buyer.page.getByRole("link", { name: title })).toHaveCount(0);

  // Unbanned: sign-in works again and the ad is back.
  await admin.page.goto("/admin");
  await admin.page.getByRole("article", { name: title }).getByRole("button", { name: /Unban/ }).click();
  await expect(admin.page.getByText("Member unbanned", { exact: true })).toBeVisible();
  await logInWithEmail(seller.page, seller.account);
  await expect(seller.page).toHaveURL("/");
  await buyer.page.goto(`/product/${listingId}`);
  await expect(buyer.page.getByRole("heading", { name: title, level: 1 })).toBeVisible();

  for (const who of [seller, buyer, admin]) await who.context.close();
});

import type { Page } from "@playwright/test";
import { freshPerson, lastLink, logInWithEmail, signedInPerson, toast } from "./support/accounts";
import { postAd, uniqueTitle } from "./support/ads";
import { expect, expectAccessible, test } from "./support/fixtures";

// Issue 11: a buyer reports the seller from their chat → the admin (an e-mail in ADMIN_EMAILS, playwright.config.ts)
// finds the member at /admin/members on a phone and suspends them for 7 days → the seller's ads leave search and
// sign-in is refused with the end date → the admin lifts it → the seller signs in again and the ad is back.

const ADMIN_EMAIL = "members.moderator@example.in";
const PHONE = { width: 390, height: 844 };
const REASON = "Asks for the full amount before delivery";
// India's date, as the server words the refusal: "3 December 2026".
const untilDate = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

async function fitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

test("a member reported from a chat is suspended for 7 days from /admin/members, then the suspension is lifted", async ({
  browser,
  request,
  baseURL,
}) => {
  // Three people, two sign-ins each for the seller, three accessibility checks: ~40 s alone, over a minute once in
  // a loaded CI run.
  test.setTimeout(120_000);
  const base = String(baseURL);
  const sellerName = uniqueTitle("Ravi Kumar");
  const seller = await signedInPerson(browser, request, base, { ...freshPerson("seller"), name: sellerName });
  const buyer = await signedInPerson(browser, request, base, freshPerson("buyer"));
  const title = uniqueTitle("Honda Activa 6G scooter");
  const listingId = await postAd(seller.page, title);
  const started = await buyer.page.request.post("/api/v1/conversations", {
    data: { listingId, subject: title, body: "Is it still available? I can come on Sunday." },
  });
  expect(started.status(), await started.text()).toBe(201);
  const { conversationId } = await started.json();

  // The buyer reports the seller from their chat.
  await buyer.page.goto(`/messages/${conversationId}`);
  await buyer.page.locator("summary", { hasText: "Chat options" }).click();
  await buyer.page.getByText("Report user").click();
  await buyer.page.getByRole("radio", { name: "Fraud or scam" }).check();
  await buyer.page
    .getByLabel("Details", { exact: true })
    .fill("Wants the full amount by UPI before I see it.");
  await buyer.page.getByRole("button", { name: "Send report" }).click();
  await expect(toast(buyer.page, "Report sent")).toBeVisible();

  // The admin, on a phone, confirms the listed e-mail and opens the reported members.
  const admin = await signedInPerson(
    browser,
    request,
    base,
    { ...freshPerson("admin"), email: ADMIN_EMAIL },
    PHONE,
  );
  await admin.page.goto(await lastLink(admin.page, ADMIN_EMAIL, "verify-email"));
  await admin.page.goto("/admin");
  await admin.page
    .getByRole("navigation", { name: "Moderation" })
    .getByRole("link", { name: "Reported members" })
    .click();
  await expect(admin.page).toHaveURL("/admin/members");
  await expect(admin.page.getByRole("heading", { name: "Reported members", level: 1 })).toBeVisible();
  const item = admin.page.getByRole("article", { name: sellerName });
  await expect(item.getByRole("list", { name: "Reports" })).toContainText("Fraud or scam");
  await expect(item.getByText("Wants the full amount by UPI before I see it.")).toBeVisible();
  await expect(item.getByText(`In the chat “${title}”`)).toBeVisible();
  await expect(item.getByText("Is it still available?")).toHaveCount(0);
  const history = item.getByRole("region", { name: `Member ${sellerName}` });
  await expect(history.getByText("Phone verified")).toBeVisible();
  await expect(history.getByText("1 ad posted")).toBeVisible();
  await expectAccessible(admin.page);
  await fitsThePhone(admin.page);

  // Suspended for 7 days, with the reason the seller will read.
  await item.getByLabel(/Reason for a suspension or ban/).fill(REASON);
  await item.getByRole("button", { name: /Suspend 7 days/ }).click();
  await expect(toast(admin.page, "Member suspended")).toBeVisible();
  await expect(admin.page.getByRole("article", { name: sellerName })).toHaveCount(0);
  const until = untilDate.format(new Date(Date.now() + 7 * 24 * 60 * 60 * 1000));

  // The seller's ad is gone from search and its page.
  await buyer.page.goto(`/products?q=${encodeURIComponent(title)}`);
  await expect(buyer.page.getByRole("link", { name: title })).toHaveCount(0);
  await buyer.page.goto(`/product/${listingId}`);
  await expect(buyer.page.getByRole("heading", { name: "This ad is no longer available" })).toBeVisible();

  // The seller is signed out and told until when, and why.
  await seller.page.goto("/my-listings");
  await expect(seller.page).toHaveURL(/\/login/);
  await logInWithEmail(seller.page, seller.account);
  await expect(seller.page.getByRole("alert")).toContainText(
    `Your account is suspended until ${until}: ${REASON}.`,
  );

  // The admin lifts it from the resolved reports.
  await admin.page
    .getByRole("navigation", { name: "Report status" })
    .getByRole("link", { name: "Resolved" })
    .click();
  await expect(admin.page).toHaveURL("/admin/members?status=resolved");
  const resolved = admin.page.getByRole("article", { name: sellerName });
  await expect(resolved.getByText(/Suspended until/)).toBeVisible();
  await expectAccessible(admin.page);
  await fitsThePhone(admin.page);
  await resolved.getByRole("button", { name: /Lift suspension/ }).click();
  await expect(toast(admin.page, "Suspension lifted")).toBeVisible();
  await expect(resolved.getByRole("button", { name: /Suspend 7 days/ })).toBeVisible();

  // The seller signs in again and the ad is back.
  await logInWithEmail(seller.page, seller.account);
  await expect(seller.page).toHaveURL("/");
  await buyer.page.goto(`/product/${listingId}`);
  await expect(buyer.page.getByRole("heading", { name: title, level: 1 })).toBeVisible();

  // Both actions are in the audit log.
  await admin.page.getByRole("link", { name: "Audit log" }).click();
  await expect(admin.page.getByText("Suspended a member").first()).toBeVisible();
  await expect(admin.page.getByText("Lifted a suspension").first()).toBeVisible();
  await expectAccessible(admin.page);

  for (const who of [seller, buyer, admin]) {
    expect(who.errors).toEqual([]);
    await who.context.close();
  }
});

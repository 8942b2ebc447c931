import type { APIRequestContext, Browser, Page } from "@playwright/test";
import sharp from "sharp";
import { chooseLocation, createAccount, freshPerson, logInWithEmail, toast } from "./support/accounts";
import { postAd } from "./support/ads";
import { expect, expectAccessible, test } from "./support/fixtures";

// Issue 10, journeys 4–6: quick replies and photos, offers, and the scam shield, with a seller and a buyer
// signed in in two browsers.

async function signIn(page: Page, request: APIRequestContext, baseURL: string, label: string) {
  const person = await createAccount(request, baseURL, freshPerson(label));
  await logInWithEmail(page, person);
  await expect(page).toHaveURL("/");
  return person;
}

/**
 * A seller with an ad (on the test's own page) and a buyer who has written to them about it (in a second
 * browser); both have the conversation open.
 */
async function dealFor(
  {
    page,
    browser,
    request,
    baseURL,
  }: { page: Page; browser: Browser; request: APIRequestContext; baseURL?: string },
  label: string,
) {
  const base = String(baseURL);
  await chooseLocation(page.context(), base);
  const seller = await signIn(page, request, base, "seller");
  const title = `${label} sofa ${Date.now()}`;
  const adId = await postAd(page, title, { phone: seller.e164, price: 14000 });

  const buyerContext = await browser.newContext({ baseURL: base });
  await chooseLocation(buyerContext, base);
  const buyerPage = await buyerContext.newPage();
  const buyer = await signIn(buyerPage, request, base, "buyer");
  const started = await buyerPage.request.post("/api/v1/conversations", {
    data: { listingId: adId, subject: title, body: "Hello, I saw your sofa on Mandi." },
  });
  expect(started.status(), await started.text()).toBe(201);
  const chat = `/messages/${(await started.json()).conversationId}`;
  await page.goto(chat);
  await buyerPage.goto(chat);
  return { seller, buyer, buyerPage, buyerContext, title, adId, chat };
}

const phone = { width: 360, height: 740 };
const thread = (page: Page) => page.getByRole("log", { name: "Messages" });
const message = (page: Page, text: string) =>
  thread(page).getByRole("listitem").filter({ hasText: text }).last();
const offerBar = (page: Page) => page.getByRole("region", { name: "Offer" });
/** What the toast region holds now (for a failure's message). */
const toastRegionText = (page: Page) =>
  page
    .getByRole("region", { name: /Notifications/, includeHidden: true })
    .textContent({ timeout: 1_000 })
    .catch(() => "(no toast region)");

async function type(page: Page, text: string) {
  await page.getByRole("textbox", { name: "Message" }).fill(text);
}

test("a quick reply sends at once; the scam shield warns the receiver in full and tells the sender one calm line", async ({
  page,
  browser,
  request,
  baseURL,
  problems,
}) => {
  const { seller, buyerPage, buyerContext } = await dealFor({ page, browser, request, baseURL }, "Quick");

  await buyerPage.getByRole("button", { name: "Is it still available?" }).click();
  await expect(message(buyerPage, "Is it still available?")).toBeVisible();
  await expect(message(page, "Is it still available?")).toBeVisible();

  const scams = [
    { text: "Send me your UPI PIN to receive the money", warning: "Never share a PIN or OTP" },
    { text: "पहले एडवांस भेजो, फिर सामान भेजूंगा", warning: "No payment before you see the item" },
    { text: "Main army mein hoon, abhi out of station hoon", warning: "A story common in fake ads" },
    // What used to slip through: another script's digits, and letters spaced apart.
    { text: "mera number ९८७६५४३२१० hai", warning: "Keep the conversation on Mandi" },
    { text: "bhai O T P bata do", warning: "Never share a PIN or OTP" },
  ];
  const typingNote = `${seller.name} will see safety tips with this message.`;
  const sentNote = `Safety tips are shown to ${seller.name} with this message.`;
  for (const scam of scams) {
    await type(buyerPage, scam.text);
    // Before it is sent, under the box: one calm line, not the rule.
    await expect(buyerPage.getByText(typingNote)).toBeVisible();
    await buyerPage.getByRole("button", { name: "Send", exact: true }).click();
    await expect(message(buyerPage, scam.text).getByText(sentNote)).toBeVisible();
    await expect(message(page, scam.text).getByText(scam.warning)).toBeVisible();
  }
  await expect(buyerPage.getByText(typingNote)).toHaveCount(0);
  // The sender never reads which rule matched; the receiver reads each in full.
  for (const scam of scams) await expect(buyerPage.getByText(scam.warning, { exact: true })).toHaveCount(0);
  await expect(buyerPage.getByRole("list", { name: "Safety warning" })).toHaveCount(0);
  await expect(message(page, scams[0]?.text ?? "").getByText("You never need a UPI PIN")).toBeVisible();
  await expect(page.getByText(sentNote)).toHaveCount(0);
  // A first contact: the safety tips card, on both sides.
  await expect(buyerPage.getByRole("heading", { name: "Stay safe on Mandi" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Stay safe on Mandi" })).toBeVisible();
  // A plain question carries no warning.
  await expect(
    message(page, "Is it still available?").getByRole("list", { name: "Safety warning" }),
  ).toHaveCount(0);
  await expectAccessible(page);
  await expectAccessible(buyerPage);
  await buyerContext.close();
  expect(problems.errors).toEqual([]);
});

test("offer ₹12,500, counter, counter again, accept and reserve, then Sold to that buyer", async ({
  page,
  browser,
  request,
  baseURL,
  problems,
}) => {
  const { seller, buyer, buyerPage, buyerContext, title, adId, chat } = await dealFor(
    { page, browser, request, baseURL },
    "Offer",
  );
  await buyerPage.getByText("Make an offer").click();
  await buyerPage.getByLabel("Your offer").fill("12500");
  await buyerPage.getByRole("button", { name: "Send offer" }).click();
  // The offer first (its answer re-reads the conversation), then the toast that said so: a failure tells which.
  await expect(offerBar(buyerPage)).toContainText(
    `Your offer of ₹12,500 is waiting for ${seller.name}’s answer.`,
  );
  await expect(toast(buyerPage, "Offer sent"))
    .toBeVisible()
    .catch(async (error: Error) => {
      throw new Error(`${error.message}\nThe toast region held: ${await toastRegionText(buyerPage)}`);
    });
  await expect(message(buyerPage, "₹12,500")).toContainText("Waiting for an answer");

  await page.reload();
  await expect(offerBar(page)).toContainText(`${buyer.name} offers ₹12,500`);
  await expectAccessible(page);
  await offerBar(page).getByText("Counter", { exact: true }).click();
  await page.getByLabel("Your price").fill("13,500");
  await page.getByRole("button", { name: "Send counter-offer" }).click();
  await expect(toast(page, "Counter-offer sent")).toBeVisible();
  await expect(message(page, "Countered ₹12,500 with ₹13,500")).toBeVisible();

  await buyerPage.reload();
  await expect(offerBar(buyerPage)).toContainText(`${seller.name} offers ₹13,500`);
  await offerBar(buyerPage).getByText("Counter", { exact: true }).click();
  await buyerPage.getByLabel("Your price").fill("13000");
  await buyerPage.getByRole("button", { name: "Send counter-offer" }).click();
  await expect(message(buyerPage, "Countered ₹13,500 with ₹13,000")).toBeVisible();

  await page.reload();
  await expect(offerBar(page)).toContainText(`${buyer.name} offers ₹13,000`);
  await page.getByLabel("Mark the ad as Reserved").check();
  await page.getByRole("button", { name: "Accept", exact: true }).click();
  await expect(toast(page, "Offer accepted")).toBeVisible();
  await expect(message(page, "Accepted the offer of ₹13,000")).toBeVisible();

  await page.goto(`/product/${adId}`);
  await expect(page.getByText("Reserved: the seller has accepted an offer on this ad")).toBeVisible();

  await page.goto(chat);
  await page.getByText(`Mark as sold to ${buyer.name}`).click();
  await page.getByRole("button", { name: "Mark as sold", exact: true }).click();
  await expect(toast(page, "Marked as sold")).toBeVisible();
  await expect(offerBar(page)).toContainText(`You marked this ad as sold to ${buyer.name}.`);

  await buyerPage.reload();
  await expect(offerBar(buyerPage)).toContainText("The seller marked this ad as sold to you.");
  await expect(message(buyerPage, `Marked “${title}” as sold to you.`)).toBeVisible();
  await expect(buyerPage.getByText("Make an offer")).toHaveCount(0);
  await expectAccessible(buyerPage);
  await buyerContext.close();
  expect(problems.errors).toEqual([]);
});

test("on a phone: a blocked buyer's next message never reaches the seller, and the buyer is not told; report", async ({
  page,
  browser,
  request,
  baseURL,
  problems,
}) => {
  await page.setViewportSize(phone);
  const { buyerPage, buyerContext } = await dealFor({ page, browser, request, baseURL }, "Block");
  await buyerPage.setViewportSize(phone);
  await page.locator("summary", { hasText: "Chat options" }).click();
  await page.getByRole("button", { name: "Block user" }).click();
  await expect(toast(page, "User blocked")).toBeVisible();

  await type(buyerPage, "Hello? Please reply, I can pay today");
  await buyerPage.getByRole("button", { name: "Send", exact: true }).click();
  await expect(message(buyerPage, "Hello? Please reply")).toBeVisible();
  await buyerPage.reload();
  await expect(message(buyerPage, "Hello? Please reply")).toBeVisible();
  await expect(buyerPage.getByText(/blocked/i)).toHaveCount(0);

  await page.reload();
  await expect(message(page, "Hello, I saw your sofa on Mandi.")).toBeVisible();
  await expect(thread(page).getByText("Hello? Please reply")).toHaveCount(0);

  await page.locator("summary", { hasText: "Chat options" }).click();
  await page.getByText("Report user").click();
  await page.getByLabel("Fraud or scam").check();
  await page.getByLabel("Details", { exact: true }).fill("Keeps asking me to pay first.");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Send report" }).click();
  await expect(toast(page, "Report sent")).toBeVisible();
  // The options close once the report is sent: reopen them only then, or the click closes them instead.
  await expect(page.getByRole("button", { name: "Unblock user" })).toBeHidden();

  await page.locator("summary", { hasText: "Chat options" }).click();
  await page.getByRole("button", { name: "Unblock user" }).click();
  await expect(toast(page, "User unblocked")).toBeVisible();
  await buyerContext.close();
  expect(problems.errors).toEqual([]);
});

test("a photo sent in the chat shows on both sides, re-encoded without its EXIF", async ({
  page,
  browser,
  request,
  baseURL,
  problems,
}) => {
  const { buyerPage, buyerContext } = await dealFor({ page, browser, request, baseURL }, "Photo");
  const jpeg = await sharp({
    create: { width: 320, height: 240, channels: 3, background: { r: 180, g: 40, b: 40 } },
  })
    .withExif({
      IFD0: { Make: "MandiCam", Model: "Test 1" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "19/1 4/1 0/1" },
    })
    .jpeg()
    .toBuffer();
  expect(jpeg.includes("MandiCam")).toBe(true);
  await buyerPage
    .getByLabel("Send a photo")
    .setInputFiles({ name: "sofa-stain.jpg", mimeType: "image/jpeg", buffer: jpeg });

  for (const side of [buyerPage, page]) {
    const photo = thread(side).getByRole("img", { name: "Photo" }).last();
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
  const src = await thread(page).getByRole("img", { name: "Photo" }).last().getAttribute("src");
  const served = await page.request.get(String(src));
  expect(served.headers()["content-type"]).toBe("image/webp");
  expect((await served.body()).includes("MandiCam")).toBe(false);
  // Nobody else can load it.
  expect((await request.get(String(src))).status()).toBe(404);
  await expectAccessible(page);
  await buyerContext.close();
  expect(problems.errors).toEqual([]);
});

import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import { chooseLocation, createAccount, freshPerson, logInWithEmail } from "../support/accounts";
import { postAd } from "../support/ads";
import { expectAccessibleWithoutScripts as expectAccessible } from "../support/axe-without-scripts";
import { expect, test } from "../support/fixtures";

// Without JavaScript the conversation's controls are plain forms and native <details> panels: a quick reply, an
// offer and its answer, a photo, block and report all post and come back to the conversation with a toast.

async function signIn(page: Page, request: APIRequestContext, baseURL: string, label: string) {
  const person = await createAccount(request, baseURL, freshPerson(label));
  await logInWithEmail(page, person);
  await expect(page).toHaveURL("/");
  return person;
}

/** The toast the server draws into the page after a redirect (the live toaster's region needs JavaScript). */
const toast = (page: Page, title: string) => page.getByRole("status").getByText(title, { exact: true });
const thread = (page: Page) => page.getByRole("log", { name: "Messages" });
const message = (page: Page, text: string) =>
  thread(page).getByRole("listitem").filter({ hasText: text }).last();

test("quick reply, offer, accept with Reserved, photo, block and report — all without JavaScript", async ({
  page,
  browser,
  request,
  baseURL,
  problems,
}) => {
  const base = String(baseURL);
  await chooseLocation(page.context(), base);
  const seller = await signIn(page, request, base, "seller");
  const title = `No-JS sofa ${Date.now()}`;
  const adId = await postAd(page, title, { phone: seller.e164, price: 14000 });

  const buyerContext = await browser.newContext({ baseURL: base, javaScriptEnabled: false });
  await chooseLocation(buyerContext, base);
  const buyerPage = await buyerContext.newPage();
  const buyer = await signIn(buyerPage, request, base, "buyer");
  const started = await buyerPage.request.post("/api/v1/conversations", {
    data: { listingId: adId, subject: title, body: "Hello, I saw your sofa on Mandi." },
  });
  expect(started.status(), await started.text()).toBe(201);
  const chat = `/messages/${(await started.json()).conversationId}`;

  await buyerPage.goto(chat);
  await buyerPage.getByRole("button", { name: "What is the lowest price?" }).click();
  await expect(buyerPage).toHaveURL(`${chat}#latest`);
  await expect(message(buyerPage, "What is the lowest price?")).toBeVisible();

  await buyerPage.getByText("Make an offer").click();
  await buyerPage.getByLabel("Your offer").fill("12,500");
  await buyerPage.getByRole("button", { name: "Send offer" }).click();
  await expect(toast(buyerPage, "Offer sent")).toBeVisible();
  await expect(buyerPage.getByRole("region", { name: "Offer" })).toContainText(
    `Your offer of ₹12,500 is waiting for ${seller.name}’s answer.`,
  );
  await expectAccessible(buyerPage);

  const jpeg = await sharp({
    create: { width: 200, height: 150, channels: 3, background: { r: 20, g: 90, b: 160 } },
  })
    .withExif({ IFD0: { Make: "MandiCam" } })
    .jpeg()
    .toBuffer();
  await buyerPage.locator("summary", { hasText: "Send a photo" }).click();
  await buyerPage.getByLabel("Photo", { exact: true }).setInputFiles({
    name: "stain.jpg",
    mimeType: "image/jpeg",
    buffer: jpeg,
  });
  await buyerPage.getByLabel("Caption (optional)").fill("The stain on the arm");
  await buyerPage.getByRole("button", { name: "Send photo" }).click();
  await expect(buyerPage).toHaveURL(`${chat}#latest`);
  const photo = thread(buyerPage).getByRole("img", { name: "Photo: The stain on the arm" });
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await page.goto(chat);
  await expect(page.getByRole("region", { name: "Offer" })).toContainText(`${buyer.name} offers ₹12,500`);
  await page.getByLabel("Mark the ad as Reserved").check();
  await page.getByRole("button", { name: "Accept", exact: true }).click();
  await expect(toast(page, "Offer accepted")).toBeVisible();
  await expect(message(page, "Accepted the offer of ₹12,500")).toBeVisible();
  await expect(thread(page).getByRole("img", { name: "Photo: The stain on the arm" })).toBeVisible();

  await page.locator("summary", { hasText: "Chat options" }).click();
  await page.getByRole("button", { name: "Block user" }).click();
  await expect(toast(page, "User blocked")).toBeVisible();
  await page.locator("summary", { hasText: "Chat options" }).click();
  await page.getByText("Report user").click();
  await page.getByLabel("Other").check();
  await page.getByLabel("Details", { exact: true }).fill("Asked for a token amount first.");
  await page.getByRole("button", { name: "Send report" }).click();
  await expect(toast(page, "Report sent")).toBeVisible();
  await buyerContext.close();
  expect(problems.errors).toEqual([]);
});

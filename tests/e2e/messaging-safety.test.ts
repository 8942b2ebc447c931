import type { Page } from "@playwright/test";
import { freshPerson, signedInPerson, toast } from "./support/accounts";
import { postAd, uniqueTitle } from "./support/ads";
import { expect, test } from "./support/fixtures";

// Issue 25 §6: once a seller blocks a buyer, nothing the buyer does shows on the seller's side — not in the inbox's
// order, not as an offer, not live — while the buyer's own screen carries on as if nothing had happened.

async function startChat(page: Page, listingId: number, body: string): Promise<number> {
  const res = await page.request.post("/api/v1/conversations", {
    data: { listingId, subject: "About your ad", body },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).conversationId as number;
}

test("a blocked buyer's messages and offer leave the seller's inbox and chat as they were", async ({
  browser,
  request,
  baseURL,
}) => {
  test.slow();
  const base = String(baseURL);
  const seller = await signedInPerson(browser, request, base, freshPerson("seller"));
  const pest = await signedInPerson(browser, request, base, freshPerson("pest"));
  const other = await signedInPerson(browser, request, base, freshPerson("other"));
  const title = uniqueTitle("Steel almirah");
  const adId = await postAd(seller.page, title, { price: 9000 });
  const blockedChat = await startChat(pest.page, adId, "Is the almirah still there?");

  await seller.page.goto(`/messages/${blockedChat}`);
  await seller.page.locator("summary", { hasText: "Chat options" }).click();
  await seller.page.getByRole("button", { name: "Block user" }).click();
  await expect(toast(seller.page, "User blocked")).toBeVisible();
  const otherChat = await startChat(other.page, adId, "Can you deliver to Andheri?");

  // The seller watches the inbox while the blocked buyer writes and offers.
  await seller.page.goto(`/messages/${otherChat}`);
  const chats = seller.page.getByRole("navigation", { name: "Chats" }).getByRole("link");
  await expect(chats.first()).toContainText(other.account.name);
  await pest.page.goto(`/messages/${blockedChat}`);
  await pest.page.getByLabel("Message", { exact: true }).fill("Hello?? Pay the advance and I will collect");
  await pest.page.getByRole("button", { name: "Send", exact: true }).click();
  const offered = await pest.page.request.post(`/api/v1/conversations/${blockedChat}/offers`, {
    data: { amount: 5000 },
  });
  expect(offered.status(), await offered.text()).toBe(201);
  // The buyer sees both as sent, the offer waiting.
  await pest.page.reload();
  await expect(pest.page.getByRole("region", { name: "Offer" })).toContainText("₹5,000");
  await expect(pest.page.getByText("Hello?? Pay the advance")).toBeVisible();

  // Nothing reached the seller: the other chat still leads, and the blocked one shows no offer, no message.
  await expect(chats.first()).toContainText(other.account.name);
  await seller.page.reload();
  await expect(chats.first()).toContainText(other.account.name);
  await expect(chats.nth(1)).toContainText("Is the almirah still there?");
  await chats.nth(1).click();
  await expect(seller.page).toHaveURL(`/messages/${blockedChat}`);
  await expect(seller.page.getByText("Is the almirah still there?").first()).toBeVisible();
  await expect(seller.page.getByText("Hello?? Pay the advance")).toHaveCount(0);
  await expect(seller.page.getByText("₹5,000")).toHaveCount(0);

  for (const who of [seller, pest, other]) {
    expect(who.errors).toEqual([]);
    await who.context.close();
  }
});

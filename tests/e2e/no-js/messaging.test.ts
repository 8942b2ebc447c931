import { chooseLocation, createAccount, freshPerson, logInWithEmail } from "../support/accounts";
import { postAd } from "../support/ads";
import { expectAccessibleWithoutScripts as expectAccessible } from "../support/axe-without-scripts";
import { expect, test } from "../support/fixtures";

// Without JavaScript (this project turns it off): Contact Seller, the New message form and the conversation's
// message box are forms the server answers.

const desktop = { width: 1280, height: 800 };

test("a first message and a reply are sent without JavaScript", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const base = String(baseURL);
  await page.setViewportSize(desktop);
  await chooseLocation(page.context(), base);
  const seller = await createAccount(request, base, freshPerson("seller"));
  const buyer = await createAccount(request, base, freshPerson("buyer"));

  const sellerContext = await browser.newContext({
    baseURL: base,
    javaScriptEnabled: false,
    viewport: desktop,
  });
  await chooseLocation(sellerContext, base);
  const sellerPage = await sellerContext.newPage();
  await logInWithEmail(sellerPage, seller);
  await expect(sellerPage).toHaveURL("/");
  const title = `Chest of drawers ${Date.now().toString(36)}`;
  const listingId = await postAd(sellerPage, title, {
    price: 8000,
    description: "Solid wood, six drawers, a few marks on the top.",
  });

  // The buyer: Contact Seller, the form, Message Sent! and the chat open.
  await logInWithEmail(page, buyer);
  await expect(page).toHaveURL("/");
  await page.goto(`/product/${listingId}`);
  await page.getByRole("button", { name: "Contact Seller" }).click();
  await expect(page).toHaveURL(/\/messages\/new\?/);
  await expect(page.getByLabel("Subject", { exact: true })).toHaveValue(title);
  await expectAccessible(page);
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("Please write a message.")).toBeVisible();
  await page.getByLabel("Message", { exact: true }).fill("Namaste! Are the drawers still for sale?");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page).toHaveURL(/\/messages\/\d+$/);
  // Drawn in the server's HTML (a live region comes with the scripts).
  await expect(page.getByRole("status").getByText("Message Sent!", { exact: true })).toBeVisible();
  const chatPath = new URL(page.url()).pathname;
  const pane = page.getByRole("region", { name: "Conversation" });
  await expect(pane.getByText("Namaste! Are the drawers still for sale?")).toBeVisible();
  await expectAccessible(page);

  // The seller finds it in the inbox, opens it and replies with the message box.
  await sellerPage.goto("/messages");
  const item = sellerPage
    .getByRole("navigation", { name: "Chats" })
    .getByRole("link")
    .filter({ hasText: title });
  await expect(item).toContainText("1 unread");
  await expectAccessible(sellerPage);
  await item.click();
  await expect(sellerPage).toHaveURL(chatPath);
  await sellerPage.getByLabel("Message", { exact: true }).fill("Yes, they are. Come by on Sunday.");
  await sellerPage.getByRole("button", { name: "Send", exact: true }).click();
  await expect(sellerPage).toHaveURL(`${chatPath}#latest`);
  const sellerPane = sellerPage.getByRole("region", { name: "Conversation" });
  await expect(sellerPane.getByText("Yes, they are. Come by on Sunday.")).toBeVisible();

  // The buyer's next visit shows the reply; a new message of the buyer's is "Seen" once the seller has read it.
  await page.goto(chatPath);
  await expect(pane.getByText("Yes, they are. Come by on Sunday.")).toBeVisible();
  await page.getByLabel("Message", { exact: true }).fill("Sunday works. See you!");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(pane.getByText("Sunday works. See you!")).toHaveCount(1);
  await expect(pane.getByText("Seen", { exact: true })).toHaveCount(0);
  await sellerPage.reload();
  await expect(sellerPane.getByText("Sunday works. See you!")).toBeVisible();
  await page.reload();
  await expect(pane.getByText("Seen", { exact: true })).toBeVisible();
  await sellerContext.close();
});

test("older messages open with the Load older messages link", async ({ page, browser, request, baseURL }) => {
  const base = String(baseURL);
  await page.setViewportSize(desktop);
  await chooseLocation(page.context(), base);
  const seller = await createAccount(request, base, freshPerson("seller"));
  const buyer = await createAccount(request, base, freshPerson("buyer"));
  const sellerContext = await browser.newContext({
    baseURL: base,
    javaScriptEnabled: false,
    viewport: desktop,
  });
  await chooseLocation(sellerContext, base);
  const sellerPage = await sellerContext.newPage();
  await logInWithEmail(sellerPage, seller);
  const listingId = await postAd(sellerPage, `Tea chest ${Date.now().toString(36)}`);

  // The buyer's long chat, written through the API.
  await logInWithEmail(page, buyer);
  const started = await page.request.post("/api/v1/conversations", {
    data: { listingId, subject: "Tea chest", body: "The very first question" },
  });
  expect(started.status()).toBe(201);
  const { conversationId } = await started.json();
  for (let i = 1; i <= 32; i++) {
    const res = await page.request.post(`/api/v1/conversations/${conversationId}/messages`, {
      data: { body: `Follow-up ${i}` },
    });
    expect(res.ok()).toBe(true);
  }

  await page.goto(`/messages/${conversationId}`);
  const pane = page.getByRole("region", { name: "Conversation" });
  await expect(pane.getByText("Follow-up 32", { exact: true })).toBeVisible();
  await expect(pane.getByText("The very first question")).toHaveCount(0);
  await pane.getByRole("link", { name: "Load older messages" }).click();
  await expect(pane.getByText("The very first question")).toBeVisible();
  await expectAccessible(page);
  await sellerContext.close();
});

import type { Browser, Page } from "@playwright/test";
import { chooseLocation, createAccount, freshPerson, logInWithEmail } from "./support/accounts";
import { postAd } from "./support/ads";
import { expect, expectAccessible, hydrated, readOutbox, test } from "./support/fixtures";

// Journeys 7 and 8 of issue 10: notifications made by real events, the header's live badges, and the batched
// new-message e-mail with its unsubscribe link. Two people: A sells, B writes to A about A's ad.

/** A fresh account ("Seller Tester", "Buyer Tester") signed in through the e-mail form on `page`. */
async function signIn(page: Page, baseURL: string | undefined, label: string) {
  await chooseLocation(page.context(), baseURL);
  const person = await createAccount(page.request, String(baseURL), freshPerson(label));
  await logInWithEmail(page, person);
  await expect(page).toHaveURL("/");
  return person;
}

/** The same in a browser context of its own (the second person). */
async function signInElsewhere(browser: Browser, baseURL: string | undefined, label: string) {
  const page = await (await browser.newContext()).newPage();
  return { page, person: await signIn(page, baseURL, label) };
}

/** B writes to the seller of the ad (a new conversation), as Contact Seller does; answers the conversation id. */
async function writeAbout(page: Page, listingId: number, body: string): Promise<number> {
  const res = await page.request.post("/api/v1/conversations", {
    data: { listingId, subject: "About your sofa", body },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).conversationId as number;
}

test("a buyer's message lights A's badges live; A reads, opens and clears the notifications", async ({
  page: a,
  browser,
  baseURL,
  problems,
}) => {
  const seller = await signIn(a, baseURL, "seller");
  const buyer = await signInElsewhere(browser, baseURL, "buyer");
  const title = `Grey sofa ${Date.now()}`;
  const listingId = await postAd(a, title, { phone: seller.phone, showPhone: true });

  // Posting the ad is an event of its own: the header (server-rendered) counts it.
  await a.goto("/");
  const header = a.getByRole("navigation", { name: "Main" });
  await expect(header.getByRole("link", { name: "Notifications, 1 unread" })).toBeVisible();
  await expect(header.getByRole("link", { name: "Messages", exact: true })).toBeVisible();
  await hydrated(a);
  // Marks this page: a reload would lose it.
  await a.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });

  // B writes while A is on the home page, not on that chat: both badges change without a reload.
  const conversationId = await writeAbout(buyer.page, listingId, "Is it still available?");
  await expect(header.getByRole("link", { name: "Messages, 1 unread" })).toBeVisible();
  await expect(header.getByRole("link", { name: "Notifications, 2 unread" })).toBeVisible();
  expect(await a.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

  // The phone menu carries the same counts.
  await a.setViewportSize({ width: 390, height: 844 });
  await a.getByRole("button", { name: "Open menu, 3 unread" }).click();
  const menu = a.getByRole("dialog", { name: "Menu" });
  await expect(menu.getByRole("link", { name: "Messages, 1 unread" })).toBeVisible();
  await menu.getByRole("link", { name: "Notifications, 2 unread" }).click();
  await expect(a).toHaveURL("/notifications");
  await a.setViewportSize({ width: 1280, height: 800 });

  await expect(a.getByRole("heading", { name: "Notifications", level: 1 })).toBeVisible();
  const list = a.getByRole("list", { name: "All notifications" });
  const message = list.getByRole("listitem").filter({ hasText: "New message from Buyer Tester" });
  const posted = list.getByRole("listitem").filter({ hasText: "Your ad is live" });
  await expect(message).toContainText("Is it still available?");
  await expect(posted).toContainText(title);
  await expectAccessible(a);

  // Unread tab (a link), then "Mark as read": it leaves the Unread list and the bell counts one less.
  await a.getByRole("link", { name: "Unread", exact: true }).click();
  await expect(a).toHaveURL("/notifications?tab=unread");
  const unread = a.getByRole("list", { name: "Unread notifications" });
  await expect(unread.getByRole("listitem")).toHaveCount(2);
  await unread
    .getByRole("listitem")
    .filter({ hasText: "Your ad is live" })
    .getByRole("button", { name: "Mark as read" })
    .click();
  await expect(unread.getByRole("listitem")).toHaveCount(1);
  await expect(header.getByRole("link", { name: "Notifications, 1 unread" })).toBeVisible();

  // All: the read one is still there, without "Mark as read"; delete it.
  await a.getByRole("link", { name: "All", exact: true }).click();
  await expect(posted).toBeVisible();
  await expect(posted.getByRole("button", { name: "Mark as read" })).toHaveCount(0);
  await posted.getByRole("button", { name: "Delete" }).click();
  await expect(posted).toHaveCount(0);
  await expect(message).toBeVisible();

  // Clicking a notification opens what it is about: the conversation.
  await message.getByRole("button", { name: "New message from Buyer Tester" }).click();
  await expect(a).toHaveURL(new RegExp(`/messages.*${conversationId}`));
  await expect(a.getByText("Is it still available?").first()).toBeVisible();

  // Back on the list it is read; Delete All leaves the empty state.
  await a.goto("/notifications");
  await expect(message.getByRole("button", { name: "Mark as read" })).toHaveCount(0);
  // The empty state shows at once, while the deletion is still on its way: a reload before the server has
  // answered would cancel it (and did, in CI), so wait for the answer as a person waits for the page to settle.
  const deleted = a.waitForResponse(
    (res) => res.request().method() === "POST" && new URL(res.url()).pathname.startsWith("/notifications"),
  );
  await a.getByRole("button", { name: "Delete All" }).click();
  await expect(a.getByRole("heading", { name: "All caught up!" })).toBeVisible();
  expect((await deleted).ok()).toBe(true);
  await a.reload();
  await expect(a.getByRole("heading", { name: "All caught up!" })).toBeVisible();
  await expectAccessible(a);

  // A new message while the list is open shows up without a reload.
  const more = await buyer.page.request.post(`/api/v1/conversations/${conversationId}/messages`, {
    data: { body: "Sunday morning works for me." },
  });
  expect(more.status()).toBe(201);
  await expect(
    a
      .getByRole("list", { name: "All notifications" })
      .getByRole("listitem")
      .filter({ hasText: "Sunday morning" }),
  ).toBeVisible();

  expect(problems.errors).toEqual([]);
  await buyer.page.context().close();
});

test("a burst of messages sends A one e-mail; its unsubscribe link turns them off and on again", async ({
  page,
  browser,
  baseURL,
}) => {
  const seller = await signInElsewhere(browser, baseURL, "seller");
  const buyer = await signInElsewhere(browser, baseURL, "buyer");
  const listingId = await postAd(seller.page, `Teak sofa ${Date.now()}`, {
    phone: seller.person.phone,
    showPhone: true,
  });
  const conversationId = await writeAbout(buyer.page, listingId, "Hello, is the sofa available?");
  await Promise.all(
    Array.from({ length: 19 }, (_, i) =>
      buyer.page.request
        .post(`/api/v1/conversations/${conversationId}/messages`, {
          data: { body: `Message ${i + 2} of 20` },
        })
        .then((res) => expect(res.status(), `message ${i + 2}`).toBe(201)),
    ),
  );

  const mailsToA = async () =>
    (await readOutbox(page)).filter(
      (e) => e.channel === "email" && e.to === seller.person.email && /new messages? on Mandi/.test(e.body),
    );
  await expect.poll(async () => (await mailsToA()).length).toBe(1);
  const [mail] = await mailsToA();
  expect(mail?.body).toContain("About your sofa");
  const unsubscribeUrl = /Turn them off: (http\S+)/.exec(mail?.body ?? "")?.[1];
  expect(unsubscribeUrl).toBeTruthy();

  // The link works for whoever opens it, signed in or not (the mail app's browser).
  await page.goto(String(unsubscribeUrl));
  await expect(page.getByRole("heading", { name: "New Messages e-mails are off" })).toBeVisible();
  await expect(page.getByText("You will no longer get e-mails about new messages")).toBeVisible();
  await expectAccessible(page);

  const newMessagesSwitch = seller.page.getByRole("switch", { name: /New Messages/ });
  await seller.page.goto("/settings");
  await expect(newMessagesSwitch).not.toBeChecked();

  await page.getByRole("button", { name: "Turn them back on" }).click();
  await expect(page.getByRole("heading", { name: "New Messages e-mails are on" })).toBeVisible();
  await seller.page.reload();
  await expect(newMessagesSwitch).toBeChecked();

  // A tampered link changes nothing.
  await page.goto(String(unsubscribeUrl).replace(/t=[^&]+/, "t=forged-token-000000000000000000"));
  await expect(page.getByRole("heading", { name: "This link does not work" })).toBeVisible();
  await seller.page.reload();
  await expect(newMessagesSwitch).toBeChecked();

  // A mail app's one-click unsubscribe (RFC 8058) posts to the same link.
  const oneClick = await page.request.post(String(unsubscribeUrl), {
    form: { "List-Unsubscribe": "One-Click" },
  });
  expect(oneClick.status()).toBe(200);
  await seller.page.reload();
  await expect(newMessagesSwitch).not.toBeChecked();

  // Still the one e-mail for the whole burst.
  expect(await mailsToA()).toHaveLength(1);
  await seller.page.context().close();
  await buyer.page.context().close();
});

test("without scripts every control of /notifications is a form the server answers", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const seller = await signIn(page, baseURL, "seller");
  const buyer = await signInElsewhere(browser, baseURL, "buyer");
  const title = `Cane chair ${Date.now()}`;
  const listingId = await postAd(page, title, { phone: seller.phone, showPhone: true });
  await writeAbout(buyer.page, listingId, "Can I see it on Sunday?");

  await page.goto("/notifications");
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Notifications, 2 unread" }),
  ).toBeAttached();
  await page.getByRole("link", { name: "Unread", exact: true }).click();
  const unread = page.getByRole("list", { name: "Unread notifications" });
  await unread
    .getByRole("listitem")
    .filter({ hasText: "New message from Buyer Tester" })
    .getByRole("button", { name: "Mark as read" })
    .click();
  await expect(page).toHaveURL("/notifications?tab=unread");
  await expect(unread.getByRole("listitem")).toHaveCount(1);

  await page.getByRole("link", { name: "All", exact: true }).click();
  const all = page.getByRole("list", { name: "All notifications" });
  await all
    .getByRole("listitem")
    .filter({ hasText: "New message from Buyer Tester" })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(all.getByRole("listitem")).toHaveCount(1);

  // The seller's own "ad posted" notice opens the ad.
  await all.getByRole("button", { name: "Your ad is live" }).click();
  await expect(page).toHaveURL(`/product/${listingId}`);
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();

  await page.goto("/notifications");
  await page.getByRole("button", { name: "Delete All" }).click();
  await expect(page.getByRole("heading", { name: "All caught up!" })).toBeVisible();
  await context.close();
  await buyer.page.context().close();
});

import type { APIRequestContext, Browser, BrowserContext, Page } from "@playwright/test";
import { freshPerson, signedInPerson, toast } from "./support/accounts";
import { postAd, uniqueTitle } from "./support/ads";
import { expect, expectAccessible, test } from "./support/fixtures";
import { watchHydration } from "./support/hindi";

// Issue 14: the chat in Hindi. A seller and a buyer, each signed in in a browser of their own, switch to Hindi and
// do what the English journeys do (tests/e2e/messaging*.test.ts): first contact, the inbox, quick replies, the scam
// shield, an offer and its answer, Seen and typing…, a rating, block and report — reading every screen in Hindi.

/** A signed-in person (signed in in English, as the helpers do) whose pages are in Hindi from now on. */
async function hindiPerson(browser: Browser, request: APIRequestContext, baseURL: string, label: string) {
  const person = await signedInPerson(browser, request, baseURL, freshPerson(label));
  await person.context.addCookies([{ name: "mandi_locale", value: "hi", url: baseURL }]);
  return { ...person, hydrationErrors: watchHydration(person.page) };
}

const pane = (page: Page) => page.getByRole("region", { name: "बातचीत" });
const thread = (page: Page) => page.getByRole("log", { name: "मैसेज" });
const message = (page: Page, text: string) =>
  thread(page).getByRole("listitem").filter({ hasText: text }).last();
const offerBar = (page: Page) => page.getByRole("region", { name: "ऑफ़र" });

async function userId(page: Page): Promise<string> {
  const res = await page.request.get("/api/auth/get-session");
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).user.id as string;
}

async function closeAll(...contexts: BrowserContext[]) {
  for (const context of contexts) await context.close();
}

test("in Hindi: first contact, quick reply, scam shield, offer, Seen, typing…, rating, block and report", async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const base = String(baseURL);
  const seller = await hindiPerson(browser, request, base, "seller");
  const buyer = await hindiPerson(browser, request, base, "buyer");
  const sellerName = seller.account.name;
  const buyerName = buyer.account.name;
  const title = uniqueTitle("Sheesham almirah");
  const adId = await postAd(seller.page, title, { price: 14000 });
  const b = buyer.page;
  const s = seller.page;

  // An empty inbox.
  await b.goto("/messages");
  await expect(b.getByRole("heading", { level: 1, name: "मैसेज" })).toBeVisible();
  await expect(
    b.getByText("अभी कोई चैट नहीं है। चैट शुरू करने के लिए किसी विज्ञापन से विक्रेता से संपर्क करें।"),
  ).toBeVisible();
  await expect(b.getByText("कोई चैट चुनें")).toBeVisible();
  await expect(b.getByRole("searchbox", { name: "चैट खोजें" })).toHaveAttribute(
    "placeholder",
    "नाम, प्रोडक्ट या मैसेज से खोजें",
  );
  await expect(b).toHaveTitle("मैसेज | Mandi");
  await expectAccessible(b);

  // New message: To, Subject, Message; an empty message is refused by its field.
  await b.goto(`/messages/new?recipientId=${await userId(s)}&listing=${adId}`);
  await expect(b.getByRole("heading", { name: "नया मैसेज" })).toBeVisible();
  await expect(b.getByLabel("किसको", { exact: true })).toBeDisabled();
  await expect(b.getByLabel("विषय")).toHaveValue(title);
  await expect(b.getByRole("link", { name: "वापस" })).toHaveAttribute("href", `/product/${adId}`);
  await expectAccessible(b);
  await b.getByRole("button", { name: "भेजें" }).click();
  await expect(b.getByLabel("मैसेज", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await b.getByLabel("मैसेज", { exact: true }).fill("नमस्ते! क्या अलमारी अभी भी उपलब्ध है?");
  await b.getByRole("button", { name: "भेजें" }).click();
  await expect(toast(b, "मैसेज भेज दिया गया!")).toBeVisible();
  await expect(b).toHaveURL(/\/messages\/\d+$/);
  const chat = new URL(b.url()).pathname;

  // The conversation: who, the ad, the safety tips, "मैं" on my message, the quick replies.
  await expect(pane(b).getByRole("heading", { name: sellerName })).toBeVisible();
  await expect(pane(b).getByRole("link", { name: "विज्ञापन देखें" })).toHaveAttribute("href", `/product/${adId}`);
  await expect(b.getByRole("heading", { name: "Mandi पर सुरक्षित रहें" })).toBeVisible();
  await expect(message(b, "नमस्ते!").getByText("मैं", { exact: true })).toBeVisible();
  await expect(b).toHaveTitle(`${sellerName} से चैट | Mandi`);
  await expectAccessible(b);
  await b
    .getByRole("form", { name: "झटपट जवाब" })
    .getByRole("button", { name: "क्या यह अभी भी उपलब्ध है?" })
    .click();
  // The reply is sent in the words the server knows.
  await expect(message(b, "Is it still available?")).toBeVisible();

  // The scam shield: the sender reads one calm line, under the box while typing and beside the message, never
  // the rule that matched; the receiver reads the warning itself.
  await b.getByRole("textbox", { name: "मैसेज" }).fill("Send me your UPI PIN to receive the money");
  await expect(b.getByText(`इस संदेश के साथ ${sellerName} को सुरक्षा सुझाव दिखेंगे।`)).toBeVisible();
  await b.getByRole("button", { name: "भेजें", exact: true }).click();
  await expect(
    message(b, "receive the money").getByText(`इस संदेश के साथ ${sellerName} को सुरक्षा सुझाव दिखाए गए हैं।`),
  ).toBeVisible();
  await expect(b.getByText("PIN या OTP कभी शेयर न करें")).toHaveCount(0);

  // The seller's inbox: the chat, the warning, and the buyer sees "देखा गया".
  await s.goto(chat);
  await expect(pane(s).getByRole("heading", { name: buyerName })).toBeVisible();
  await expect(
    message(s, "receive the money")
      .getByRole("list", { name: "सुरक्षा चेतावनी" })
      .getByText("PIN या OTP कभी शेयर न करें"),
  ).toBeVisible();
  await expect(pane(b).getByText("देखा गया", { exact: true })).toBeVisible();
  await expectAccessible(s);

  // The seller types: the buyer sees "टाइप कर रहे हैं…".
  await s.getByRole("textbox", { name: "मैसेज" }).pressSequentially("हाँ", { delay: 50 });
  await expect(pane(b).getByText("टाइप कर रहे हैं…", { exact: true })).toBeVisible();
  await s.getByRole("button", { name: "भेजें", exact: true }).click();
  await expect(message(b, "हाँ")).toBeVisible();

  // An offer: the buyer offers ₹12,500, the seller accepts.
  await offerBar(b).getByText("ऑफ़र दें").click();
  await b.getByLabel("आपका ऑफ़र").fill("12500");
  await b.getByRole("button", { name: "ऑफ़र भेजें" }).click();
  await expect(toast(b, "ऑफ़र भेज दिया गया")).toBeVisible();
  await expect(offerBar(b)).toContainText(`आपका ₹12,500 का ऑफ़र ${sellerName} के जवाब का इंतज़ार कर रहा है।`);
  await expect(message(b, "₹12,500")).toContainText("जवाब का इंतज़ार है");

  await s.reload();
  await expect(offerBar(s)).toContainText(`${buyerName} का ऑफ़र ₹12,500`);
  await expectAccessible(s);
  await s.getByRole("button", { name: "स्वीकार करें", exact: true }).click();
  await expect(toast(s, "ऑफ़र स्वीकार किया गया")).toBeVisible();
  await expect(message(s, "₹12,500 का ऑफ़र स्वीकार किया")).toBeVisible();

  // After the deal: the buyer rates the seller.
  await b.reload();
  await b.getByText(`${sellerName} को रेटिंग दें`, { exact: true }).click();
  await expect(b.getByRole("group", { name: `${sellerName} के साथ आपकी डील कैसी रही?` })).toBeVisible();
  await b.getByRole("radio", { name: "5 स्टार" }).check();
  await b.getByLabel("कुछ शब्द").fill("बढ़िया विक्रेता");
  await b.getByRole("button", { name: "रेटिंग भेजें" }).click();
  await expect(toast(b, "रेटिंग भेज दी गई")).toBeVisible();
  await expect(b.getByText(`आपने ${sellerName} को ★5 दिए`)).toBeVisible();
  await expectAccessible(b);

  // Block, report and unblock, from the chat's menu.
  await s.locator("summary", { hasText: "चैट के विकल्प" }).click();
  await expect(
    s.getByText(`${buyerName} आपको मैसेज नहीं भेज पाएँगे। उन्हें इसकी जानकारी नहीं दी जाएगी।`),
  ).toBeVisible();
  await s.getByRole("button", { name: "यूज़र को ब्लॉक करें" }).click();
  await expect(toast(s, "यूज़र ब्लॉक किया गया")).toBeVisible();
  await s.reload();
  await s.locator("summary", { hasText: "चैट के विकल्प" }).click();
  await expect(s.getByText(`आपने ${buyerName} को ब्लॉक किया है। उनके मैसेज आप तक नहीं पहुँचते।`)).toBeVisible();
  await s.getByText("यूज़र की रिपोर्ट करें").click();
  await s.getByLabel("धोखाधड़ी या स्कैम").check();
  await s.getByLabel("विवरण", { exact: true }).fill("पहले पैसे माँग रहा है।");
  await expectAccessible(s);
  await s.getByRole("button", { name: "रिपोर्ट भेजें" }).click();
  await expect(toast(s, "रिपोर्ट भेज दी गई")).toBeVisible();
  // The menu closes once the report is in; then it is opened again.
  await expect(s.getByRole("button", { name: "यूज़र को अनब्लॉक करें" })).toBeHidden();
  await s.locator("summary", { hasText: "चैट के विकल्प" }).click();
  await s.getByRole("button", { name: "यूज़र को अनब्लॉक करें" }).click();
  await expect(toast(s, "यूज़र अनब्लॉक किया गया")).toBeVisible();

  // The inbox list in Hindi: my last message, and a search that finds nothing.
  await b.goto("/messages");
  await expect(b.getByRole("navigation", { name: "चैट" }).getByText(sellerName)).toBeVisible();
  await b.getByRole("searchbox", { name: "चैट खोजें" }).fill(`कुछ नहीं ${Date.now()}`);
  await b.getByRole("searchbox", { name: "चैट खोजें" }).press("Enter");
  await expect(b.getByText("आपकी खोज से कोई चैट मेल नहीं खाती।")).toBeVisible();
  await expectAccessible(b);

  expect(buyer.hydrationErrors).toEqual([]);
  expect(seller.hydrationErrors).toEqual([]);
  expect(buyer.errors).toEqual([]);
  expect(seller.errors).toEqual([]);
  await closeAll(buyer.context, seller.context);
});

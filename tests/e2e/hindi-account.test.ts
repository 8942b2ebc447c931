import type { BrowserContext, Page } from "@playwright/test";
import { chooseLocation, createAccount, freshPerson, lastCode } from "./support/accounts";
import { postAd, uniqueTitle } from "./support/ads";
import { expect, expectAccessible, test } from "./support/fixtures";
import { watchHydration } from "./support/hindi";

// Issue 14, part 2: the account screens in Hindi — /login (e-mail, phone + OTP), /signup, /profile, /settings,
// /my-listings and /notifications — read by role and label in Hindi, checked by axe, with no hydration error.

/** Hindi chosen with the language switch's cookie; the location already chosen (no prompt). */
async function inHindi(context: BrowserContext, baseURL: string | undefined) {
  await chooseLocation(context, baseURL);
  await context.addCookies([{ name: "mandi_locale", value: "hi", url: String(baseURL) }]);
}

/** A toast, by its (Hindi) title. */
const toast = (page: Page, title: string) => page.getByText(title, { exact: true }).first();

/** Logs in through the e-mail form, reading it in Hindi. */
async function logInInHindi(page: Page, person: { email: string; password: string }, path = "/login") {
  await page.goto(path);
  await page.getByRole("link", { name: "ई-मेल से जारी रखें" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "ई-मेल से लॉग इन करें" })).toBeVisible();
  await page.getByLabel("ई-मेल").fill(person.email);
  await page.getByLabel("पासवर्ड", { exact: true }).fill(person.password);
  await page.getByRole("button", { name: "लॉग इन करें" }).click();
}

test("a visitor reads login and sign-up in Hindi and logs in with a phone code", async ({
  page,
  context,
  request,
  baseURL,
  problems,
}) => {
  await inHindi(context, baseURL);
  const hydration = watchHydration(page);
  const person = await createAccount(request, String(baseURL), freshPerson("hindi"));

  await page.goto("/login");
  await expect(page.locator("html")).toHaveAttribute("lang", /^hi/);
  await expect(page).toHaveTitle("लॉग इन | Mandi");
  await expect(page.getByRole("heading", { level: 1, name: "लॉग इन" })).toBeVisible();
  await expect(page.getByRole("link", { name: "फ़ोन से जारी रखें" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Google से जारी रखें" })).toBeVisible();
  await expect(page.getByRole("link", { name: "खाता बनाएँ" })).toHaveAttribute("href", "/signup");
  await expect(page.getByRole("link", { name: "बंद करें और होम पेज पर जाएँ" })).toBeVisible();
  await expectAccessible(page);

  // E-mail: an empty form is refused with the toast's title in Hindi and the fields marked.
  await page.getByRole("link", { name: "ई-मेल से जारी रखें" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "ई-मेल से लॉग इन करें" })).toBeVisible();
  await page.getByRole("button", { name: "लॉग इन करें" }).click();
  await expect(toast(page, "लॉग इन नहीं हो सका")).toBeVisible();
  await expect(page.getByLabel("ई-मेल")).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page);

  await page.getByRole("link", { name: "पासवर्ड भूल गए?" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "पासवर्ड भूल गए?" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "ई-मेल से लिंक पाएँ" })).toBeVisible();
  await expect(page.getByRole("button", { name: "रीसेट लिंक भेजें" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "या SMS से कोड पाएँ" })).toBeVisible();
  await expectAccessible(page);

  // Phone + OTP, with the 60-second wait before a new code.
  await page.goto("/login");
  await page.getByRole("link", { name: "फ़ोन से जारी रखें" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "फ़ोन से जारी रखें" })).toBeVisible();
  await expect(page.getByText("हम आपको SMS से 6 अंकों का कोड भेजेंगे।")).toBeVisible();
  await page.getByLabel("फ़ोन नंबर").fill(person.phone);
  await page.getByRole("button", { name: "OTP भेजें" }).click();
  await expect(toast(page, "OTP भेज दिया गया!")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "सत्यापन कोड डालें" })).toBeVisible();
  await expect(page.getByText(/पर भेजा गया$/)).toBeVisible();
  await expect(page.getByRole("button", { name: /^\d+ सेकंड में कोड दोबारा भेजें$/ })).toBeDisabled();
  await expectAccessible(page);
  await page.getByLabel("सत्यापन कोड").fill("000000");
  await page.getByRole("button", { name: "सत्यापित करें और लॉग इन करें" }).click();
  await expect(toast(page, "सत्यापन विफल रहा")).toBeVisible();
  await page.getByLabel("सत्यापन कोड").fill(await lastCode(page, person.e164));
  await page.getByRole("button", { name: "सत्यापित करें और लॉग इन करें" }).click();
  await expect(toast(page, "फिर से स्वागत है!")).toBeVisible();
  await expect(page).toHaveURL("/");

  // Sign-up, as a new visitor: the member's page closed first, or its live counts would ask once more without a session.
  await page.goto("about:blank");
  await context.clearCookies();
  await inHindi(context, baseURL);
  await page.goto("/signup");
  await expect(page).toHaveTitle("अपना खाता बनाएँ | Mandi");
  await expect(page.getByRole("heading", { level: 1, name: "अपना खाता बनाएँ" })).toBeVisible();
  await expect(page.getByLabel("पूरा नाम")).toBeVisible();
  await expect(page.getByLabel("फ़ोन नंबर")).toBeVisible();
  await expect(page.getByRole("link", { name: "नियम और शर्तों" })).toHaveAttribute("href", "/legal");
  await page.getByRole("button", { name: "साइन अप करें और सत्यापित करें" }).click();
  await expect(toast(page, "साइन अप नहीं हो सका")).toBeVisible();
  await expect(page.getByLabel("पूरा नाम")).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page);

  expect(hydration).toEqual([]);
  expect(problems.errors).toEqual([]);
});

test("a member reads Profile and Settings in Hindi, saves, and logs out", async ({
  page,
  context,
  request,
  baseURL,
  problems,
}) => {
  await inHindi(context, baseURL);
  const hydration = watchHydration(page);
  const person = await createAccount(request, String(baseURL), freshPerson("priya"));
  await logInInHindi(page, person, "/login?redirectTo=%2Fprofile");
  await expect(page).toHaveURL("/profile");
  await expect(toast(page, "फिर से स्वागत है!")).toBeVisible();
  await expect(page).toHaveTitle("प्रोफ़ाइल | Mandi");
  await expect(page.getByRole("heading", { name: person.name })).toBeVisible();
  const month = new Intl.DateTimeFormat("hi-IN", {
    month: "long",
    year: "numeric",
    timeZone: "Asia/Kolkata",
  });
  await expect(page.getByText(`${month.format(new Date())} से सदस्य`)).toBeVisible();
  const tiles = page.getByRole("navigation", { name: "आपका खाता" });
  for (const [name, href] of [
    ["मेरे विज्ञापन", "/my-listings"],
    ["पसंदीदा", "/favorites"],
    ["सेव की गई खोजें", "/saved-searches"],
    ["मैसेज", "/messages"],
    ["सूचनाएँ", "/notifications"],
    ["सेटिंग्स", "/settings"],
  ]) {
    await expect(tiles.getByRole("link", { name })).toHaveAttribute("href", String(href));
  }
  await expectAccessible(page);

  // The avatar menu in the header.
  await page.getByRole("button", { name: `${person.name} का खाता मेन्यू` }).click();
  await expect(page.getByRole("menuitem", { name: "लॉग आउट करें" })).toBeVisible();
  await page.keyboard.press("Escape");

  await tiles.getByRole("link", { name: "सेटिंग्स" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "सेटिंग्स" })).toBeVisible();
  for (const card of ["खाता", "सूचना प्राथमिकताएँ", "इस डिवाइस पर सूचनाएँ", "पासवर्ड बदलें", "डिवाइस"]) {
    await expect(page.getByRole("heading", { level: 2, name: card, exact: true })).toBeVisible();
  }
  await expect(page.getByText("फ़ोटो यहाँ खींचकर छोड़ें, या चुनने के लिए क्लिक करें")).toBeVisible();
  const photo = page.getByLabel("प्रोफ़ाइल फ़ोटो");
  await photo.setInputFiles({ name: "clip.gif", mimeType: "image/gif", buffer: Buffer.from("GIF89a") });
  await expect(photo).toHaveAccessibleDescription(/फ़ाइल PNG, JPG या JPEG होनी चाहिए।/);
  await photo.setInputFiles([]);
  await expect(page.getByRole("switch", { name: /नए मैसेज/ })).toBeChecked();
  await expect(page.getByRole("switch", { name: /प्रमोशनल ई-मेल/ })).not.toBeChecked();
  await expectAccessible(page);

  await page.getByRole("textbox", { name: "पूरा नाम" }).fill("Priya Sharma");
  await page.getByRole("button", { name: "बदलाव सेव करें" }).click();
  await expect(toast(page, "बदलाव सेव हो गए!")).toBeVisible();
  await expect(page.getByText("आपके खाते की जानकारी सेव हो गई है।").first()).toBeVisible();

  await page.getByRole("switch", { name: /प्रमोशनल ई-मेल/ }).check({ force: true });
  await page.getByRole("button", { name: "प्राथमिकताएँ सेव करें" }).click();
  await expect(toast(page, "प्राथमिकताएँ सेव हो गईं!")).toBeVisible();

  // A wrong current password: the toast says so in Hindi and the form stays filled in.
  await page.getByLabel("मौजूदा पासवर्ड").fill("not-my-password-1");
  await page.getByLabel("नया पासवर्ड", { exact: true }).fill("Another-Chai-2024");
  await page.getByLabel("नए पासवर्ड की पुष्टि करें").fill("Another-Chai-2024");
  await page.getByRole("button", { name: "पासवर्ड बदलें" }).click();
  await expect(toast(page, "पासवर्ड नहीं बदला गया")).toBeVisible();

  await page.getByRole("button", { name: "बाकी सभी डिवाइस से साइन आउट करें" }).click();
  await expect(toast(page, "हो गया!")).toBeVisible();
  await expectAccessible(page);

  // The header asks for its live unread counts once the page's socket opens; logging out before that request
  // reached the server made it answer 401, a console error this test counts (failed once in CI on a slow machine).
  const countsLoaded = page.waitForResponse((response) => response.url().endsWith("/api/v1/me/counts"));
  await page.goto("/profile");
  expect((await countsLoaded).status()).toBe(200);
  await page.getByRole("navigation", { name: "आपका खाता" }).getByRole("button", { name: "लॉग आउट" }).click();
  await expect(page).toHaveURL("/");
  await expect(toast(page, "लॉग आउट हो गया")).toBeVisible();

  expect(hydration).toEqual([]);
  expect(problems.errors).toEqual([]);
});

test("a seller manages My Listings and clears Notifications in Hindi", async ({
  page,
  context,
  request,
  baseURL,
  problems,
}) => {
  await inHindi(context, baseURL);
  const hydration = watchHydration(page);
  const person = await createAccount(request, String(baseURL), freshPerson("arjun"));
  await logInInHindi(page, person);
  await expect(page).toHaveURL("/");

  await page.goto("/my-listings");
  await expect(page).toHaveTitle("मेरे विज्ञापन | Mandi");
  await expect(page.getByRole("heading", { level: 1, name: "मेरे विज्ञापन" })).toBeVisible();
  await expect(page.getByText("अभी आपका कोई सक्रिय विज्ञापन नहीं है।")).toBeVisible();
  await expect(page.getByRole("link", { name: "नया विज्ञापन डालें" })).toHaveAttribute("href", "/sell");
  await expectAccessible(page);

  const sofa = uniqueTitle("Grey sofa");
  await postAd(page, sofa, { phone: person.e164, showPhone: true });
  await page.goto("/my-listings");
  await expect(page.getByText("1 विज्ञापन", { exact: true })).toBeVisible();
  const row = page.getByRole("article", { name: sofa });
  await expect(row.getByText("0 व्यू")).toBeVisible();
  await expect(row.getByText("0 पसंदीदा")).toBeVisible();
  await expect(row.getByText(/को पोस्ट किया गया/)).toBeVisible();
  await expect(row.getByRole("link", { name: `बदलें ${sofa}` })).toHaveAttribute("href", /^\/sell\/\d+\/edit$/);
  await row.getByRole("button", { name: `निष्क्रिय करें ${sofa}` }).click();
  await expect(toast(page, "विज्ञापन निष्क्रिय किया गया")).toBeVisible();
  await row.getByRole("button", { name: `फिर से सक्रिय करें ${sofa}` }).click();
  await expect(toast(page, "विज्ञापन फिर से सक्रिय किया गया")).toBeVisible();
  await expectAccessible(page);

  await row.getByRole("button", { name: `हटाएँ ${sofa}` }).click();
  const dialog = page.getByRole("alertdialog", { name: "क्या आप पक्का ऐसा करना चाहते हैं?" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("यह कार्रवाई वापस नहीं ली जा सकती।", { exact: false })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "रद्द करें" })).toBeFocused();
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "हटाएँ" }).click();
  await expect(toast(page, "विज्ञापन हटा दिया गया")).toBeVisible();
  await expect(page.getByText("अभी आपका कोई सक्रिय विज्ञापन नहीं है।")).toBeVisible();

  // Posting the ad made a notification.
  await page.goto("/notifications");
  await expect(page).toHaveTitle("सूचनाएँ | Mandi");
  await expect(page.getByRole("heading", { level: 1, name: "सूचनाएँ" })).toBeVisible();
  const tabs = page.getByRole("navigation", { name: "दिखाएँ" });
  await expect(tabs.getByRole("link", { name: "सभी" })).toHaveAttribute("aria-current", "page");
  const list = page.getByRole("list", { name: "सभी सूचनाएँ" });
  await expect(list.getByRole("listitem").first()).toBeVisible();
  await expect(list.getByText(/अभी-अभी|मिनट पहले/).first()).toBeVisible();
  await expectAccessible(page);
  await list.getByRole("button", { name: "पढ़ी हुई मार्क करें" }).first().click();
  await expect(list.getByRole("button", { name: "पढ़ी हुई मार्क करें" })).toHaveCount(0);

  await tabs.getByRole("link", { name: "बिना पढ़ी" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "सब देख लिया!" })).toBeVisible();
  await expect(page.getByText("आपकी कोई बिना पढ़ी सूचना नहीं है।")).toBeVisible();
  await expectAccessible(page);

  await tabs.getByRole("link", { name: "सभी" }).click();
  await page.getByRole("button", { name: "सभी हटाएँ" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "सब देख लिया!" })).toBeVisible();
  await expect(page.getByText("मैसेज, ऑफ़र और आपके विज्ञापनों से जुड़ी खबरें यहाँ दिखेंगी।")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { level: 2, name: "सब देख लिया!" })).toBeVisible();

  expect(hydration).toEqual([]);
  expect(problems.errors).toEqual([]);
});

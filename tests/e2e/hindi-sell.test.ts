import type { Page } from "@playwright/test";
import { chooseLocation, createAccount, logInWithEmail, toast } from "./support/accounts";
import { distinctPhoto, uniqueTitle } from "./support/ads";
import { expect, expectAccessible, test } from "./support/fixtures";
import { watchHydration } from "./support/hindi";

const next = (page: Page) => page.getByRole("button", { name: "आगे", exact: true }).click();

test("posts, edits and is congratulated on a whole ad in Hindi, offline for a moment", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const person = await createAccount(request, String(baseURL));
  await chooseLocation(context, baseURL);
  await logInWithEmail(page, person);
  await expect(page).toHaveURL("/");
  await context.addCookies([{ name: "mandi_locale", value: "hi", url: String(baseURL) }]);
  const problems = watchHydration(page);
  const title = uniqueTitle("Teak sofa set");

  // The category picker.
  await page.goto("/sell");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expect(page).toHaveTitle(/विज्ञापन पोस्ट करें/);
  await expect(page.getByRole("heading", { name: "अपना विज्ञापन पोस्ट करें", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "श्रेणी चुनें" })).toBeVisible();
  await expect(page.getByRole("link", { name: "बंद करें और होम पेज पर जाएँ" })).toBeVisible();
  await expectAccessible(page);
  await page.locator('button[value="category:furniture"]').click();
  await expect(page.getByRole("heading", { name: /: उप-श्रेणी चुनें$/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "श्रेणियों पर वापस जाएँ" })).toBeVisible();
  await expectAccessible(page);
  await page.locator('button[value="subcategory:sofa-dining"]').click();

  // Details: Next checks the step first.
  await expect(page.getByRole("heading", { name: "कुछ जानकारी जोड़ें" })).toBeVisible();
  await expect(page.getByText("चरण 1/6: जानकारी")).toBeVisible();
  await expect(page.getByRole("button", { name: "श्रेणी बदलें" })).toBeVisible();
  await expect(page.getByLabel("विज्ञापन का शीर्षक")).toHaveAttribute(
    "placeholder",
    "जैसे 3+2 सीटर फ़ैब्रिक सोफ़ा सेट, 2 साल पुराना",
  );
  await next(page);
  await expect(page.getByLabel("विज्ञापन का शीर्षक")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("विज्ञापन का शीर्षक")).toBeFocused();
  await page.getByLabel("विज्ञापन का शीर्षक").fill(title);
  await page.getByLabel("विवरण").fill("Five seater, teak frame, cushions washed.");
  await page.getByRole("radio", { name: "इस्तेमाल किया हुआ" }).check();
  await expect(
    page.getByText("अपने सामान की मुख्य ख़ूबियाँ लिखें (जैसे ब्रांड, मॉडल, कितना पुराना, टाइप)।"),
  ).toBeVisible();
  await expectAccessible(page);
  await next(page);

  // Price, with the hint below it.
  await expect(page.getByRole("heading", { name: "कीमत तय करें" })).toBeVisible();
  await expect(page.getByText("चरण 2/6: कीमत")).toBeVisible();
  await page.getByLabel("कीमत (₹)").fill("21000");
  await page.getByLabel("कीमत पर मोलभाव हो सकता है").check();
  await expectAccessible(page);
  await next(page);

  // Photos: none is an error; one uploads and is the cover.
  await expect(page.getByRole("heading", { name: "ज़्यादा से ज़्यादा 12 फ़ोटो अपलोड करें" })).toBeVisible();
  await next(page);
  await expect(page.getByText("कृपया कम से कम एक फ़ोटो अपलोड करें।")).toBeVisible();
  await expect(page.getByRole("button", { name: "फ़ोटो जोड़ें" })).toBeVisible();
  await page
    .locator('input[type="file"][name="photoFiles"]')
    .setInputFiles([await distinctPhoto("sofa.jpg")]);
  await expect(page.getByRole("img", { name: "फ़ोटो 1 (कवर)" })).toBeVisible();
  await expect(page.getByRole("button", { name: "फ़ोटो 1 हटाएँ" })).toBeVisible();
  await expect(page.getByRole("progressbar", { name: /अपलोड हो रही है/ })).toHaveCount(0);
  await expect(page.getByText("JPEG, PNG या GIF, ज़्यादा से ज़्यादा 12 फ़ोटो।", { exact: false })).toContainText(
    "12 में से 1 जोड़ी गईं।",
  );
  await expectAccessible(page);
  await next(page);

  // Location: the finder, and a town that is not one.
  await expect(page.getByRole("heading", { name: "अपनी लोकेशन कन्फ़र्म करें" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "अपनी जगह खोजें" })).toBeVisible();
  await expect(page.getByRole("button", { name: "मेरी लोकेशन इस्तेमाल करें" })).toBeVisible();
  await page.getByRole("combobox", { name: "शहर", exact: true }).fill("Atlantis");
  await next(page);
  await expect(page.getByText("सूची में से कोई शहर चुनें।")).toBeVisible();
  await page.getByRole("combobox", { name: "शहर", exact: true }).fill("Mumbai");
  await page.getByLabel("इलाका").fill("Andheri West");
  await expectAccessible(page);
  await next(page);

  // Contact: prefilled from the account.
  await expect(page.getByRole("heading", { name: "अपनी जानकारी जाँचें" })).toBeVisible();
  await expect(page.getByLabel("आपका नाम")).toHaveValue(person.name);
  await expect(page.getByLabel("फ़ोन नंबर")).toHaveValue(`+91 ${person.phone}`);
  await expect(page.getByText("आपके अकाउंट से। यह विज्ञापन पर नहीं दिखाया जाता।")).toBeVisible();
  await page.getByLabel("विज्ञापन पर मेरा नंबर दिखाएँ").check();
  await expectAccessible(page);
  await next(page);

  // The summary, then Post while the network is gone: the ad waits on the device and goes once it is back.
  await expect(
    page.getByRole("heading", { name: "क्या आप अपना विज्ञापन पोस्ट करने के लिए तैयार हैं?" }),
  ).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByText("₹21,000 (मोलभाव हो सकता है)")).toBeVisible();
  await expect(main.getByText(`+91 ${person.phone} (विज्ञापन पर दिखेगा)`)).toBeVisible();
  await expect(page.getByRole("button", { name: "जानकारी बदलें", exact: true })).toBeVisible();
  await expectAccessible(page);
  await context.setOffline(true);
  await page.getByRole("button", { name: "अभी पोस्ट करें" }).click();
  const waiting = page.getByRole("status").filter({ hasText: "नेटवर्क का इंतज़ार है" });
  await expect(waiting).toContainText("आपका विज्ञापन और उसकी फ़ोटो इस डिवाइस पर सेव हैं।");
  await expect(page.getByRole("button", { name: "नेटवर्क का इंतज़ार है…" })).toBeDisabled();
  await context.setOffline(false);

  await expect(page.getByText("विज्ञापन सफलतापूर्वक पोस्ट हो गया!", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/post-success\?title=/);
  const id = new URL(page.url()).searchParams.get("id");
  await expect(page.getByRole("heading", { name: "बधाई हो!", level: 1 })).toBeVisible();
  await expect(main).toContainText(`${title} सफलतापूर्वक पोस्ट हो गया है।`);
  await expect(page.getByRole("link", { name: "एक और विज्ञापन पोस्ट करें" })).toHaveAttribute("href", "/sell");
  await expect(page.getByRole("link", { name: "होमपेज पर जाएँ" })).toHaveAttribute("href", "/");
  await expectAccessible(page);

  // Editing it: the same steps, with Save.
  await page.goto(`/sell/${id}/edit`);
  await expect(page).toHaveTitle(/अपना विज्ञापन बदलें/);
  await expect(page.getByRole("heading", { name: "अपना विज्ञापन बदलें", level: 1 })).toBeVisible();
  await expect(page.getByLabel("विज्ञापन का शीर्षक")).toHaveValue(title);
  await expectAccessible(page);
  await page.getByLabel("विवरण").fill("Five seater, teak frame, cushions washed last week.");
  for (let step = 0; step < 5; step++) await next(page);
  await expect(page.getByRole("heading", { name: "क्या आप अपने बदलाव सेव करने के लिए तैयार हैं?" })).toBeVisible();
  await page.getByRole("button", { name: "बदलाव सेव करें" }).click();
  await expect(page.getByText("बदलाव सेव हो गए!", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(`/product/${id}`);

  // The payment confirmation.
  await page.goto("/success");
  await expect(page.getByRole("heading", { name: "भुगतान सफल रहा!", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "खरीदारी जारी रखें" })).toBeVisible();
  await expectAccessible(page);

  expect(problems).toEqual([]);
});

test("the same ad twice is refused in Hindi, with a way to the one already posted", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const person = await createAccount(request, String(baseURL));
  await chooseLocation(context, baseURL);
  await logInWithEmail(page, person);
  await expect(page).toHaveURL("/");
  const problems = watchHydration(page);
  const title = uniqueTitle("Sheesham dining table");
  const photo = await distinctPhoto("table.jpg");
  // The first one goes through the API, as the app posts it.
  const upload = await page.request.post("/api/v1/photos", { multipart: { photo } });
  expect(upload.status()).toBe(201);
  const posted = await page.request.post("/api/v1/listings", {
    data: {
      category: "furniture",
      subcategory: "sofa-dining",
      title,
      description: "Six chairs, solid sheesham, polished last year.",
      condition: "used",
      price: 18000,
      photos: [(await upload.json()).photo.storageKey],
      city: "Mumbai",
      sellerName: person.name,
      sellerPhone: person.phone,
      showPhone: false,
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);

  await context.addCookies([{ name: "mandi_locale", value: "hi", url: String(baseURL) }]);
  await page.goto("/sell");
  await page.locator('button[value="category:furniture"]').click();
  await page.locator('button[value="subcategory:sofa-dining"]').click();
  await page.getByLabel("विज्ञापन का शीर्षक").fill(title);
  await page.getByLabel("विवरण").fill("Six chairs, solid sheesham, polished last year.");
  await next(page);
  await page.getByLabel("कीमत (₹)").fill("18000");
  await next(page);
  await page.locator('input[type="file"][name="photoFiles"]').setInputFiles([photo]);
  await expect(page.getByRole("img", { name: "फ़ोटो 1 (कवर)" })).toBeVisible();
  await expect(page.getByRole("progressbar", { name: /अपलोड हो रही है/ })).toHaveCount(0);
  await next(page);
  await page.getByRole("combobox", { name: "शहर", exact: true }).fill("Mumbai");
  await next(page);
  await next(page);
  await page.getByRole("button", { name: "अभी पोस्ट करें" }).click();

  const alert = page.getByRole("alert").filter({ hasText: "यह विज्ञापन आपका पहले से है" });
  await expect(alert).toContainText(`“${title}” पहले से Mandi पर है।`);
  await expect(alert.getByRole("link", { name: "मेरे विज्ञापन में इसे रिन्यू करें" })).toHaveAttribute(
    "href",
    "/my-listings",
  );
  // The toast that says so too, in first: axe would otherwise catch it at the start of its entrance, half drawn.
  await expect(toast(page, "यह विज्ञापन आपका पहले से है")).toBeVisible();
  await expectAccessible(page);
  await alert.getByRole("link", { name: "अपना विज्ञापन देखें" }).click();
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  expect(problems).toEqual([]);
});

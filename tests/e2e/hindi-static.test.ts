import type { Page } from "@playwright/test";
import { expect, expectAccessible, hydrated, test } from "./support/fixtures";
import { inHindi, watchHydration } from "./support/hindi";

/** A toast (or its no-JavaScript status line) with this text. */
const toastText = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

test.beforeEach(async ({ context, baseURL }) => {
  await inHindi(context, baseURL);
});

test("हिन्दी: the help centre searches and says when nothing matches", async ({ page, problems }) => {
  const hydration = watchHydration(page);
  await page.goto("/help");
  await hydrated(page);
  await expect(page.locator("html")).toHaveAttribute("lang", /^hi/);
  await expect(page).toHaveTitle("सहायता केंद्र | Mandi");
  await expect(page.getByRole("heading", { level: 1, name: "सहायता केंद्र" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "अक्सर पूछे जाने वाले सवाल" })).toBeVisible();
  await expect(page.getByText("5 लोकप्रिय सवाल")).toBeVisible();
  await expect(page.getByRole("heading", { name: "अब भी मदद चाहिए?" })).toBeVisible();
  await expect(page.getByText("हमारी सपोर्ट टीम सोम-शुक्र सुबह 9 से शाम 6 बजे (IST) जवाब देती है।")).toBeVisible();
  await expect(page.getByRole("button", { name: "खोजें", exact: true })).toBeVisible();
  // The questions themselves are stored in Hindi too (faq_items.question_hi).
  await expect(page.getByRole("heading", { level: 3, name: "विज्ञापन कैसे डालें?" })).toBeVisible();

  const search = page.getByRole("searchbox", { name: "सहायता लेख खोजें" });
  await expect(search).toHaveAttribute("placeholder", "सहायता लेख खोजें");
  await search.fill("सुरक्षित");
  await expect(page.getByRole("heading", { level: 2, name: "मिलते-जुलते सवाल" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /“सुरक्षित” के लिए \d+ जवाब/ })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "खरीदते या बेचते समय सुरक्षित कैसे रहें?" })).toBeVisible();

  await search.fill("xyzzy");
  await expect(page.getByText("कोई नतीजा नहीं मिला")).toBeVisible();
  await expect(page.getByRole("link", { name: "हमारी सपोर्ट टीम से संपर्क करें" })).toHaveAttribute(
    "href",
    "/contact",
  );
  await expectAccessible(page);
  expect(hydration).toEqual([]);
  expect(problems.errors).toEqual([]);
});

test("हिन्दी: the contact form shows its field messages and confirms the message", async ({
  page,
  problems,
}) => {
  const hydration = watchHydration(page);
  await page.goto("/contact");
  await hydrated(page);
  await expect(page).toHaveTitle("संपर्क करें | Mandi");
  await expect(page.getByRole("heading", { level: 1, name: "संपर्क करें" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "सीधे हमसे संपर्क करें" })).toBeVisible();
  await expect(page.getByText("सोम-शुक्र सुबह 9 से शाम 6 बजे (IST)", { exact: true })).toBeVisible();
  await expect(page.getByRole("form", { name: "हमें मैसेज भेजें" })).toBeVisible();

  await page.getByRole("button", { name: "मैसेज भेजें" }).click();
  const name = page.getByLabel("नाम", { exact: true });
  await expect(page.getByText("कृपया अपना नाम डालें।")).toBeVisible();
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page);

  await name.fill("आशा वर्मा");
  await page.getByLabel("ई-मेल", { exact: true }).fill("asha@example.in");
  await page.getByLabel("विषय", { exact: true }).fill("मेरा स्कूटर विज्ञापन");
  await page.getByLabel("मैसेज", { exact: true }).fill(`मेरा विज्ञापन क्यों छिपा? hindi-${Date.now()}`);
  await page.getByRole("button", { name: "मैसेज भेजें" }).click();
  await expect(toastText(page, "मैसेज भेज दिया गया!")).toBeVisible();
  await expect(page.getByText(/संपर्क करने के लिए धन्यवाद/).first()).toBeVisible();
  await expect(name).toHaveValue("");
  await expectAccessible(page);
  expect(hydration).toEqual([]);
  expect(problems.errors).toEqual([]);
});

test("हिन्दी: apply for a job from the careers page", async ({ page, problems }) => {
  const hydration = watchHydration(page);
  await page.goto("/careers");
  await hydrated(page);
  await expect(page).toHaveTitle("करियर | Mandi");
  await expect(page.getByRole("heading", { level: 1, name: "Mandi में करियर" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "खुली पोज़िशन" })).toBeVisible();
  const openings = page.getByRole("main").getByRole("heading", { level: 3 });
  // The openings are stored in Hindi too (job_openings.title_hi and the rest).
  await expect(openings.first()).toHaveText("सीनियर बैकएंड इंजीनियर");
  await expect(page.getByRole("article", { name: "सीनियर बैकएंड इंजीनियर" })).toContainText("जगह: बेंगलुरु");
  const firstTitle = (await openings.first().textContent()) ?? "";
  await expect(page.getByText("नौकरी का पूरा विवरण").first()).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("link", { name: `${firstTitle} के लिए अभी आवेदन करें` }).click();
  const dialog = page.getByRole("dialog", { name: `${firstTitle} के लिए आवेदन करें` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/सभी फ़ील्ड ज़रूरी हैं/)).toBeVisible();
  await expect(dialog.getByRole("button", { name: "बंद करें" })).toBeVisible();
  await dialog.getByRole("button", { name: "आवेदन भेजें" }).click();
  await expect(dialog.getByText("कृपया अपना पूरा नाम डालें।")).toBeVisible();
  await expectAccessible(page);

  await dialog.getByLabel("पूरा नाम").fill("रोहन अय्यर");
  await dialog.getByLabel("ई-मेल").fill("rohan@example.in");
  await dialog.getByLabel("फ़ोन").fill("98765 43210");
  await expect(dialog.getByText("LinkedIn या पोर्टफ़ोलियो लिंक (वैकल्पिक)")).toBeVisible();
  await dialog.getByLabel("कवर लेटर").fill("मैं Mandi पर काम करना चाहूँगा।");
  await dialog.getByRole("button", { name: "आवेदन भेजें" }).click();
  await expect(toastText(page, "आवेदन भेज दिया गया!")).toBeVisible();
  // The toast names the opening as the page did, in Hindi.
  await expect(page.getByText(`${firstTitle} के लिए आवेदन करने का धन्यवाद।`).first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expectAccessible(page);
  expect(hydration).toEqual([]);
  expect(problems.errors).toEqual([]);
});

test("हिन्दी: a blog post, and a post that does not exist", async ({ page, problems }) => {
  const hydration = watchHydration(page);
  await page.goto("/blog");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Mandi ब्लॉग" })).toBeVisible();
  // The posts are stored in Hindi too (blog_posts.title_hi and the rest); the author's name stays as written.
  await expect(
    page.getByRole("heading", { level: 2, name: "ऑनलाइन खरीदते या बेचते समय सुरक्षित सौदे की सात आदतें" }),
  ).toBeVisible();
  await expect(page.getByText(/^लेखक: /).first()).toBeVisible();
  // Dates in Hindi month names, Latin digits ("18 जून 2025").
  await expect(page.locator("time").first()).toHaveText(/^\d{1,2} \S+ \d{4}$/);
  await expect(page.locator("time").first()).not.toHaveText(/[A-Za-z]/);
  await expectAccessible(page);
  await page
    .getByRole("link", { name: /^और पढ़ें: / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/blog\/safe-deals-buying-selling-online$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "ऑनलाइन खरीदते या बेचते समय सुरक्षित सौदे की सात आदतें" }),
  ).toBeVisible();
  await expect(page.getByText(/^पैसे देने से पहले देखें।/)).toBeVisible();
  await expect(page.getByRole("link", { name: "सभी पोस्ट" })).toBeVisible();
  await expectAccessible(page);

  const missing = await page.goto("/blog/no-such-post");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "पोस्ट नहीं मिली" })).toBeVisible();
  await expect(page.getByRole("link", { name: "ब्लॉग पर वापस जाएँ" })).toBeVisible();
  expect(hydration).toEqual([]);
  expect(problems.errors.filter((e) => !e.includes("404"))).toEqual([]);
});

test("हिन्दी: the WhatsApp page says what its button does", async ({ page, problems }) => {
  const hydration = watchHydration(page);
  await page.goto("/social/whatsapp");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "WhatsApp पर Mandi" })).toBeVisible();
  const popup = page.waitForEvent("popup");
  await page.getByRole("link", { name: "हमारी WhatsApp कम्युनिटी से जुड़ें" }).click();
  await expect(toastText(page, "WhatsApp खोला जा रहा है")).toBeVisible();
  await (await popup).close();
  await expectAccessible(page);
  expect(hydration).toEqual([]);
  expect(problems.errors).toEqual([]);
});

const PAGES = [
  ["/about", "Mandi के बारे में", "शुरू करें"],
  ["/business", "Mandi बिज़नेस के लिए", "Mandi पर विज्ञापन क्यों दें"],
  ["/legal", "शर्तें और प्राइवेसी", "सेवा की शर्तें"],
  ["/sitemap", "साइटमैप", "कैटेगरी"],
] as const;

for (const [path, heading, subheading] of PAGES) {
  test(`हिन्दी: ${path} reads in Hindi and is accessible`, async ({ page, problems }) => {
    const hydration = watchHydration(page);
    const res = await page.goto(path);
    expect(res?.status()).toBe(200);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page.getByRole("heading", { level: 2, name: subheading })).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /[\u0900-\u097F]/);
    await expectAccessible(page);
    expect(hydration).toEqual([]);
    expect(problems.errors).toEqual([]);
  });
}

import type { Page } from "@playwright/test";
import { expect, expectAccessible, readOutbox, test } from "./support/fixtures";

const SUPPORT_EMAIL = "support@mandi.local";
const CAREERS_EMAIL = "careers@mandi.local";

/** Waits until React has taken over the server HTML, so clicks reach the enhanced (JavaScript) behaviour. */
async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const main = document.querySelector("main");
    return main !== null && Object.keys(main).some((key) => key.startsWith("__react"));
  });
}

const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/, includeHidden: true });

test("the contact form sends a message to support and clears itself", async ({ page, problems }) => {
  const token = `contact-${Date.now()}`;
  await page.goto("/contact");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
  await expect(page.getByRole("link", { name: SUPPORT_EMAIL })).toHaveAttribute(
    "href",
    `mailto:${SUPPORT_EMAIL}`,
  );
  await expect(page.getByRole("link", { name: /^\+91/ })).toHaveAttribute("href", /^tel:\+91\d+$/);
  await expect(page.getByText("Mon-Fri 9am to 6pm IST")).toBeVisible();

  await page.getByLabel("Name", { exact: true }).fill("Asha Verma");
  await page.getByLabel("E-mail", { exact: true }).fill("asha@example.in");
  await page.getByLabel("Subject", { exact: true }).fill("My scooter ad");
  await page.getByLabel("Message", { exact: true }).fill(`Why was my ad hidden? ${token}`);
  await page.getByRole("button", { name: "Send Message" }).click();

  await expect(toasts(page).getByText("Message Sent!")).toBeVisible();
  await expect(toasts(page).getByText(/Thank you for reaching out/)).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("");
  const mail = (await readOutbox(page)).find((e) => e.body.includes(token));
  expect(mail).toMatchObject({ channel: "email", to: SUPPORT_EMAIL });
  expect(mail?.body).toContain("From: Asha Verma <asha@example.in>");
  await expectAccessible(page);
  expect(problems.errors).toEqual([]);
});

test("an empty contact form shows a message beside every field", async ({ page, problems }) => {
  await page.goto("/contact");
  await hydrated(page);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Please enter your name.")).toBeVisible();
  await expect(page.getByText("Please enter your e-mail address.")).toBeVisible();
  await expect(page.getByText("Please enter a subject.")).toBeVisible();
  await expect(page.getByText("Please enter your message.")).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toBeFocused();
  await expect(page.getByLabel("Name", { exact: true })).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Name", { exact: true }).fill("Asha");
  await expect(page.getByText("Please enter your name.")).toBeHidden();
  await expectAccessible(page);
  expect(problems.errors).toEqual([]);
});

test("apply for a job from the careers page", async ({ page, problems }) => {
  const token = `careers-${Date.now()}`;
  await page.goto("/careers");
  await hydrated(page);
  const openings = page.getByRole("main").getByRole("heading", { level: 3 });
  await expect(openings).toHaveCount(4);
  const firstTitle = (await openings.first().textContent()) ?? "";

  await page
    .getByRole("link", { name: /^Apply Now/ })
    .first()
    .click();
  const dialog = page.getByRole("dialog", { name: `Apply for ${firstTitle}` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Send Application" }).click();
  await expect(dialog.getByText("Please enter your full name.")).toBeVisible();

  await dialog.getByLabel("Full name").fill("Rohan Iyer");
  await dialog.getByLabel("E-mail").fill("rohan@example.in");
  await dialog.getByLabel("Phone").fill("98765 43210");
  await dialog.getByLabel("LinkedIn or portfolio link").fill("https://www.linkedin.com/in/rohan-iyer");
  await dialog.getByLabel("Cover letter").fill(`I would love to build Mandi. ${token}`);
  await dialog.getByRole("button", { name: "Send Application" }).click();

  await expect(toasts(page).getByText("Application Sent!")).toBeVisible();
  await expect(dialog).toBeHidden();
  const outbox = await readOutbox(page);
  const toTeam = outbox.find((e) => e.to === CAREERS_EMAIL && e.body.includes(token));
  expect(toTeam?.body).toContain("Phone: +919876543210");
  expect(outbox.some((e) => e.to === "rohan@example.in" && e.body.includes(firstTitle))).toBe(true);
  await expectAccessible(page);
  expect(problems.errors).toEqual([]);
});

test("the help centre filters questions as you type", async ({ page, problems }) => {
  await page.goto("/help");
  await hydrated(page);
  // A question is a native <summary>, which has no ARIA role of its own.
  const questions = page.getByRole("region", { name: /questions/i }).locator("summary");
  await expect(questions).toHaveCount(5);
  const question = (name: string) => page.locator("summary", { hasText: name });

  const search = page.getByRole("searchbox", { name: "Search help articles" });
  await search.fill("safe");
  await expect(questions).not.toHaveCount(5);
  await expect(question("How do I stay safe when buying or selling?")).toBeVisible();
  await expect(page.getByText(/Meet in a busy public place/)).toBeVisible();

  await search.fill("xyzzy");
  await expect(page.getByText("No results found")).toBeVisible();
  await expect(questions).toHaveCount(0);
  await expect(page.getByRole("link", { name: "contact our support team" })).toHaveAttribute(
    "href",
    "/contact",
  );

  await search.fill("");
  await expect(questions).toHaveCount(5);
  await expect(page.getByText(/add up to 12 photos/)).toBeHidden();
  await question("How do I post an ad?").click();
  await expect(page.getByText(/add up to 12 photos/)).toBeVisible();
  await question("How do I post an ad?").click();
  await expect(page.getByText(/add up to 12 photos/)).toBeHidden();

  // The keyboard: Enter and Space open the focused question; the arrow keys, Home and End move between them.
  await question("How do I post an ad?").focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText(/add up to 12 photos/)).toBeVisible();
  await page.keyboard.press("Home");
  await expect(questions.first()).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(questions.nth(1)).toBeFocused();
  await page.keyboard.press("Space");
  await expect(page.getByText(/compare it with similar ads/)).toBeVisible();
  await page.keyboard.press("End");
  await expect(questions.last()).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(questions.first()).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(questions.last()).toBeFocused();
  await expectAccessible(page);
  expect(problems.errors).toEqual([]);
});

test("read a blog post from the blog", async ({ page, problems }) => {
  await page.goto("/blog");
  const titles = page.getByRole("main").getByRole("heading", { level: 2 });
  await expect(titles).toHaveCount(3);
  const title = (await titles.first().textContent()) ?? "";
  await titles.first().getByRole("link").click();

  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page).toHaveTitle(`${title} | Mandi`);
  const cover = page.locator("article img");
  await expect(cover).toHaveJSProperty("complete", true);
  expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expectAccessible(page);

  const missing = await page.goto("/blog/no-such-post");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Post not found" })).toBeVisible();
  expect(problems.errors.filter((e) => !e.includes("404"))).toEqual([]);
});

test("social and app pages really redirect", async ({ page, problems }) => {
  await page.goto("/social/facebook");
  await expect(page.getByRole("heading", { name: "Redirecting to Facebook…" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Continue to Facebook" })).toBeVisible();
  await page.waitForURL("**/about?from=facebook", { timeout: 6_000 });
  await expect(page.getByRole("heading", { level: 1, name: "About Mandi" })).toBeVisible();

  await page.goto("/app/google-play");
  await expect(page.getByRole("heading", { name: "Redirecting to Google Play…" })).toBeVisible();
  await page.waitForURL("**/about?from=google-play", { timeout: 6_000 });

  // Arriving by a client-side link from the footer redirects as well.
  await hydrated(page);
  await page.getByRole("contentinfo").getByRole("link", { name: "Twitter" }).click();
  await expect(page.getByRole("heading", { name: "Redirecting to Twitter…" })).toBeVisible();
  await page.waitForURL("**/about?from=twitter", { timeout: 6_000 });
  expect(problems.errors).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact form still validates, sends and confirms", async ({ page }) => {
    const token = `nojs-${Date.now()}`;
    await page.goto("/contact");
    await page.getByLabel("Name", { exact: true }).fill("Kiran");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Please enter your e-mail address.")).toBeVisible();
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Kiran");

    await page.getByLabel("E-mail", { exact: true }).fill("kiran@example.in");
    await page.getByLabel("Subject", { exact: true }).fill("No JavaScript here");
    await page.getByLabel("Message", { exact: true }).fill(`Plain form post. ${token}`);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("status").getByText("Message Sent!")).toBeVisible();
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("");
    expect((await readOutbox(page)).some((e) => e.to === SUPPORT_EMAIL && e.body.includes(token))).toBe(true);
  });

  test("Apply Now opens the application form inline", async ({ page }) => {
    await page.goto("/careers");
    await page
      .getByRole("link", { name: /^Apply Now/ })
      .nth(1)
      .click();
    await expect(page).toHaveURL(/\/careers\?apply=[a-z0-9-]+#apply$/);
    const form = page.getByRole("form", { name: /^Apply for / });
    await form.getByLabel("Full name").fill("Divya Menon");
    await form.getByLabel("E-mail").fill("divya@example.in");
    await form.getByLabel("Phone").fill("+91 99887 76655");
    await form.getByLabel("Cover letter").fill("Trust and safety is what I do best.");
    await form.getByRole("button", { name: "Send Application" }).click();
    await expect(page.getByRole("status").getByText("Application Sent!")).toBeVisible();
    await expect(page.getByRole("form", { name: /^Apply for / })).toHaveCount(0);
  });

  test("the help search works as a plain GET form and the answers are readable", async ({ page }) => {
    await page.goto("/help");
    await page.locator("summary", { hasText: "How do I post an ad?" }).click();
    await expect(page.getByText(/add up to 12 photos/)).toBeVisible();
    await page.getByRole("searchbox", { name: "Search help articles" }).fill("account");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/help\?q=account$/);
    await expect(page.locator("summary", { hasText: "How do I manage my account?" })).toBeVisible();
    await expect(page.locator("summary", { hasText: "How do I post an ad?" })).toHaveCount(0);
  });

  test("social pages redirect by meta refresh", async ({ page }) => {
    await page.goto("/social/youtube");
    await page.waitForURL("**/about?from=youtube", { timeout: 6_000 });
  });
});

test("the WhatsApp button says what it does and opens the community", async ({ page, problems }) => {
  await page.goto("/social/whatsapp");
  await hydrated(page);
  const popup = page.waitForEvent("popup");
  await page.getByRole("link", { name: "Join our WhatsApp community" }).click();
  await expect(toasts(page).getByText("Opening WhatsApp")).toBeVisible();
  await expect(toasts(page).getByText("Taking you to the Mandi community on WhatsApp.")).toBeVisible();
  const community = await popup;
  await community.waitForURL("**/about?from=whatsapp");
  await expectAccessible(page);
  expect(problems.errors).toEqual([]);
});

const PAGES = [
  ["/about", "About Mandi"],
  ["/contact", "Contact Us"],
  ["/careers", "Careers at Mandi"],
  ["/careers?apply=product-designer", "Careers at Mandi"],
  ["/legal", "Terms & Privacy"],
  ["/help", "Help Center"],
  ["/help?q=account", "Help Center"],
  ["/sitemap", "Sitemap"],
  ["/blog", "Mandi Blog"],
  ["/business", "Mandi for Businesses"],
  ["/success", "Payment Successful!"],
  ["/post-success?title=Honda%20Activa%206G", "Congratulations!"],
  ["/social/whatsapp", "Mandi on WhatsApp"],
] as const;

for (const [path, heading] of PAGES) {
  test(`${path} has one h1, a description and no accessibility problems`, async ({ page, problems }) => {
    const res = await page.goto(path);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page.getByRole("main")).toHaveCount(1);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{40,160}/);
    await expectAccessible(page);
    expect(problems.errors).toEqual([]);
  });
}

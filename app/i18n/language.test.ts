import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { preferredLocale } from "~/server/locale";
import { authClient } from "~/tests/support/auth-requests";
import { pageBrowser, visibleText } from "~/tests/support/page-browser";
import { createTestApp, type TestContext } from "~/tests/support/test-app";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";

// Issue 14 §2: the first visit follows Accept-Language; the switch keeps the choice in a cookie and on the
// signed-in member's profile, which their other devices then follow. <html lang> says which.
let database: Database;
let t: TestContext;

beforeAll(async () => {
  database = await getTestDatabase();
  await resetDatabase(database);
  t = await createTestApp(database, { pages: true, rateLimitScale: 20 });
}, 120_000);
afterAll(() => t.close());

const HINDI_HEADING = "Mandi: अपने आस-पास खरीदें और बेचें";
const ENGLISH_HEADING = "Mandi: buy and sell near you";

describe("Accept-Language", () => {
  it("prefers the language of the highest weight that Mandi speaks", () => {
    expect(preferredLocale(null)).toBe("en");
    expect(preferredLocale("hi")).toBe("hi");
    expect(preferredLocale("hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7")).toBe("hi");
    expect(preferredLocale("en-IN,en;q=0.9,hi;q=0.8")).toBe("en");
    expect(preferredLocale("mr-IN,hi;q=0.7,en;q=0.5")).toBe("hi");
    expect(preferredLocale("ta-IN,ta;q=0.9")).toBe("en");
    expect(preferredLocale("en;q=0.2,hi;q=0.9")).toBe("hi");
    expect(preferredLocale("hi;q=0")).toBe("en");
  });

  it("starts a first visit in Hindi when the browser asks for it, and in English otherwise", async () => {
    const hindi = await t.app.request(t.url("/"), {
      headers: { "Accept-Language": "hi-IN,hi;q=0.9,en;q=0.8" },
    });
    const html = await hindi.text();
    expect(html).toContain('<html lang="hi-IN"');
    expect(visibleText(html)).toContain(HINDI_HEADING);
    expect(visibleText(html)).toContain("बेचें");

    const english = await t.app.request(t.url("/"), { headers: { "Accept-Language": "en-GB" } });
    const englishHtml = await english.text();
    expect(englishHtml).toContain('<html lang="en-IN"');
    expect(visibleText(englishHtml)).toContain(ENGLISH_HEADING);
  });

  it("gives way to the language chosen on the device", async () => {
    const res = await t.app.request(t.url("/"), {
      headers: { "Accept-Language": "hi", cookie: "mandi_locale=en" },
    });
    expect(visibleText(await res.text())).toContain(ENGLISH_HEADING);
  });
});

describe("the domain's refusals", () => {
  it("are said in the page's language: the same AppError in English and in Hindi", async () => {
    const bad = t.url("/unsubscribe?u=nobody&k=messages&t=forged");
    const hindi = await t.app.request(bad, { headers: { "Accept-Language": "hi" } });
    expect(hindi.status).toBe(400);
    expect(visibleText(await hindi.text())).toContain(
      "यह अनसब्सक्राइब लिंक सही नहीं है। इसके बजाय सेटिंग्स में अपने ई-मेल बदलें।",
    );
    const english = await t.app.request(bad, { headers: { "Accept-Language": "en" } });
    expect(visibleText(await english.text())).toContain(
      "This unsubscribe link is not valid. Change your e-mails in Settings instead.",
    );
  });
});

describe("the language switch", () => {
  it("keeps the choice on the device and comes back to the page, never to another site", async () => {
    const visitor = pageBrowser(t);
    const switched = await visitor.post("/language", { locale: "hi", redirectTo: "/help" });
    expect(switched.status).toBe(303);
    expect(switched.headers.get("location")).toBe("/help");
    expect(switched.headers.get("set-cookie")).toMatch(
      /mandi_locale=hi; Path=\/; Max-Age=\d+; SameSite=Lax; HttpOnly/,
    );
    expect(visibleText(await (await visitor.get("/")).text())).toContain(HINDI_HEADING);

    const away = await visitor.post("/language", { locale: "en", redirectTo: "//evil.example/" });
    expect(away.headers.get("location")).toBe("/");
    expect(visibleText(await (await visitor.get("/")).text())).toContain(ENGLISH_HEADING);

    // The footer's switch names no page: it goes back to the one it was posted from.
    const fromFooter = await t.app.request(t.url("/language"), {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: new URL(t.url("/")).origin,
        referer: t.url("/products?q=scooty"),
      },
      body: "locale=hi",
    });
    expect(fromFooter.headers.get("location")).toBe("/products?q=scooty");
  });

  it("keeps a member's choice on their profile: a new device signs in and is in Hindi", async () => {
    const account = { email: "sunita@example.in", phone: "+919876500011", password: "monsoon-chai-1987" };
    await authClient(t).signUp(account);
    const phone = pageBrowser(t);
    await phone.post("/login", { intent: "email-sign-in", email: account.email, password: account.password });
    // Nothing chosen yet: the device keeps the language its browser asked for, so the profile is read once.
    await phone.get("/");
    expect(phone.jar.get("mandi_locale")).toBe("en");
    await phone.post("/language", { locale: "hi", redirectTo: "/" });

    const laptop = pageBrowser(t);
    await laptop.post("/login", {
      intent: "email-sign-in",
      email: account.email,
      password: account.password,
    });
    expect(laptop.jar.get("mandi_locale")).toBeUndefined();
    const page = await laptop.get("/");
    expect(visibleText(await page.text())).toContain(HINDI_HEADING);
    // From now on this device remembers it too.
    expect(laptop.jar.get("mandi_locale")).toBe("hi");
  });
});

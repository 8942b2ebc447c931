import { describe, expect, it } from "vitest";
import { offlineLocale, offlinePage, pageLocale } from "./offline-page";
import { isPrivatePage, mayKeepPage, pageOfDataRequest, pageTitle, reloadAsDocument } from "./page-rules";
import { notificationOf } from "./push-payload";

const html = (headers: Record<string, string> = {}, status = 200) =>
  new Response("<html></html>", {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", ...headers },
  });

describe("what the service worker keeps", () => {
  it("keeps public pages answered whole, never a member's or a private screen", () => {
    expect(mayKeepPage("/product/7", html())).toBe(true);
    expect(mayKeepPage("/", html({ "Cache-Control": "public, max-age=60" }))).toBe(true);
    expect(mayKeepPage("/product/7", html({ "Cache-Control": "private, no-cache" }))).toBe(false);
    expect(mayKeepPage("/product/7", html({ "Cache-Control": "no-store" }))).toBe(false);
    expect(mayKeepPage("/product/7", html({}, 404))).toBe(false);
    expect(mayKeepPage("/messages/3", html())).toBe(false);
    expect(
      mayKeepPage("/product/7", new Response("{}", { headers: { "Content-Type": "application/json" } })),
    ).toBe(false);
    for (const path of ["/sell", "/settings", "/notifications", "/favorites", "/admin/review", "/login"]) {
      expect(isPrivatePage(path), path).toBe(true);
    }
    for (const path of ["/", "/products/cars", "/product/1", "/seller/abc", "/about", "/selling-tips"]) {
      expect(isPrivatePage(path), path).toBe(false);
    }
  });

  it("sends a failed data request to its page as a document load", () => {
    expect(pageOfDataRequest(new URL("http://m/product/7.data?_routes=routes%2Fproduct"))).toBe("/product/7");
    expect(pageOfDataRequest(new URL("http://m/_root.data"))).toBe("/");
    expect(pageOfDataRequest(new URL("http://m/products.data?q=bike&_routes=x"))).toBe("/products?q=bike");
    expect(pageOfDataRequest(new URL("http://m/media/a/320.webp"))).toBeNull();
    const answer = reloadAsDocument("/product/7");
    expect(answer.status).toBe(204);
    expect(answer.headers.get("X-Remix-Redirect")).toBe("/product/7");
    expect(answer.headers.get("X-Remix-Reload-Document")).toBe("true");
  });

  it("reads a page's own title", () => {
    expect(pageTitle("<head><title>Honda City &amp; more | Mandi</title>")).toBe("Honda City & more");
    expect(pageTitle("<title>Mandi</title>")).toBe("Mandi");
    expect(pageTitle("<p>none</p>")).toBeNull();
  });
});

describe("the offline page", () => {
  it("lists the ads and pages seen, newest first, escaped", () => {
    const page = offlinePage(
      [
        { url: "/about", title: "About", lang: "en", seenAt: 1 },
        { url: "/product/2", title: "Old <b>bike</b>", lang: "en", seenAt: 2 },
        { url: "/product/3", title: "New phone", lang: "en", seenAt: 3 },
      ],
      { stylesheet: "/assets/app-x.css", wanted: "/help?a=1&b=2", locale: "en" },
    );
    expect(page).toContain('<link rel="stylesheet" href="/assets/app-x.css">');
    expect(page).toContain('href="/help?a=1&amp;b=2">Try again');
    expect(page).toContain("Old &lt;b&gt;bike&lt;/b&gt;");
    expect(page.indexOf("New phone")).toBeLessThan(page.indexOf("Old &lt;b&gt;"));
    expect(page.indexOf("Ads you saw recently")).toBeLessThan(page.indexOf("Pages you saw recently"));
    expect(page).not.toContain("<script");
  });

  it("says what it will hold when nothing was kept yet", () => {
    expect(offlinePage([], { stylesheet: null, wanted: "/", locale: "en" })).toContain(
      "Pages you open while online",
    );
  });

  it("speaks the language of the page seen last, else the browser's", () => {
    const hindi = { url: "/product/5", title: "होंडा एक्टिवा", lang: "hi" as const, seenAt: 9 };
    const english = { url: "/about", title: "About", lang: "en" as const, seenAt: 4 };
    expect(pageLocale('<!DOCTYPE html><html lang="hi-IN" class="x">')).toBe("hi");
    expect(pageLocale('<html lang="en-IN">')).toBe("en");
    expect(pageLocale("<html>")).toBeNull();
    expect(offlineLocale([english, hindi], ["en-US"])).toBe("hi");
    expect(offlineLocale([], ["hi-IN", "en"])).toBe("hi");
    expect(offlineLocale([], ["en-GB"])).toBe("en");
    const page = offlinePage([hindi], { stylesheet: null, wanted: "/", locale: "hi" });
    expect(page).toContain('<html lang="hi-IN">');
    expect(page).toContain("<title>आप ऑफ़लाइन हैं | Mandi</title>");
    expect(page).toContain("हाल में देखे गए विज्ञापन");
    expect(page).toContain(">फिर से कोशिश करें</a>");
  });
});

describe("a push message's notification", () => {
  it("shows the message's title, text and page", () => {
    const shown = notificationOf(
      JSON.stringify({ title: "Asha", body: "Is it still available?", url: "/messages/4" }),
    );
    expect(shown).toMatchObject({
      title: "Asha",
      body: "Is it still available?",
      data: { url: "/messages/4" },
    });
  });

  it("still shows something for a message it cannot read", () => {
    expect(notificationOf("not json")).toMatchObject({
      title: "Mandi",
      body: "not json",
      data: { url: "/" },
    });
    expect(notificationOf("")).toMatchObject({ title: "Mandi", data: { url: "/" } });
  });
});

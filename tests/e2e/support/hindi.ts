import type { BrowserContext, Page } from "@playwright/test";

/**
 * The pages in Hindi: the cookie the language switch sets, as a person who chose हिन्दी has it; with `location`,
 * also a chosen location (INDIA), so the home page's location prompt stays closed.
 */
export async function inHindi(context: BrowserContext, baseURL: string | undefined, location = true) {
  const url = String(baseURL);
  await context.addCookies([
    { name: "mandi_locale", value: "hi", url },
    ...(location ? [{ name: "mandi_location", value: "INDIA", url }] : []),
  ]);
}

/** Hydration problems (a server/browser mismatch in the words) and script errors the page reports, as they come. */
export function watchHydration(page: Page): string[] {
  const seen: string[] = [];
  page.on("console", (msg) => {
    if (/hydrat/i.test(msg.text())) seen.push(msg.text());
  });
  page.on("pageerror", (err) => seen.push(err.message));
  return seen;
}

import type { Page } from "@playwright/test";
import { freshPerson, signedInPerson } from "./support/accounts";
import { postAd } from "./support/ads";
import { expect, expectAccessible, hydrated, test } from "./support/fixtures";

// Issue 14 §3, search that understands how India types: the same ads for "scooty" and "स्कूटी", for "phone" and
// "mobile", an ad written in Devanagari found by its words in Latin letters, and a Devanagari typo corrected —
// searched from the header as a person does.

async function search(page: Page, query: string) {
  const trigger = page.getByRole("banner").getByRole("link", { name: /^Search Cars/ });
  await expect(trigger).toHaveAttribute("aria-haspopup", "dialog");
  await trigger.click();
  const box = page.getByRole("dialog", { name: "Search" }).getByRole("searchbox");
  await box.fill(query);
  await box.press("Enter");
  await expect(page).toHaveURL(`/products?q=${encodeURIComponent(query)}`);
}

const results = (page: Page) => page.getByRole("main").getByRole("article").getByRole("heading");

test("स्कूटी finds Honda Activa scooty, phone finds Redmi mobile, honda finds होंडा, and एक्टवा is corrected", async ({
  browser,
  request,
  baseURL,
  problems,
}) => {
  const seller = await signedInPerson(browser, request, String(baseURL), freshPerson("hindi-search"));
  // One word no other ad of this run has, searched with each query so only these ads can match.
  const tag = `q${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const scooty = `Honda Activa scooty ${tag}`;
  const mobile = `Redmi mobile ${tag}`;
  const hindiScooter = `होंडा एक्टिवा स्कूटर ${tag}`;
  await postAd(seller.page, scooty, { description: "Well kept, new tyres, all papers ready." });
  await postAd(seller.page, mobile, { description: "Six GB RAM, box and charger, no scratches." });
  await postAd(seller.page, hindiScooter, { description: "अच्छी हालत, सारे कागज़ साथ में।" });

  const page = seller.page;
  await page.goto("/");
  await hydrated(page);

  await search(page, `स्कूटी ${tag}`);
  await expect(results(page)).toHaveCount(2);
  await expect(results(page).filter({ hasText: scooty })).toHaveCount(1);
  await expect(results(page).filter({ hasText: hindiScooter })).toHaveCount(1);
  await expectAccessible(page);

  await search(page, `scooter ${tag}`);
  await expect(results(page)).toHaveCount(2);
  await expect(results(page).filter({ hasText: scooty })).toHaveCount(1);
  await expect(results(page).filter({ hasText: hindiScooter })).toHaveCount(1);

  await search(page, `phone ${tag}`);
  await expect(results(page)).toHaveCount(1);
  await expect(results(page)).toContainText(mobile);

  // The Devanagari ad is found by its words typed in Latin letters.
  await search(page, `honda ${tag}`);
  await expect(results(page)).toHaveCount(2);
  await expect(results(page).filter({ hasText: hindiScooter })).toHaveCount(1);

  // A misspelt Devanagari word: nothing matches it, so the results are those of the nearest word, and it says so.
  await search(page, `एक्टवा ${tag}`);
  await expect(page.getByText(`No results for "एक्टवा ${tag}". Showing results for`)).toContainText(
    `एक्टिवा ${tag}`,
  );
  await expect(results(page)).toHaveCount(1);
  await expect(results(page)).toContainText(hindiScooter);
  await expectAccessible(page);

  await seller.context.close();
  expect(seller.errors).toEqual([]);
  expect(problems.errors).toEqual([]);
});

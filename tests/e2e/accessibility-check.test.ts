import { expect, expectAccessible, test } from "./support/fixtures";

// The check every journey leans on must be able to fail: axe-core runs in the page itself (support/fixtures.ts).
test("the accessibility check reports a serious problem, and passes once it is mended", async ({ page }) => {
  await page.goto("/about");
  await expectAccessible(page);
  await page.evaluate(() => {
    const img = document.createElement("img");
    img.src = "/favicon.ico";
    document.querySelector("main")?.append(img);
  });
  await expect(expectAccessible(page)).rejects.toThrow(/image-alt \(critical\)/);
  await page.evaluate(() => document.querySelector("main img:last-of-type")?.setAttribute("alt", "Mandi"));
  await expectAccessible(page);
});

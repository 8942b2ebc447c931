import { randomBytes } from "node:crypto";
import type { Page, Request } from "@playwright/test";
import sharp from "sharp";
import { createAccount, logInWithEmail, toast } from "./support/accounts";
import { uniqueTitle } from "./support/ads";
import { expect, expectAccessible, hydrated, test } from "./support/fixtures";

// The service worker is part of what these journeys test (other journeys block it: playwright.config.ts).
test.use({ serviceWorkers: "allow" });

const next = (page: Page) => page.getByRole("button", { name: "Next" }).click();

/** A camera-sized photo (3000 px wide) of coarse random blocks: a perceptual hash no other ad has. */
async function cameraPhoto() {
  const buffer = await sharp(randomBytes(40 * 30 * 3), { raw: { width: 40, height: 30, channels: 3 } })
    .resize(3000, 2250, { kernel: "nearest" })
    .jpeg({ quality: 95 })
    .toBuffer();
  return { name: "sofa.jpg", mimeType: "image/jpeg", buffer };
}

test("an ad drafted offline waits for the network and is posted when it returns, its photo shrunk on the device", async ({
  page,
  context,
  request,
  baseURL,
  problems,
}) => {
  test.setTimeout(120_000);
  const person = await createAccount(request, String(baseURL));
  await logInWithEmail(page, person);
  await expect(page).toHaveURL("/");
  await page.goto("/sell");
  await hydrated(page);

  await context.setOffline(true);
  const title = uniqueTitle("Teak sofa set");
  await page.getByRole("button", { name: /^Furniture/ }).click();
  await page.getByRole("button", { name: "Sofa & Dining", exact: true }).click();
  await page.getByLabel("Ad title").fill(title);
  await page.getByLabel("Description").fill("Five seater, teak frame, cushions washed.");
  await page.getByRole("radio", { name: "Used" }).check();
  await next(page);
  await page.getByLabel("Price (₹)").fill("21000");
  await next(page);
  const photo = await cameraPhoto();
  await page.locator('input[type="file"][name="photoFiles"]').setInputFiles([photo]);
  await expect(page.getByRole("img", { name: "Photo 1 (cover)" })).toBeVisible();
  await next(page);
  await page.getByLabel("City").fill("Pune");
  await next(page);
  await expect(page.getByRole("heading", { name: "Review your details" })).toBeVisible();
  await next(page);
  await expect(page.getByRole("heading", { name: "Ready to post your ad?" })).toBeVisible();
  await page.getByRole("button", { name: "Post now" }).click();

  const waiting = page.getByRole("status").filter({ hasText: "Waiting for network" });
  await expect(waiting).toBeVisible();
  await expect(waiting).toContainText("saved on this device");
  await expect(page.getByRole("button", { name: "Waiting for network…" })).toBeDisabled();
  await expectAccessible(page);
  // Nothing left the device while offline: the draft and its photo are in this browser.
  const draft = await page.evaluate(() => JSON.stringify(Object.values(localStorage)));
  expect(draft).toContain(title);

  const uploads: Request[] = [];
  page.on("requestfinished", (finished) => {
    if (finished.url().endsWith("/api/v1/photos")) uploads.push(finished);
  });
  await context.setOffline(false);
  await expect(toast(page, "Ad Posted Successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/post-success\?title=/);
  await expect(page.getByRole("main")).toContainText(`${title} has been posted successfully`);

  // The photo went up no wider than the server's largest size: a fraction of the camera's file.
  expect(uploads).toHaveLength(1);
  const sent = (await uploads[0]?.sizes())?.requestBodySize ?? Number.POSITIVE_INFINITY;
  expect(sent).toBeLessThan(photo.buffer.length / 3);
  // What failed while offline is the price hint and place look-ups the wizard tries on the way.
  expect(problems.errors.filter((e) => !e.includes("ERR_INTERNET_DISCONNECTED"))).toEqual([]);
});

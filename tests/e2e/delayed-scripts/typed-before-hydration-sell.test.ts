import type { Page } from "@playwright/test";
import sharp from "sharp";
import { chooseLocation, createAccount, logInWithEmail, toast } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { holdScripts } from "../support/hold-scripts";

// While the scripts are held the load event waits for them (they are added after the first paint), so
// navigations wait for the parsed page only.
const held = { waitUntil: "domcontentloaded" } as const;

// The ad form is the longest one on a phone: what is typed into a step before the scripts arrive stays in the
// field, in the ad being written, and in the draft the browser keeps.

test.beforeEach(({ context, baseURL }) => chooseLocation(context, baseURL));

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function letScriptsIn(page: Page, scripts: Awaited<ReturnType<typeof holdScripts>>) {
  await scripts.hydrated();
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
}

/** A category tile: a form button, or a link the server answers, depending on how the picker is built. */
const tile = (page: Page, name: RegExp | string) =>
  page
    .getByRole("button", { name, exact: typeof name === "string" })
    .or(page.getByRole("link", { name, exact: typeof name === "string" }))
    .first();

test("a new ad: the details typed before the scripts stay, beat an older stored draft, and go on to the price", async ({
  page,
  problems,
}) => {
  // An older ad left in this browser's storage from another visit.
  await page.goto("/about");
  await page.evaluate(() =>
    localStorage.setItem(
      "mandi_ad_draft",
      JSON.stringify({
        category: "mobiles",
        subcategory: "mobile-phones",
        step: 0,
        title: "Old stored title",
      }),
    ),
  );
  const title = `Redmi Note 12 ${unique()}`;
  const scripts = await holdScripts(page);
  await page.goto("/sell", held);
  await tile(page, /^Mobiles/).click();
  await tile(page, "Mobile Phones").click();
  await expect(page.getByRole("heading", { name: "Include some details" })).toBeVisible();
  await page.getByLabel("Ad title").fill(title);
  await page.getByLabel("Description").fill("Two years old, with the box.");
  await page.getByRole("radio", { name: "Like new" }).check();
  await letScriptsIn(page, scripts);

  await expect(page.getByLabel("Ad title")).toHaveValue(title);
  await expect(page.getByLabel("Description")).toHaveValue("Two years old, with the box.");
  await expect(page.getByRole("radio", { name: "Like new" })).toBeChecked();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: "Set a price" })).toBeVisible();
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByLabel("Ad title")).toHaveValue(title);
  // The browser's draft holds what was typed, so it survives a reload.
  await page.reload();
  await expect(page.getByLabel("Ad title")).toHaveValue(title);
  await expect(page.getByRole("radio", { name: "Like new" })).toBeChecked();
  expect(problems.errors).toEqual([]);
});

test("a property: the choices made in its selects before the scripts arrive stay and go on with the ad", async ({
  page,
  problems,
}) => {
  const title = `3 BHK villa in Baner ${unique()}`;
  const scripts = await holdScripts(page);
  await page.goto("/sell", held);
  await tile(page, /^Properties/).click();
  await tile(page, "For Sale: Houses & Apartments").click();
  await page.getByLabel("Ad title").fill(title);
  await page.getByLabel("Description").fill("East facing, covered parking.");
  await page.getByLabel("Type", { exact: true }).selectOption("Villa");
  await page.getByLabel("BHK", { exact: true }).selectOption("3");
  await page.getByLabel("Area (sq ft)").pressSequentially("1850");
  await letScriptsIn(page, scripts);

  await expect(page.getByLabel("Type", { exact: true })).toHaveValue("Villa");
  await expect(page.getByLabel("BHK", { exact: true })).toHaveValue("3");
  await expect(page.getByLabel("Area (sq ft)")).toHaveValue("1850");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: "Set a price" })).toBeVisible();
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByLabel("Type", { exact: true })).toHaveValue("Villa");
  await expect(page.getByLabel("Area (sq ft)")).toHaveValue("1850");
  expect(problems.errors).toEqual([]);
});

test("a step the server answered before the scripts: the price typed and the tick given there stay", async ({
  page,
  problems,
}) => {
  const scripts = await holdScripts(page);
  await page.goto("/sell", held);
  await tile(page, /^Mobiles/).click();
  await tile(page, "Mobile Phones").click();
  await page.getByLabel("Ad title").fill(`Pixel 7a ${unique()}`);
  await page.getByLabel("Description").fill("Bought last year, bill included.");
  // Without scripts Next is a form post; the server answers with the price step.
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: "Set a price" })).toBeVisible();
  await page.getByLabel("Price (₹)").fill("21500");
  await page.getByRole("checkbox", { name: "Price is negotiable" }).check();
  await letScriptsIn(page, scripts);

  await expect(page.getByLabel("Price (₹)")).toHaveValue("21500");
  await expect(page.getByRole("checkbox", { name: "Price is negotiable" })).toBeChecked();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: "Upload up to 12 photos" })).toBeVisible();
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByLabel("Price (₹)")).toHaveValue("21500");
  await expect(page.getByRole("checkbox", { name: "Price is negotiable" })).toBeChecked();
  expect(problems.errors).toEqual([]);
});

test("photos chosen before the scripts arrive are added to the ad once they do", async ({
  page,
  problems,
}) => {
  const scripts = await holdScripts(page);
  await page.goto("/sell", held);
  await tile(page, /^Mobiles/).click();
  await tile(page, "Mobile Phones").click();
  await page.getByLabel("Ad title").fill(`Galaxy A54 ${unique()}`);
  await page.getByLabel("Description").fill("With the charger and a case.");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Price (₹)").fill("18000");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: "Upload up to 12 photos" })).toBeVisible();
  const jpeg = await sharp({ create: { width: 80, height: 60, channels: 3, background: "#c33" } })
    .jpeg()
    .toBuffer();
  await page
    .getByLabel("Photos", { exact: true })
    .setInputFiles({ name: "front.jpg", mimeType: "image/jpeg", buffer: jpeg });
  await letScriptsIn(page, scripts);

  await expect(page.getByRole("img", { name: "Photo 1 (cover)" })).toBeVisible();
  await expect(page.getByText("1 of 12 added")).toBeVisible();
  expect(problems.errors).toEqual([]);
});

test("editing an ad: a description rewritten before the scripts arrive is the one saved", async ({
  page,
  problems,
  request,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const person = await createAccount(request, String(baseURL));
  await logInWithEmail(page, person);
  await expect(page).toHaveURL("/");
  const photo = await sharp({ create: { width: 70, height: 60, channels: 3, background: "#0a0" } })
    .jpeg()
    .toBuffer();
  const upload = await page.request.post("/api/v1/photos", {
    multipart: { photo: { name: "bike.jpg", mimeType: "image/jpeg", buffer: photo } },
  });
  expect(upload.status()).toBe(201);
  const title = `Royal Enfield Classic 350 ${unique()}`;
  const created = await page.request.post("/api/v1/listings", {
    data: {
      category: "bikes",
      subcategory: "motorcycles",
      title,
      description: "Single owner, all papers.",
      condition: "used",
      attributes: { brand: "Royal Enfield", year: 2021, kmDriven: 9800 },
      price: 165000,
      photos: [(await upload.json()).photo.storageKey],
      city: "Bangalore",
      sellerName: person.name,
      sellerPhone: person.e164,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()).listing;

  const scripts = await holdScripts(page);
  await page.goto(`/sell/${id}/edit`, held);
  await expect(page.getByLabel("Description")).toHaveValue("Single owner, all papers.");
  await page.getByLabel("Description").fill("Single owner, all papers, new tyres.");
  await page.getByLabel("KM driven (km)").fill("10200");
  await letScriptsIn(page, scripts);

  await expect(page.getByLabel("Description")).toHaveValue("Single owner, all papers, new tyres.");
  await expect(page.getByLabel("KM driven (km)")).toHaveValue("10200");
  for (let step = 0; step < 5; step++) await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: "Ready to save your changes?" })).toBeVisible();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, "Changes Saved!")).toBeVisible();
  await expect(page).toHaveURL(`/product/${id}`);
  await expect(page.getByRole("main")).toContainText("Single owner, all papers, new tyres.");
  expect(problems.errors).toEqual([]);
});

import type { Page } from "@playwright/test";
import sharp from "sharp";
import { createAccount, logInWithEmail, toast } from "./support/accounts";
import { distinctPhoto } from "./support/ads";
import { expect, expectAccessible, test } from "./support/fixtures";

/** A small JPEG made on the spot; its width tells the uploads apart. */
async function photo(name: string, width: number, colour: { r: number; g: number; b: number }) {
  const buffer = await sharp({ create: { width, height: 60, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

/** A photo with a perceptual hash of its own (a plain colour hashes like any other plain colour). */
const sellerPhoto = () => distinctPhoto("phone.jpg");

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function signIn(page: Page, request: Parameters<typeof createAccount>[0], baseURL: string | undefined) {
  const person = await createAccount(request, String(baseURL));
  await logInWithEmail(page, person);
  await expect(page).toHaveURL("/");
  return person;
}

async function pick(page: Page, category: RegExp, subcategory: string) {
  await page.getByRole("button", { name: category }).click();
  await expect(page.getByRole("heading", { name: /choose a subcategory/ })).toBeVisible();
  await page.getByRole("button", { name: subcategory, exact: true }).click();
  await expect(page.getByRole("heading", { name: "Include some details" })).toBeVisible();
}

const next = (page: Page) => page.getByRole("button", { name: "Next" }).click();
const photoInput = (page: Page) => page.locator('input[type="file"][name="photoFiles"]');

test("posts a car with two photos: progress, reorder, cover, review; search finds it and its page shows it", async ({
  page,
  context,
  problems,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const person = await signIn(page, request, baseURL);
  const word = `Zeltron${unique()}`;
  const title = `Honda City ZX 2019 ${word}`;

  await page.goto("/sell");
  await expect(page.getByRole("heading", { name: "Choose a category" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Cars/ })).toContainText(
    "e.g. Maruti Suzuki Swift VXI 2019",
  );
  await expectAccessible(page);
  await page.getByRole("button", { name: /^Cars/ }).click();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Sedans", exact: true }).click();

  // Details: Next checks the step first.
  await expect(page.getByText("Step 1 of 6: Details")).toBeVisible();
  await expect(page.getByLabel("Ad title")).toHaveAttribute(
    "placeholder",
    "e.g. Maruti Suzuki Swift VXI 2019",
  );
  await next(page);
  await expect(page.getByText("Title is required.")).toBeVisible();
  await expect(page.getByText("Description is required.")).toBeVisible();
  // Spec section 5: the title and the description are all Details needs; the car's own fields are optional.
  await expect(page.getByText("Brand is required.")).toHaveCount(0);
  await expect(page.getByLabel("Ad title")).toBeFocused();
  await page.getByLabel("Ad title").fill(title);
  await page.getByLabel("Description").fill("Petrol, manual, serviced at Honda.\nNew tyres, no accidents.");
  await page.getByRole("radio", { name: "Used" }).check();
  await page.getByLabel("Brand").fill("Honda");
  await page.getByLabel("Model").fill("City ZX");
  await page.getByLabel("Year").fill("2019");
  await page.getByLabel("Fuel").selectOption("Petrol");
  await page.getByLabel("Transmission").selectOption("Manual");
  await page.getByLabel("KM driven (km)").fill("42000");
  await page.getByLabel("Owners").selectOption("1");
  await expectAccessible(page);
  await next(page);

  await expect(page.getByRole("heading", { name: "Set a price" })).toBeVisible();
  await page.getByLabel("Price (₹)").fill("abc");
  await next(page);
  await expect(page.getByText("Price must be a number.")).toBeVisible();
  await page.getByLabel("Price (₹)").fill("625000");
  await page.getByLabel("Price is negotiable").check();
  await expectAccessible(page);
  await next(page);

  // Media: two uploads with a progress bar each (the answer is held back a moment so the bar can be seen).
  await expect(page.getByRole("heading", { name: "Upload up to 12 photos" })).toBeVisible();
  await next(page);
  await expect(page.getByText("Please upload at least one photo.")).toBeVisible();
  const uploads: { storageKey: string; width: number }[] = [];
  page.on("response", async (res) => {
    if (res.url().endsWith("/api/v1/photos") && res.status() === 201) uploads.push((await res.json()).photo);
  });
  await page.route("**/api/v1/photos", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await photoInput(page).setInputFiles([
    await photo("red.jpg", 64, { r: 220, g: 30, b: 30 }),
    await photo("blue.jpg", 96, { r: 30, g: 60, b: 220 }),
  ]);
  await expect(page.getByRole("progressbar", { name: "Uploading photo 1" })).toBeVisible();
  await expect(page.getByRole("progressbar", { name: /Uploading photo/ })).toHaveCount(0);
  await expect.poll(() => uploads.length).toBe(2);
  const blue = uploads.find((u) => u.width === 96)?.storageKey;
  const firstSrc = await page.getByRole("img", { name: "Photo 1 (cover)" }).getAttribute("src");
  const secondSrc = await page.getByRole("img", { name: "Photo 2" }).getAttribute("src");
  await page.getByRole("button", { name: "Move photo 2 left" }).click();
  await expect(page.getByRole("img", { name: "Photo 1 (cover)" })).toHaveAttribute("src", secondSrc ?? "");
  await expect(page.getByRole("button", { name: "Move photo 1 left" })).toBeFocused();
  // The keyboard alone puts the red photo back in front, then makes the blue one the cover again.
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("img", { name: "Photo 1 (cover)" })).toHaveAttribute("src", firstSrc ?? "");
  await page.getByRole("button", { name: "Make photo 2 the cover" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("img", { name: "Photo 1 (cover)" })).toHaveAttribute("src", secondSrc ?? "");
  await expectAccessible(page);
  await next(page);

  await expect(page.getByRole("heading", { name: "Confirm your location" })).toBeVisible();
  await next(page);
  await expect(page.getByText("Location is required.")).toBeVisible();
  await page.getByLabel("City").fill("Atlantis");
  await next(page);
  await expect(page.getByText("Choose a city from the list.")).toBeVisible();
  await page.getByLabel("City").fill("pune");
  await page.getByLabel("Locality").fill("Kothrud");
  await page.getByLabel("PIN code").fill("411038");
  await expectAccessible(page);
  await next(page);

  await expect(page.getByRole("heading", { name: "Review your details" })).toBeVisible();
  await expect(page.getByLabel("Your name")).toHaveValue(person.name);
  await expect(page.getByLabel("Phone number")).toHaveValue(`+91 ${person.phone}`);
  await expect(page.getByLabel("E-mail")).toHaveValue(person.email);
  await page.getByLabel("Show my number on the ad").check();
  await expectAccessible(page);
  await next(page);

  await expect(page.getByRole("heading", { name: "Ready to post your ad?" })).toBeVisible();
  const summary = page.getByRole("main");
  await expect(summary.getByText(title)).toBeVisible();
  await expect(summary.getByText("Cars › Sedans", { exact: true })).toBeVisible();
  await expect(summary.getByText("₹6,25,000 (negotiable)")).toBeVisible();
  await expect(summary.getByText("Pune", { exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Post now" }).click();

  await expect(toast(page, "Ad Posted Successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/post-success\?title=/);
  await expect(page.getByRole("main")).toContainText(`${title} has been posted successfully`);
  await expect(page.getByRole("link", { name: "Post another Ad" })).toHaveAttribute("href", "/sell");

  await context.addCookies([{ name: "mandi_location", value: "INDIA", url: String(baseURL) }]);
  await page.goto("/");
  await expect(page.getByRole("region", { name: "Fresh recommendations" }).getByText(title)).toBeVisible();

  await page.goto(`/products?q=${word}`);
  const card = page.getByRole("main").getByRole("article").filter({ hasText: title });
  await expect(card).toHaveCount(1);
  await expect(card.locator("img")).toHaveAttribute("src", `/media/${blue}/320.webp`);
  await card.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByText("₹6,25,000").first()).toBeVisible();
  await expect(main.getByText("City ZX", { exact: true })).toBeVisible();
  await expect(main.getByText("Manual", { exact: true })).toBeVisible();
  await expect(main.getByText("42,000", { exact: true })).toBeVisible();
  await expect(main.locator(`img[src*="${blue}"]`).first()).toBeVisible();
  await expect(main.locator('img[src*="/media/listings/"]')).not.toHaveCount(0);

  await page.goto("/sell");
  await expect(page.getByRole("heading", { name: "Choose a category" })).toBeVisible();
  expect(problems.errors).toEqual([]);
});

test("a phone posts with only what spec section 5 requires: no brand, no condition", async ({
  page,
  problems,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signIn(page, request, baseURL);
  const title = `Redmi Note 12 ${unique()}`;
  await page.goto("/sell");
  await pick(page, /^Mobiles/, "Mobile Phones");
  await expect(page.getByLabel("Brand")).toBeVisible();
  await page.getByLabel("Ad title").fill(title);
  await page.getByLabel("Description").fill("Two years old, with the box.");
  await next(page);
  await expect(page.getByRole("heading", { name: "Set a price" })).toBeVisible();
  await page.getByLabel("Price (₹)").fill("8500");
  await next(page);
  await expect(page.getByRole("heading", { name: "Upload up to 12 photos" })).toBeVisible();
  await photoInput(page).setInputFiles([await photo("phone.jpg", 64, { r: 20, g: 160, b: 60 })]);
  await expect(page.getByRole("img", { name: "Photo 1 (cover)" })).toBeVisible();
  await expect(page.getByRole("progressbar", { name: /Uploading photo/ })).toHaveCount(0);
  await next(page);
  await page.getByLabel("City").fill("Jaipur");
  await next(page);
  await expect(page.getByRole("heading", { name: "Review your details" })).toBeVisible();
  await next(page);
  await expect(page.getByRole("heading", { name: "Ready to post your ad?" })).toBeVisible();
  await page.getByRole("button", { name: "Post now" }).click();
  await expect(toast(page, "Ad Posted Successfully!")).toBeVisible();
  await expect(page.getByRole("main")).toContainText(`${title} has been posted successfully`);
  expect(problems.errors).toEqual([]);
});

test("posting the same ad twice is refused: You already have this ad, with a way to it", async ({
  page,
  problems,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signIn(page, request, baseURL);
  const title = `Redmi Note 11 ${unique()}`;
  const shot = await sellerPhoto();
  const postPhone = async () => {
    await page.goto("/sell");
    await pick(page, /^Mobiles/, "Mobile Phones");
    await page.getByLabel("Ad title").fill(title);
    await page.getByLabel("Description").fill("One year old, no scratches.");
    await next(page);
    await page.getByLabel("Price (₹)").fill("7500");
    await next(page);
    await photoInput(page).setInputFiles([shot]);
    await expect(page.getByRole("img", { name: "Photo 1 (cover)" })).toBeVisible();
    await expect(page.getByRole("progressbar", { name: /Uploading photo/ })).toHaveCount(0);
    await next(page);
    await page.getByLabel("City").fill("Jaipur");
    await next(page);
    await next(page);
    await page.getByRole("button", { name: "Post now" }).click();
  };
  await postPhone();
  await expect(toast(page, "Ad Posted Successfully!")).toBeVisible();
  // Its toast gone first: axe below would otherwise measure it fading out.
  await expect(toast(page, "Ad Posted Successfully!")).toBeHidden({ timeout: 15_000 });

  await postPhone();
  const alert = page.getByRole("alert").filter({ hasText: "You already have this ad" });
  await expect(alert).toContainText(`“${title}” is already on Mandi.`);
  // The toast that says so too, in first: axe would otherwise catch it at the start of its entrance, half drawn.
  await expect(toast(page, "You already have this ad")).toBeVisible();
  await expectAccessible(page);
  await alert.getByRole("link", { name: "View your ad" }).click();
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  expect(problems.errors).toEqual([]);
});

test("an ad started before the page's scripts arrived is still kept across a reload", async ({
  page,
  problems,
}) => {
  // The scripts are held back, as on a slow line: the category and subcategory go as plain form posts.
  let release = () => {};
  const scriptsMayLoad = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/*.js", async (route) => {
    await scriptsMayLoad;
    await route.continue();
  });
  // The scripts are added after the first paint, so the load event may wait for them: wait for the page only.
  await page.goto("/sell", { waitUntil: "domcontentloaded" });
  await pick(page, /^Mobiles/, "Mobile Phones");
  release();
  // Once the page has hydrated, what is typed is stored as the draft.
  await page.waitForFunction(() => "__reactRouterRouteModules" in window);
  await page.waitForLoadState("networkidle");
  const title = `Redmi Note 12 ${unique()}`;
  await page.getByLabel("Ad title").fill(title);
  await expect(page.getByLabel("Ad title")).toHaveValue(title);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Include some details" })).toBeVisible();
  await expect(page.getByLabel("Ad title")).toHaveValue(title);
  expect(problems.errors).toEqual([]);
});

test("a visitor's ad survives a reload and logging in, then posts with the photo it kept", async ({
  page,
  problems,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const person = await createAccount(request, String(baseURL));
  const title = `iPhone 13 128GB ${unique()}`;
  await page.goto("/sell");
  await pick(page, /^Mobiles/, "Mobile Phones");
  await page.getByLabel("Ad title").fill(title);
  await page.getByLabel("Description").fill("Battery health 91%, box and bill.");
  await page.getByRole("radio", { name: "Like new" }).check();
  await page.getByLabel("Brand").fill("Apple");
  await next(page);
  await page.getByLabel("Price (₹)").fill("38500");
  await next(page);

  await photoInput(page).setInputFiles([
    { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") },
  ]);
  await expect(toast(page, "File type not supported")).toBeVisible();
  await expect(
    page.getByText("Please upload only image files (jpeg, png, etc.).", { exact: true }),
  ).toBeVisible();
  await photoInput(page).setInputFiles([await photo("phone.jpg", 80, { r: 20, g: 20, b: 20 })]);
  await expect(page.getByText("Uploads after you log in")).toBeVisible();
  await expectAccessible(page);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Upload up to 12 photos" })).toBeVisible();
  await expect(page.getByRole("img", { name: "Photo 1 (cover)" })).toBeVisible();
  await next(page);
  await page.getByLabel("City").fill("Mumbai");
  await next(page);
  await page.getByLabel("Your name").fill(person.name);
  await page.getByLabel("Phone number").fill(person.phone);
  await next(page);
  await page.getByRole("button", { name: "Post now" }).click();

  await expect(toast(page, "Authentication Required")).toBeVisible();
  await expect(page.getByText("Please log in to post an ad.", { exact: true })).toBeVisible();
  await expect(page).toHaveURL("/login?redirectTo=%2Fsell");
  await page.getByRole("link", { name: "Continue with Email" }).click();
  await page.getByLabel("E-mail").fill(person.email);
  await page.getByLabel("Password", { exact: true }).fill(person.password);
  await page.getByRole("button", { name: "Login" }).click();

  await expect(page).toHaveURL("/sell");
  await expect(page.getByRole("heading", { name: "Ready to post your ad?" })).toBeVisible();
  await expect(page.getByRole("main").getByText(title)).toBeVisible();
  await page.getByRole("button", { name: "Edit photos" }).click();
  await expect(page.getByText(/Uploads after you log in|Waiting to upload|Uploading/)).toHaveCount(0);
  await next(page);
  await next(page);
  await next(page);
  await page.getByRole("button", { name: "Post now" }).click();
  await expect(toast(page, "Ad Posted Successfully!")).toBeVisible();
  await expect(page.getByRole("main")).toContainText(`${title} has been posted successfully`);
  await expectAccessible(page);

  // Posted: the draft is gone.
  await page.goto("/sell");
  await expect(page.getByRole("heading", { name: "Choose a category" })).toBeVisible();
  expect(problems.errors).toEqual([]);
});

test("the server judges photos by content; Back, the close icon and the logo lead out", async ({
  page,
  problems,
  request,
  baseURL,
}) => {
  await signIn(page, request, baseURL);
  await page.goto("/sell");
  await pick(page, /^Furniture/, "Sofa & Dining");
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByRole("heading", { name: "Choose a category" })).toBeVisible();
  await pick(page, /^Furniture/, "Sofa & Dining");
  await page.getByLabel("Ad title").fill("Teak dining table");
  await page.getByLabel("Description").fill("Six seater.");
  await page.getByRole("radio", { name: "Used" }).check();
  await next(page);
  await page.getByLabel("Price (₹)").fill("18000");
  // Enter in a field means Next, whichever button comes first in the form.
  await page.getByLabel("Price (₹)").press("Enter");
  await expect(page.getByRole("heading", { name: "Upload up to 12 photos" })).toBeVisible();
  await photoInput(page).setInputFiles([
    { name: "table.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not really a photo") },
  ]);
  await expect(toast(page, "File type not supported")).toBeVisible();
  await expect(page.getByRole("button", { name: "Retry upload of photo 1" })).toBeVisible();
  await page.getByRole("button", { name: "Remove photo 1" }).click();
  await expect(page.getByRole("img", { name: /Photo 1/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Add photos" })).toBeFocused();

  // A photo dragged from the desktop onto the drop zone uploads like a picked one.
  const dropped = (await photo("table.jpg", 50, { r: 120, g: 80, b: 40 })).buffer.toString("base64");
  const files = await page.evaluateHandle((base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], "table.jpg", { type: "image/jpeg" }));
    return transfer;
  }, dropped);
  await page.getByRole("group", { name: "Add photos" }).dispatchEvent("drop", { dataTransfer: files });
  await expect(page.getByRole("img", { name: "Photo 1 (cover)" })).toBeVisible();
  await expect(page.getByText(/Waiting to upload|Uploading/)).toHaveCount(0);

  await page.getByRole("link", { name: "Close and go to the home page" }).click();
  await expect(page).toHaveURL("/");
  await page.goto("/sell");
  await expect(page.getByRole("heading", { name: "Upload up to 12 photos" })).toBeVisible();
  await page.getByRole("link", { name: "Mandi", exact: true }).click();
  await expect(page).toHaveURL("/");
  expect(problems.errors.filter((e) => !e.includes("415"))).toEqual([]);
});

test("the owner edits an ad in the same steps and sees the change on its page", async ({
  page,
  problems,
  request,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const person = await signIn(page, request, baseURL);
  const upload = await page.request.post("/api/v1/photos", {
    multipart: { photo: await photo("bike.jpg", 70, { r: 0, g: 150, b: 0 }) },
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

  await page.goto(`/sell/${id}/edit`);
  await expect(page.getByRole("heading", { name: "Edit your ad", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Ad title")).toHaveValue(title);
  await expect(page.getByLabel("KM driven (km)")).toHaveValue("9800");
  await expectAccessible(page);
  await next(page);
  await expect(page.getByLabel("Price (₹)")).toHaveValue("165000");
  await page.getByLabel("Price (₹)").fill("155000");
  for (let step = 0; step < 4; step++) await next(page);
  await expect(page.getByRole("heading", { name: "Ready to save your changes?" })).toBeVisible();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, "Changes Saved!")).toBeVisible();
  await expect(page).toHaveURL(`/product/${id}`);
  await expect(page.getByRole("main").getByText("₹1,55,000").first()).toBeVisible();
  expect(problems.errors).toEqual([]);
});

import type { Page } from "@playwright/test";
import { createAccount, logInWithEmail, toast } from "./support/accounts";
import { postAd } from "./support/ads";
import { expect, expectAccessible, test } from "./support/fixtures";

/** Signs a fresh account in through the e-mail form; the page then carries its session. */
async function signIn(page: Page, request: Parameters<typeof createAccount>[0], baseURL: string | undefined) {
  const person = await createAccount(request, String(baseURL));
  await logInWithEmail(page, person);
  await expect(page).toHaveURL("/");
  return person;
}

/** A sample ad whose seller lets buyers see the number. */
async function adWithPhone(page: Page): Promise<{ id: number; title: string }> {
  const { listings } = await (await page.request.get("/api/v1/listings?sort=newest")).json();
  for (const card of listings as { id: number }[]) {
    // Another test may take its own ad down between the list and this read: only a readable ad counts.
    const res = await page.request.get(`/api/v1/listings/${card.id}`);
    if (!res.ok()) continue;
    const { listing } = await res.json();
    if (listing.showPhone && listing.seller.id === "sample-seller") return listing;
  }
  throw new Error("no sample ad shows its phone");
}

test("a heart on a card saves the ad to Favorites, and un-saving it leaves the empty state", async ({
  page,
  problems,
  request,
  baseURL,
}) => {
  await signIn(page, request, baseURL);
  await page.goto("/products");
  const card = page.getByRole("main").getByRole("article").first();
  const title = ((await card.getByRole("heading").textContent()) ?? "").trim();
  const heart = card.getByRole("button", { name: "Save to favorites" });
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await expectAccessible(page);

  await page.goto("/favorites");
  await expect(page.getByRole("heading", { name: "Favorites", level: 1 })).toBeVisible();
  const saved = page.getByRole("main").getByRole("article");
  await expect(saved).toHaveCount(1);
  await expect(saved.getByRole("link", { name: title })).toBeVisible();
  await expectAccessible(page);

  await saved.getByRole("button", { name: "Save to favorites" }).click();
  await expect(page.getByText("You haven't saved any items yet")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Discover items" }).click();
  await expect(page).toHaveURL("/products");
  expect(problems.errors).toEqual([]);
});

test("a visitor's heart asks to log in, then comes back to the page", async ({
  page,
  problems,
  request,
  baseURL,
}) => {
  const person = await createAccount(request, String(baseURL));
  await page.goto("/products?sort=newest");
  await page
    .getByRole("main")
    .getByRole("article")
    .first()
    .getByRole("link", { name: "Save to favorites" })
    .click();
  await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent("/products?sort=newest")}`);
  await expectAccessible(page);
  await page.getByRole("link", { name: "Continue with Email" }).click();
  await page.getByLabel("E-mail").fill(person.email);
  await page.getByLabel("Password", { exact: true }).fill(person.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL("/products?sort=newest");
  await expect(
    page.getByRole("main").getByRole("article").first().getByRole("button", { name: "Save to favorites" }),
  ).toHaveAttribute("aria-pressed", "false");
  expect(problems.errors).toEqual([]);
});

test("My Listings: mark sold, deactivate and reactivate, delete after the confirmation, then the empty state", async ({
  page,
  problems,
  request,
  baseURL,
}) => {
  const person = await signIn(page, request, baseURL);
  await page.goto("/my-listings");
  await expect(page.getByText("You have no active listings at the moment.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Post a new listing" })).toHaveAttribute("href", "/sell");
  await expectAccessible(page);

  const sofa = `Grey sofa ${Date.now()}`;
  const chair = `Rocking chair ${Date.now()}`;
  await postAd(page, sofa, { phone: person.e164, showPhone: true });
  await postAd(page, chair, { phone: person.e164, showPhone: true });
  await page.goto("/my-listings");
  const sofaRow = page.getByRole("article", { name: sofa });
  const chairRow = page.getByRole("article", { name: chair });
  await expect(sofaRow.getByText("Active", { exact: true })).toBeVisible();
  await expect(sofaRow.getByText("0 views")).toBeVisible();
  await expect(sofaRow.getByText("0 favorites")).toBeVisible();
  await expect(sofaRow.getByRole("link", { name: `Edit ${sofa}` })).toHaveAttribute(
    "href",
    /^\/sell\/\d+\/edit$/,
  );
  await expectAccessible(page);

  await sofaRow.getByRole("button", { name: `Mark as sold ${sofa}` }).click();
  await expect(toast(page, "Marked as sold")).toBeVisible();
  await expect(sofaRow.getByText("Sold", { exact: true })).toBeVisible();
  await expect(sofaRow.getByRole("button", { name: `Mark as sold ${sofa}` })).toHaveCount(0);

  await chairRow.getByRole("button", { name: `Deactivate ${chair}` }).click();
  await expect(toast(page, "Listing deactivated")).toBeVisible();
  await expect(chairRow.getByText("Inactive", { exact: true })).toBeVisible();
  await chairRow.getByRole("button", { name: `Reactivate ${chair}` }).click();
  await expect(toast(page, "Listing reactivated")).toBeVisible();
  await expect(chairRow.getByText("Active", { exact: true })).toBeVisible();

  await chairRow.getByRole("button", { name: `Delete ${chair}` }).click();
  const dialog = page.getByRole("alertdialog", { name: "Are you absolutely sure?" });
  await expect(dialog).toContainText(
    "This action cannot be undone. This will permanently delete your product listing.",
  );
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(chairRow).toBeVisible();

  await chairRow.getByRole("button", { name: `Delete ${chair}` }).click();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Product Deleted")).toBeVisible();
  await expect(
    page.getByRole("region", { name: /Notifications/ }).getByText(`"${chair}" has been removed.`),
  ).toBeVisible();
  await expect(chairRow).toHaveCount(0);

  await sofaRow.getByRole("button", { name: `Delete ${sofa}` }).click();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("You have no active listings at the moment.")).toBeVisible();
  await expectAccessible(page);
  expect(problems.errors).toEqual([]);
});

test("the ad page: Contact Seller opens a message about the ad; the seller is told it is their own", async ({
  page,
  problems,
  request,
  baseURL,
}) => {
  const person = await signIn(page, request, baseURL);
  const ad = await adWithPhone(page);
  await page.goto(`/product/${ad.id}`);
  await expectAccessible(page);
  await page.getByRole("button", { name: "Contact Seller" }).click();
  await expect(page).toHaveURL(/\/messages\/new\?/);
  const query = new URL(page.url()).searchParams;
  expect(query.get("productId")).toBe(String(ad.id));
  expect(query.get("productTitle")).toBe(ad.title);
  expect(query.get("recipientId")).toBe("sample-seller");
  expect(query.get("recipientEmail")).toBeNull();
  // The seller by name, the address masked.
  await expect(page.getByLabel("To", { exact: true })).toHaveValue(/\(s•••@mandi\.local\)$/);
  await expect(page.getByRole("main")).not.toContainText("sample-seller@mandi.local");

  const mine = await postAd(page, `My own sofa ${Date.now()}`, { phone: person.e164, showPhone: true });
  await page.goto(`/product/${mine}`);
  await page.getByRole("button", { name: "Contact Seller" }).click();
  await expect(toast(page, "This is your listing")).toBeVisible();
  await expect(
    page.getByRole("region", { name: /Notifications/ }).getByText("You cannot send a message to yourself."),
  ).toBeVisible();
  await expect(page).toHaveURL(`/product/${mine}`);
  expect(problems.errors).toEqual([]);
});

test("the seller's number: hidden until a signed-in buyer asks; a visitor is asked to log in", async ({
  page,
  problems,
  request,
  baseURL,
}) => {
  const ad = await adWithPhone(page);
  await page.goto(`/product/${ad.id}`);
  await expect(page.getByRole("link", { name: "Log in to see the number" })).toHaveAttribute(
    "href",
    `/login?redirectTo=${encodeURIComponent(`/product/${ad.id}`)}`,
  );
  await expect(page.getByText("98765 43210")).toHaveCount(0);

  await signIn(page, request, baseURL);
  await page.goto(`/product/${ad.id}`);
  await page.getByRole("button", { name: "Show number" }).click();
  const number = page.getByRole("link", { name: "+91 98765 43210" });
  await expect(number).toHaveAttribute("href", "tel:+919876543210");
  await expectAccessible(page);

  const favorite = page.getByRole("main").getByRole("button", { name: "Save to favorites" }).first();
  // Each tap waits for the last save and the page's refresh after it to come back (two saves in flight may
  // reach the server in either order, and a refresh still running can answer with the older state).
  const save = () =>
    page.waitForResponse((r) => r.url().includes("/favorites") && r.request().method() === "POST");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  let saved = save();
  await favorite.click();
  await expect(favorite).toHaveAttribute("aria-pressed", "true");
  // The heart is filled when saved and drawn as an outline when not (a utility over the icons' .icon rule).
  const heartFill = () => favorite.locator("svg").evaluate((svg) => getComputedStyle(svg).fill);
  await expect.poll(heartFill).not.toBe("none");
  await saved;
  await page.waitForLoadState("networkidle");
  await expect(number).toBeVisible();
  saved = save();
  await favorite.click();
  await saved;
  await expect(favorite).toHaveAttribute("aria-pressed", "false");
  await expect.poll(heartFill).toBe("none");
  expect(problems.errors).toEqual([]);
});

test("the store: Add to cart takes one of a used item, a second is refused, the badge shows 1", async ({
  page,
  problems,
}) => {
  await page.goto("/store");
  const card = page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("button", { name: /^Add to cart/ }) })
    .first();
  const add = card.getByRole("button", { name: /^Add to cart/ });
  // The button's name carries the product's: "Add to cart: {title}".
  const name = ((await add.textContent()) ?? "").replace(/^Add to cart:\s*/, "").trim();
  await expect(add).toBeEnabled();
  await add.click();
  await expect(toast(page, "Added to cart")).toBeVisible();
  await add.click();
  await expect(toast(page, "Not enough stock")).toBeVisible();
  await expect(
    page
      .getByRole("region", { name: /Notifications/ })
      .getByText(`Not enough stock for ${name} (Standard). Only 1 left.`),
  ).toBeVisible();
  const cart = page.getByRole("button", { name: "Cart, 1 item" });
  await expect(cart).toContainText("1");
  await expectAccessible(page);
  await cart.click();
  await expect(
    page.getByRole("dialog", { name: "Shopping Cart" }).getByText(name, { exact: true }),
  ).toBeVisible();
  // The store lists every active ad; journeys running beside this one delete ads (and their photo files), so a
  // photo may vanish between the page and its image request. Anything else is a problem.
  expect(problems.errors.filter((e) => !/404.*\/media\/listings\//.test(e))).toEqual([]);
});

test("a deactivated ad: other people see only 'no longer available' and similar ads; its seller still sees it", async ({
  page,
  browser,
  problems,
  request,
  baseURL,
}) => {
  const person = await signIn(page, request, baseURL);
  const shelf = `Teak bookshelf ${Date.now()}`;
  const id = await postAd(page, shelf, { phone: person.e164, showPhone: true });
  await postAd(page, `Dining table ${Date.now()}`, { phone: person.e164, showPhone: true });

  // Someone else has the ad open in their own browser (signed out: the page the server keeps for visitors).
  const elsewhere = await browser.newContext();
  const visitor = await elsewhere.newPage();
  await visitor.goto(`/product/${id}`);
  await expect(visitor.getByRole("heading", { name: shelf, level: 1 })).toBeVisible();

  await page.goto("/my-listings");
  const row = page.getByRole("article", { name: shelf });
  await row.getByRole("button", { name: `Deactivate ${shelf}` }).click();
  await expect(toast(page, "Listing deactivated")).toBeVisible();

  const answer = await visitor.reload();
  expect(answer?.status()).toBe(404);
  await expect(
    visitor.getByRole("heading", { name: "This ad is no longer available", level: 1 }),
  ).toBeVisible();
  await expect(visitor.getByRole("heading", { name: "Similar ads" })).toBeVisible();
  await expect(visitor.getByText(shelf)).toHaveCount(0);
  await expect(visitor.getByRole("button", { name: "Contact Seller" })).toHaveCount(0);
  await expectAccessible(visitor);
  await elsewhere.close();

  await page.goto(`/product/${id}`);
  await expect(page.getByRole("heading", { name: shelf, level: 1 })).toBeVisible();
  await expect(page.getByText("You deactivated this ad: only you can see it")).toBeVisible();
  expect(problems.errors).toEqual([]);
});

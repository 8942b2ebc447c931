import sharp from "sharp";
import {
  chooseLocation,
  createAccount,
  freshPerson,
  lastLink,
  logInWithEmail,
  toast,
} from "./support/accounts";
import { expect, expectAccessible, test } from "./support/fixtures";

test.beforeEach(({ context, baseURL }) => chooseLocation(context, baseURL));

test.describe("Profile", () => {
  test("shows who is signed in, the tiles, and logs out", async ({ page, problems, request, baseURL }) => {
    const person = await createAccount(request, String(baseURL), freshPerson("lakshmi"));
    await logInWithEmail(page, person, "/login?redirectTo=%2Fprofile");
    await expect(page).toHaveURL("/profile");
    await expect(page.getByRole("heading", { name: person.name })).toBeVisible();
    await expect(page.getByText(person.email)).toBeVisible();
    const month = new Intl.DateTimeFormat("en-IN", {
      month: "long",
      year: "numeric",
      timeZone: "Asia/Kolkata",
    });
    await expect(page.getByText(`Member since ${month.format(new Date())}`)).toBeVisible();
    const tiles = page.getByRole("navigation", { name: "Your account" });
    for (const [name, href] of [
      ["My Listings", "/my-listings"],
      ["Favorites", "/favorites"],
      ["Saved searches", "/saved-searches"],
      ["Messages", "/messages"],
      ["Notifications", "/notifications"],
      ["Settings", "/settings"],
    ]) {
      await expect(tiles.getByRole("link", { name })).toHaveAttribute("href", String(href));
    }
    await expectAccessible(page);

    await tiles.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL("/");
    await expect(toast(page, "Logged Out")).toBeVisible();
    await expect(page.getByText("You have been successfully logged out.").first()).toBeVisible();
    await page.goto("/profile");
    await expect(page).toHaveURL("/login?redirectTo=%2Fprofile");
    expect(problems.errors).toEqual([]);
  });
});

test.describe("Settings", () => {
  test("saves the photo, the name and the notification switches for real", async ({
    page,
    problems,
    request,
    baseURL,
  }) => {
    const person = await createAccount(request, String(baseURL));
    await logInWithEmail(page, person, "/login?redirectTo=%2Fsettings");
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    await expectAccessible(page);

    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#ffce32" } })
      .jpeg()
      .toBuffer();
    await page
      .getByLabel("Profile photo")
      .setInputFiles({ name: "me.jpg", mimeType: "image/jpeg", buffer: photo });
    await page.getByRole("textbox", { name: "Full name" }).fill("Lakshmi Narayan");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "Changes Saved!")).toBeVisible();
    await page.reload();
    await expect(page.getByRole("textbox", { name: "Full name" })).toHaveValue("Lakshmi Narayan");
    const avatar = page.getByRole("main").locator('img[src^="/media/avatars/"]').first();
    await expect(avatar).toBeVisible();
    expect(await avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);

    const promo = page.getByRole("switch", { name: /Promotional Emails/ });
    const messages = page.getByRole("switch", { name: /New Messages/ });
    await expect(messages).toBeChecked();
    await expect(promo).not.toBeChecked();
    await expect(page.getByRole("switch", { name: /Product Updates/ })).toBeChecked();
    await promo.check({ force: true });
    await messages.uncheck({ force: true });
    await page.getByRole("button", { name: "Save Preferences" }).click();
    await expect(toast(page, "Preferences Saved!")).toBeVisible();
    await page.reload();
    await expect(promo).toBeChecked();
    await expect(messages).not.toBeChecked();
    expect(problems.errors).toEqual([]);
  });

  test("refuses a photo over 10 MB or of another type before sending it", async ({
    page,
    problems,
    request,
    baseURL,
  }) => {
    const person = await createAccount(request, String(baseURL));
    await logInWithEmail(page, person, "/login?redirectTo=%2Fsettings");
    await expect(page).toHaveURL("/settings");
    const photo = page.getByLabel("Profile photo");
    await photo.setInputFiles({
      name: "huge.png",
      mimeType: "image/png",
      buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
    });
    await expect(photo).toHaveAccessibleDescription(/File is larger than 10 MB\./);
    await photo.setInputFiles({ name: "clip.gif", mimeType: "image/gif", buffer: Buffer.from("GIF89a") });
    await expect(photo).toHaveAccessibleDescription(/File type must be PNG, JPG or JPEG\./);
    expect(problems.errors).toEqual([]);
  });

  test("changes the e-mail only when the link sent to the new address is opened", async ({
    page,
    problems,
    request,
    baseURL,
  }) => {
    const person = await createAccount(request, String(baseURL));
    const next = freshPerson("new").email;
    await logInWithEmail(page, person, "/login?redirectTo=%2Fsettings");
    await expect(page).toHaveURL("/settings");
    await page.getByRole("textbox", { name: "E-mail", exact: true }).fill(next);
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "Changes Saved!")).toBeVisible();
    await expect(page.getByText(`We sent a link to ${next}.`, { exact: false }).first()).toBeVisible();
    await expect(page.getByRole("textbox", { name: "E-mail", exact: true })).toHaveValue(person.email);

    await page.goto(await lastLink(page, next, "verify-email"));
    await expect(page).toHaveURL("/settings");
    await expect(page.getByRole("textbox", { name: "E-mail", exact: true })).toHaveValue(next);
    expect(problems.errors).toEqual([]);
  });

  test("changes the password only with the right current one", async ({
    page,
    problems,
    request,
    baseURL,
  }) => {
    const person = await createAccount(request, String(baseURL));
    await logInWithEmail(page, person, "/login?redirectTo=%2Fsettings");
    const card = page.getByRole("region", { name: "Change Password" });
    await card.getByLabel("Current password").fill("Not-My-Password-9");
    await card.getByLabel("New password", { exact: true }).fill("Fresh-Password-2025");
    await card.getByLabel("Confirm new password").fill("Fresh-Password-2025");
    await card.getByRole("button", { name: "Change Password" }).click();
    await expect(card.getByLabel("Current password")).toHaveAccessibleDescription(
      "Your current password is not right.",
    );
    await expect(toast(page, "Password Changed!")).toHaveCount(0);

    await card.getByLabel("Current password").fill(person.password);
    await card.getByLabel("New password", { exact: true }).fill("Fresh-Password-2025");
    await card.getByLabel("Confirm new password").fill("Fresh-Password-2025");
    await card.getByRole("button", { name: "Change Password" }).click();
    await expect(toast(page, "Password Changed!")).toBeVisible();
    expect(problems.errors).toEqual([]);
  });

  test("signs out every other device", async ({ page, problems, request, baseURL, browser }) => {
    const person = await createAccount(request, String(baseURL));
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await logInWithEmail(otherPage, person);
    await expect(otherPage).toHaveURL("/");
    await logInWithEmail(page, person, "/login?redirectTo=%2Fsettings");
    await page.getByRole("button", { name: "Sign out of all other devices" }).click();
    await expect(toast(page, "Success!")).toBeVisible();
    await otherPage.goto("/settings");
    await expect(otherPage).toHaveURL("/login?redirectTo=%2Fsettings");
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    await other.close();
    expect(problems.errors).toEqual([]);
  });
});

import type { Browser, Page } from "@playwright/test";
import { chooseLocation, createAccount, freshPerson, lastCode, lastLink, toast } from "./support/accounts";
import { expect, expectAccessible, test } from "./support/fixtures";

// Issue 25 §4 as people meet it: an address someone else signed up with, and the real owner's way in.
test.beforeEach(({ context, baseURL }) => chooseLocation(context, baseURL));

async function newBrowser(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  await chooseLocation(context, baseURL);
  return { page: await context.newPage(), close: () => context.close() };
}

async function continueWithPhone(page: Page, person: { phone: string; e164: string }) {
  await page.goto("/login");
  await page.getByRole("link", { name: "Continue with Phone" }).click();
  await page.getByLabel("Phone number").fill(person.phone);
  await page.getByRole("button", { name: "Send OTP" }).click();
  await page.getByLabel("Verification code").fill(await lastCode(page, person.e164));
  await page.getByRole("button", { name: "Verify & Login" }).click();
  await expect(page).toHaveURL("/");
}

test.describe("An account made with someone else's e-mail", () => {
  test("its confirmation link asks the owner to log in, and recovery by e-mail makes the account theirs alone", async ({
    page,
    problems,
    request,
    baseURL,
    browser,
  }) => {
    const owner = freshPerson("asha");
    // Mallory signs up with Asha's address and her own phone, which she verifies.
    const mallory = await createAccount(request, String(baseURL), {
      ...freshPerson("mallory"),
      email: owner.email,
    });
    const attacker = await newBrowser(browser, String(baseURL));
    await continueWithPhone(attacker.page, mallory);

    // Asha gets "confirm your e-mail" for a sign-up she never made, and opens it.
    await page.goto(await lastLink(page, owner.email, "verify-email"));
    await expect(page).toHaveURL(/\/login\?confirm=email&redirectTo=/);
    await expect(page.getByRole("heading", { name: "Log in to confirm your e-mail address" })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("link", { name: "Reset the password by e-mail" }).click();
    await page.getByRole("textbox", { name: "E-mail" }).fill(owner.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(toast(page, "Check your e-mail")).toBeVisible();
    await page.goto(await lastLink(page, owner.email, "reset-password"));
    await page.getByLabel("New password", { exact: true }).fill(owner.password);
    await page.getByLabel("Confirm new password").fill(owner.password);
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(toast(page, "Password Changed!")).toBeVisible();
    await page.getByLabel("E-mail").fill(owner.email);
    await page.getByLabel("Password", { exact: true }).fill(owner.password);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(toast(page, "Welcome Back!")).toBeVisible();

    // Mallory's browser is signed out, and her phone now opens an account of her own, not Asha's.
    await attacker.page.goto("/profile");
    await expect(attacker.page).toHaveURL(/\/login\?redirectTo=%2Fprofile/);
    await continueWithPhone(attacker.page, mallory);
    await attacker.page.goto("/profile");
    await expect(attacker.page.getByRole("heading", { name: "User" })).toBeVisible();
    await expect(attacker.page.getByText(owner.email)).toHaveCount(0);
    await attacker.close();
    expect(problems.errors).toEqual([]);
  });
});

test.describe("A member's own sign-up", () => {
  test("confirms the e-mail from another browser once logged in there; a listed admin then moderates", async ({
    page,
    problems,
    browser,
    baseURL,
  }) => {
    const admin = { ...freshPerson("admin"), email: "claims.moderator@example.in" };
    const phone = await newBrowser(browser, String(baseURL));
    await phone.page.goto("/signup");
    await phone.page.getByLabel("Full name").fill(admin.name);
    await phone.page.getByLabel("E-mail").fill(admin.email);
    await phone.page.getByLabel("Password").fill(admin.password);
    await phone.page.getByLabel("Phone number").fill(admin.phone);
    await phone.page.getByRole("button", { name: "Sign Up & Verify" }).click();
    await phone.page.getByLabel("Verification code").fill(await lastCode(phone.page, admin.e164));
    await phone.page.getByRole("button", { name: "Verify Account" }).click();
    await expect(phone.page).toHaveURL("/");

    // The link is opened on a laptop, not signed in: log in there, and the same link confirms the address.
    await page.goto(await lastLink(page, admin.email, "verify-email"));
    await expect(page.getByRole("heading", { name: "Log in to confirm your e-mail address" })).toBeVisible();
    await page.getByRole("link", { name: "Continue with Email" }).click();
    await page.getByRole("textbox", { name: "E-mail" }).fill(admin.email);
    await page.getByLabel("Password", { exact: true }).fill(admin.password);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL("/");
    await expect(toast(page, "Your e-mail address is confirmed.")).toBeVisible();
    await page.goto("/profile");
    await page.getByRole("link", { name: "Admin", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Moderation", level: 1 })).toBeVisible();

    // Nothing was lost on the phone: still signed in, still an admin.
    await phone.page.goto("/admin");
    await expect(phone.page.getByRole("heading", { name: "Moderation", level: 1 })).toBeVisible();
    await phone.close();
    expect(problems.errors).toEqual([]);
  });
});

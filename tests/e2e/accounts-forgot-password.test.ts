import type { Browser } from "@playwright/test";
import { chooseLocation, createAccount, lastCode, lastLink, logInWithEmail, toast } from "./support/accounts";
import { expect, expectAccessible, test } from "./support/fixtures";

test.beforeEach(({ context, baseURL }) => chooseLocation(context, baseURL));

/** A second device, signed in, to see that a new password signs it out. */
async function otherDevice(browser: Browser, person: { email: string; password: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logInWithEmail(page, person);
  await expect(page).toHaveURL("/");
  return { page, close: () => context.close() };
}

test.describe("Forgot password", () => {
  test("by e-mail link: a new password, and every other session ends", async ({
    page,
    problems,
    request,
    baseURL,
    browser,
  }) => {
    const person = await createAccount(request, String(baseURL));
    const phone = await otherDevice(browser, person);

    await page.goto("/login");
    await page.getByRole("link", { name: "Continue with Email" }).click();
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Forgot password?" })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("textbox", { name: "E-mail" }).fill(person.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(toast(page, "Check your e-mail")).toBeVisible();

    await page.goto(await lastLink(page, person.email, "reset-password"));
    await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel("New password", { exact: true }).fill("Brand-New-Pass-2025");
    await page.getByLabel("Confirm new password").fill("Brand-New-Pass-2025");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(toast(page, "Password Changed!")).toBeVisible();

    await phone.page.goto("/profile");
    await expect(phone.page).toHaveURL(/\/login\?redirectTo=%2Fprofile/);
    await phone.close();

    await page.getByLabel("E-mail").fill(person.email);
    await page.getByLabel("Password", { exact: true }).fill("Brand-New-Pass-2025");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(toast(page, "Welcome Back!")).toBeVisible();
    expect(problems.errors).toEqual([]);
  });

  test("by SMS code, refusing a common new password first", async ({
    page,
    problems,
    request,
    baseURL,
    browser,
  }) => {
    const person = await createAccount(request, String(baseURL));
    const laptop = await otherDevice(browser, person);

    await page.goto("/login?mode=forgot");
    await page.getByLabel("Phone number").fill(person.phone);
    await page.getByRole("button", { name: "Send code" }).click();
    await expect(toast(page, "OTP Sent!")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
    await expectAccessible(page);

    const code = await lastCode(page, person.e164);
    await page.getByLabel("Verification code").fill(code);
    await page.getByLabel("New password", { exact: true }).fill("password123");
    await page.getByLabel("Confirm new password").fill("password123");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(page.getByLabel("New password", { exact: true })).toHaveAccessibleDescription(/too common/);

    await page.getByLabel("Verification code").fill(code);
    await page.getByLabel("New password", { exact: true }).fill("Brand-New-Pass-2025");
    await page.getByLabel("Confirm new password").fill("Brand-New-Pass-2025");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(toast(page, "Password Changed!")).toBeVisible();

    await laptop.page.goto("/settings");
    await expect(laptop.page).toHaveURL(/\/login\?redirectTo=%2Fsettings/);
    await laptop.close();
    expect(problems.errors).toEqual([]);
  });
});

import {
  chooseLocation,
  createAccount,
  freshPerson,
  lastCode,
  logInWithEmail,
  toast,
} from "./support/accounts";
import { expect, expectAccessible, test } from "./support/fixtures";

test.beforeEach(({ context, baseURL }) => chooseLocation(context, baseURL));

test.describe("Login", () => {
  test("offers phone, Google and e-mail, and the way to sign up", async ({ page, problems }) => {
    await page.goto("/login");
    await expect(page.getByRole("link", { name: "Continue with Phone" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Continue with Google" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Continue with Email" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Create an account" })).toHaveAttribute("href", "/signup");
    await expectAccessible(page);
    expect(problems.errors).toEqual([]);
  });

  test("by phone: a code, then home; a wrong code fails; back goes one step", async ({
    page,
    problems,
    request,
    baseURL,
  }) => {
    const person = await createAccount(request, String(baseURL), freshPerson("meera"));
    await page.goto("/login");
    await page.getByRole("link", { name: "Continue with Phone" }).click();
    await expect(page.getByRole("heading", { name: "Continue with Phone" })).toBeVisible();
    await expectAccessible(page);
    // Written the way people do, with the trunk 0: still the same account.
    await page.getByLabel("Phone number").fill(`0${person.e164.slice(3)}`);
    await page.getByRole("button", { name: "Send OTP" }).click();
    await expect(toast(page, "OTP Sent!")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Enter verification code" })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole("link", { name: "Back" }).click();
    await expect(page.getByRole("heading", { name: "Continue with Phone" })).toBeVisible();
    await page.goBack();

    await page.getByLabel("Verification code").fill("000000");
    await page.getByRole("button", { name: "Verify & Login" }).click();
    await expect(toast(page, "Verification Failed")).toBeVisible();
    await expect(page.getByRole("alert")).toContainText("That code is not right.");

    await page.getByLabel("Verification code").fill(await lastCode(page, person.e164));
    await page.getByRole("button", { name: "Verify & Login" }).click();
    await expect(page).toHaveURL("/");
    await expect(toast(page, "Welcome Back!")).toBeVisible();
    await page.goto("/profile");
    await expect(page.getByText(person.email)).toBeVisible();
    expect(problems.errors).toEqual([]);
  });

  test("by e-mail: a wrong password says so without telling whether the e-mail exists", async ({
    page,
    problems,
    request,
    baseURL,
  }) => {
    const person = await createAccount(request, String(baseURL));
    await logInWithEmail(page, { email: person.email, password: "Not-The-Password-1" });
    await expect(toast(page, "Login Failed")).toBeVisible();
    await expect(page.getByRole("alert")).toHaveText("Invalid e-mail or password.");
    await expectAccessible(page);

    await logInWithEmail(page, { email: `nobody.${Date.now()}@example.in`, password: "Not-The-Password-1" });
    await expect(page.getByRole("alert")).toHaveText("Invalid e-mail or password.");

    await page.getByRole("link", { name: "Back" }).click();
    await expect(page.getByRole("link", { name: "Continue with Email" })).toBeVisible();

    await logInWithEmail(page, person);
    await expect(page).toHaveURL("/");
    await expect(toast(page, "Welcome Back!")).toBeVisible();
    expect(problems.errors).toEqual([]);
  });
});

test.describe("Protected pages", () => {
  for (const path of [
    "/profile",
    "/my-listings",
    "/favorites",
    "/messages",
    "/messages/new",
    "/notifications",
    "/settings",
  ]) {
    test(`${path} asks a visitor to log in, then goes back there`, async ({
      page,
      problems,
      request,
      baseURL,
    }) => {
      const person = await createAccount(request, String(baseURL));
      await page.goto(path);
      await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(path)}`);
      await page.getByRole("link", { name: "Continue with Email" }).click();
      await page.getByLabel("E-mail").fill(person.email);
      await page.getByLabel("Password", { exact: true }).fill(person.password);
      await page.getByRole("button", { name: "Login" }).click();
      await expect(page).toHaveURL(path);
      expect(problems.errors).toEqual([]);
    });
  }
});

import type { Page } from "@playwright/test";
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

/** At the stand-in Google (a local OpenID provider): who signs in, and whether Google vouches for the e-mail. */
async function chooseGoogleAccount(page: Page, email: string, verified = true) {
  await expect(page.getByRole("heading", { name: /Sign in with Google/ })).toBeVisible();
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Google has verified this email").setChecked(verified);
  await page.getByRole("button", { name: "Continue" }).click();
}

test.describe("Sign in with Google", () => {
  test("a new Google user gets an account and lands signed in", async ({ page, problems }) => {
    const email = freshPerson("priya").email;
    await page.goto("/login?redirectTo=%2Fsettings");
    await page.getByRole("button", { name: "Continue with Google" }).click();
    await chooseGoogleAccount(page, email);
    await expect(page).toHaveURL("/settings");
    await expect(toast(page, "Welcome Back!")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "E-mail", exact: true })).toHaveValue(email);
    await expect(page.getByRole("heading", { name: "Change Password" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Set Password" })).toBeVisible();
    await expectAccessible(page);
    expect(problems.errors).toEqual([]);
  });

  test("links Google to an existing account only once Google vouches for the e-mail", async ({
    page,
    problems,
    request,
    baseURL,
  }) => {
    const person = await createAccount(request, String(baseURL), freshPerson("kiran"));
    // The account's own e-mail is confirmed first (its link is in the outbox since sign-up), logged in: a link
    // opened by someone who cannot log in to the account confirms nothing (decision 025).
    await logInWithEmail(page, person);
    await expect(toast(page, "Welcome Back!")).toBeVisible();
    await page.goto(await lastLink(page, person.email, "verify-email"));
    await expect(toast(page, "Success!")).toBeVisible();
    await page.goto("/profile");
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(toast(page, "Logged Out")).toBeVisible();

    await page.goto("/login");
    await page.getByRole("button", { name: "Continue with Google" }).click();
    await chooseGoogleAccount(page, person.email, false);
    await expect(page).toHaveURL("/login");
    await expect(toast(page, "Sign in with Google failed")).toBeVisible();
    await expect(page.getByText(/An account already uses this e-mail/).first()).toBeVisible();

    await page.getByRole("button", { name: "Continue with Google" }).click();
    await chooseGoogleAccount(page, person.email, true);
    await expect(page).toHaveURL("/");
    await expect(toast(page, "Welcome Back!")).toBeVisible();
    await page.goto("/profile");
    await expect(page.getByRole("heading", { name: person.name })).toBeVisible();
    expect(problems.errors).toEqual([]);
  });

  test("cancelling at Google shows the failure toast", async ({ page, problems }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Continue with Google" }).click();
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL("/login");
    await expect(toast(page, "Sign in with Google failed")).toBeVisible();
    await expectAccessible(page);
    expect(problems.errors).toEqual([]);
  });

  test("coming back without a session says it could not log you in", async ({ page, problems }) => {
    await page.goto("/login?notice=google");
    await expect(toast(page, "Verification Failed")).toBeVisible();
    await expect(page.getByText("Could not log you in. Please try again.").first()).toBeVisible();
    expect(problems.errors).toEqual([]);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Continue with Google is a plain form that reaches Google and comes back signed in", async ({
    page,
  }) => {
    const email = freshPerson("meera").email;
    await page.goto("/login?redirectTo=%2Fprofile");
    await page.getByRole("button", { name: "Continue with Google" }).click();
    await chooseGoogleAccount(page, email);
    await expect(page).toHaveURL("/profile");
    await expect(page.getByText(email).first()).toBeVisible();
  });
});

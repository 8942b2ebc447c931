import { chooseLocation, createAccount, freshPerson, lastCode, toast } from "./support/accounts";
import { expect, expectAccessible, test } from "./support/fixtures";

test.beforeEach(({ context, baseURL }) => chooseLocation(context, baseURL));

test.describe("Sign up", () => {
  test("creates the account, verifies the phone with the SMS code and lands signed in", async ({
    page,
    problems,
  }) => {
    const person = freshPerson("asha");
    await page.clock.install();
    await page.goto("/signup");
    await expect(page.getByRole("heading", { level: 1, name: "Create Your Account" })).toBeVisible();
    await expect(page.getByText(/Join millions of people/)).toBeVisible();
    await expect(page.getByLabel("E-mail")).toHaveAttribute("type", "email");
    await expect(page.getByLabel("Phone number")).toHaveAttribute("type", "tel");
    await expect(page.getByLabel("Phone number")).toHaveAttribute("placeholder", "+91 98765 43210");
    await expect(page.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
    await expect(page.getByRole("link", { name: "Terms & Conditions" })).toHaveAttribute("href", "/legal");
    await expect(page.getByRole("link", { name: "Close and go to the home page" })).toHaveAttribute(
      "href",
      "/",
    );
    await expectAccessible(page);

    await page.getByLabel("Full name").fill(person.name);
    await page.getByLabel("E-mail").fill(person.email);
    await page.getByLabel("Password").fill(person.password);
    await page.getByLabel("Phone number").fill(person.phone);
    await page.getByRole("button", { name: "Sign Up & Verify" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Enter verification code" })).toBeVisible();
    await expect(
      page.getByText(`Sent to ${person.e164.replace(/^\+91(\d{5})(\d{5})$/, "+91 $1 $2")}`),
    ).toBeVisible();
    await expect(toast(page, "OTP Sent!")).toBeVisible();
    const resend = page.getByRole("button", { name: /Resend code in \d+s/ });
    await expect(resend).toBeDisabled();
    await expect(page.getByLabel("Verification code")).toHaveAttribute("maxlength", "6");
    await expectAccessible(page);

    await page.clock.fastForward("01:01");
    await expect(page.getByRole("button", { name: "Resend Code" })).toBeEnabled();
    await page.getByRole("button", { name: "Resend Code" }).click();
    await expect(toast(page, "OTP Resent!")).toBeVisible();
    await expect(page.getByRole("button", { name: /Resend code in \d+s/ })).toBeDisabled();

    await page.getByLabel("Verification code").fill("000000");
    await page.getByRole("button", { name: "Verify Account" }).click();
    await expect(toast(page, "Verification Failed")).toBeVisible();

    await page.getByLabel("Verification code").fill(await lastCode(page, person.e164));
    await page.getByRole("button", { name: "Verify Account" }).click();
    await expect(page).toHaveURL("/");
    await expect(toast(page, "Account Verified!")).toBeVisible();
    await page.goto("/profile");
    await expect(page.getByRole("heading", { name: person.name })).toBeVisible();
    expect(problems.errors).toEqual([]);
  });

  test("goes back from the code to the details, which keep what was typed", async ({ page, problems }) => {
    const person = freshPerson("ravi");
    await page.goto("/signup");
    await page.getByLabel("Full name").fill(person.name);
    await page.getByLabel("E-mail").fill(person.email);
    await page.getByLabel("Password").fill(person.password);
    await page.getByLabel("Phone number").fill(person.phone);
    await page.getByRole("button", { name: "Sign Up & Verify" }).click();
    await page.getByRole("link", { name: "Back" }).click();
    await expect(page.getByRole("heading", { name: "Create Your Account" })).toBeVisible();
    await expect(page.getByLabel("Full name")).toHaveValue(person.name);
    await expect(page.getByLabel("E-mail")).toHaveValue(person.email);
    // Fixing the number and sending again resumes the same sign-up.
    const other = freshPerson("ravi");
    await page.getByLabel("Password").fill(person.password);
    await page.getByLabel("Phone number").fill(other.phone);
    await page.getByRole("button", { name: "Sign Up & Verify" }).click();
    await page.getByLabel("Verification code").fill(await lastCode(page, other.e164));
    await page.getByRole("button", { name: "Verify Account" }).click();
    await expect(toast(page, "Account Verified!")).toBeVisible();
    expect(problems.errors).toEqual([]);
  });

  test("says Sign Up Failed for an e-mail that already has an account", async ({
    page,
    problems,
    request,
    baseURL,
  }) => {
    const existing = await createAccount(request, String(baseURL));
    await page.goto("/signup");
    await page.getByLabel("Full name").fill("Someone Else");
    await page.getByLabel("E-mail").fill(existing.email);
    await page.getByLabel("Password").fill("another-Password-42");
    await page.getByLabel("Phone number").fill(freshPerson().phone);
    await page.getByRole("button", { name: "Sign Up & Verify" }).click();
    await expect(toast(page, "Sign Up Failed")).toBeVisible();
    await expect(
      page.getByRole("alert").filter({ hasText: "An account with this e-mail already exists" }),
    ).toBeVisible();
    await expectAccessible(page);
    expect(problems.errors).toEqual([]);
  });

  test("refuses a common password before creating anything", async ({ page, problems }) => {
    const person = freshPerson();
    await page.goto("/signup");
    await page.getByLabel("Full name").fill(person.name);
    await page.getByLabel("E-mail").fill(person.email);
    await page.getByLabel("Password").fill("password123");
    await page.getByLabel("Phone number").fill(person.phone);
    await page.getByRole("button", { name: "Sign Up & Verify" }).click();
    await expect(page.getByLabel("Password")).toHaveAccessibleDescription(/This password is too common\./);
    await expect(page.getByRole("heading", { name: "Create Your Account" })).toBeVisible();
    expect(problems.errors).toEqual([]);
  });
});

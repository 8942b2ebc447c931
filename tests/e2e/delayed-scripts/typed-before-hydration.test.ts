import type { Page } from "@playwright/test";
import {
  chooseLocation,
  createAccount,
  freshPerson,
  lastLink,
  logInWithEmail,
  toast,
} from "../support/accounts";
import { expect, readOutbox, test } from "../support/fixtures";
import { holdScripts } from "../support/hold-scripts";

// While the scripts are held the load event waits for them (they are added after the first paint), so
// navigations wait for the parsed page only.
const held = { waitUntil: "domcontentloaded" } as const;

// A person on a slow line types into the server-rendered page before its scripts arrive. When React takes over,
// what they typed (and ticked, and chose) stays, and the enhanced form works with it.

test.beforeEach(({ context, baseURL }) => chooseLocation(context, baseURL));

/** Lets the scripts in and waits until React has hydrated and the page's first effects have run. */
async function letScriptsIn(page: Page, scripts: Awaited<ReturnType<typeof holdScripts>>) {
  await scripts.hydrated();
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
}

test("products: prices, conditions and the posted date chosen early survive, the slider follows and Apply uses them", async ({
  page,
  problems,
}) => {
  const scripts = await holdScripts(page);
  await page.goto("/products", held);
  const filters = page.getByRole("complementary", { name: "Filters" });
  await filters.getByLabel("Min price (₹)").fill("5000");
  await filters.getByLabel("Max price (₹)").fill("200000");
  await filters.getByRole("checkbox", { name: "Used" }).check();
  await filters.getByRole("radio", { name: "Last 30 days" }).check();
  await letScriptsIn(page, scripts);

  await expect(filters.getByLabel("Min price (₹)")).toHaveValue("5000");
  await expect(filters.getByLabel("Max price (₹)")).toHaveValue("200000");
  await expect(filters.getByRole("checkbox", { name: "Used" })).toBeChecked();
  await expect(filters.getByRole("radio", { name: "Last 30 days" })).toBeChecked();
  // The slider is the scripts' part: it follows what was typed before they came.
  await expect(filters.getByRole("slider", { name: "Minimum price" })).toHaveAttribute(
    "aria-valuenow",
    "5000",
  );
  await expect(filters.getByRole("slider", { name: "Maximum price" })).toHaveAttribute(
    "aria-valuenow",
    "200000",
  );
  await filters.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/[?&]minPrice=5000(&|$)/);
  const url = new URL(page.url());
  expect(url.searchParams.get("maxPrice")).toBe("200000");
  expect(url.searchParams.getAll("condition")).toEqual(["used"]);
  expect(url.searchParams.get("posted")).toBe("30d");
  await expect(filters.getByLabel("Min price (₹)")).toHaveValue("5000");
  expect(problems.errors).toEqual([]);
});

test("help: a search typed early stays and filters the questions once the scripts run", async ({
  page,
  problems,
}) => {
  const scripts = await holdScripts(page);
  await page.goto("/help", held);
  const search = page.getByRole("searchbox", { name: "Search help articles" });
  await search.fill("safe");
  await letScriptsIn(page, scripts);
  await expect(search).toHaveValue("safe");
  await expect(page.getByRole("status").filter({ hasText: /for “safe”/ })).toBeVisible();
  await expect(
    page.locator("summary", { hasText: "How do I stay safe when buying or selling?" }),
  ).toBeVisible();
  await search.press("End");
  await search.pressSequentially("ly");
  await expect(page.getByRole("status").filter({ hasText: /for “safely”/ })).toBeVisible();
  expect(problems.errors).toEqual([]);
});

test("products: a sort chosen early is applied once the scripts run", async ({ page, problems }) => {
  const scripts = await holdScripts(page);
  await page.goto("/products", held);
  await page.getByLabel("Sort by").selectOption({ label: "Price: low to high" });
  await letScriptsIn(page, scripts);
  await expect(page).toHaveURL(/[?&]sort=price_asc(&|$)/);
  await expect(page.getByLabel("Sort by")).toHaveValue("price_asc");
  expect(problems.errors).toEqual([]);
});

test("search page: words typed early stay and search", async ({ page, problems }) => {
  const scripts = await holdScripts(page);
  await page.goto("/search", held);
  await page.getByRole("searchbox", { name: "Search listings" }).fill("scooter");
  await letScriptsIn(page, scripts);
  await expect(page.getByRole("searchbox", { name: "Search listings" })).toHaveValue("scooter");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/products\?q=scooter$/);
  expect(problems.errors).toEqual([]);
});

test("forgot password: an e-mail typed early stays and the link is sent", async ({
  page,
  problems,
  request,
  baseURL,
}) => {
  const person = await createAccount(request, String(baseURL));
  const scripts = await holdScripts(page);
  await page.goto("/login?mode=forgot", held);
  const email = page.getByRole("textbox", { name: "E-mail" });
  await email.fill(person.email);
  await letScriptsIn(page, scripts);
  await expect(email).toHaveValue(person.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  expect(await lastLink(page, person.email, "reset-password")).toContain("/reset-password");
  expect(problems.errors).toEqual([]);
});

test("location: a city typed early stays and Search finds it", async ({ page, problems }) => {
  const scripts = await holdScripts(page);
  await page.goto("/location", held);
  await page.getByLabel("Search city").fill("Pune");
  await letScriptsIn(page, scripts);
  await expect(page.getByLabel("Search city")).toHaveValue("Pune");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/[?&]q=Pune/);
  await expect(
    page
      .getByRole("form", { name: "Places matching Pune" })
      .getByRole("button", { name: /^Pune, Maharashtra/ }),
  ).toBeVisible();
  expect(problems.errors).toEqual([]);
});

test("contact: fields typed early stay, and so does a message rewritten on the server's error page", async ({
  page,
  problems,
}) => {
  const token = `early-${Date.now()}`;
  const scripts = await holdScripts(page);
  await page.goto("/contact", held);
  await page.getByLabel("Name", { exact: true }).fill("Asha Verma");
  await page.getByLabel("E-mail", { exact: true }).fill("asha@");
  await page.getByLabel("Subject", { exact: true }).fill("My scooter ad");
  await page.getByLabel("Message", { exact: true }).fill("First draft");
  // Still without scripts: the form goes to the server, which answers with the fields as they were sent.
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByLabel("E-mail", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Message", { exact: true })).toHaveValue("First draft");
  await page.getByLabel("E-mail", { exact: true }).fill("asha@example.in");
  await page.getByLabel("Message", { exact: true }).fill(`Why was my ad hidden? ${token}`);
  await letScriptsIn(page, scripts);

  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Asha Verma");
  await expect(page.getByLabel("E-mail", { exact: true })).toHaveValue("asha@example.in");
  await expect(page.getByLabel("Message", { exact: true })).toHaveValue(`Why was my ad hidden? ${token}`);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(toast(page, "Message Sent!")).toBeVisible();
  const mail = (await readOutbox(page)).find((e) => e.body.includes(token));
  expect(mail?.body).toContain("From: Asha Verma <asha@example.in>");
  // The page sent without scripts was answered 422 with its field messages (Chromium logs that); nothing else.
  const answered422 = (e: string) => e.includes("status of 422") && e.endsWith("/contact");
  expect(problems.errors.filter((e) => !answered422(e))).toEqual([]);
});

test("careers: an application typed early stays and is sent", async ({ page, problems }) => {
  const token = `early-${Date.now()}`;
  const scripts = await holdScripts(page);
  await page.goto("/careers", held);
  // Without scripts, Apply Now opens the form inline on the page.
  await page
    .getByRole("link", { name: /^Apply Now/ })
    .first()
    .click();
  const form = page.getByRole("form", { name: /^Apply for / });
  await form.getByLabel("Full name").fill("Rohan Iyer");
  await form.getByLabel("E-mail").fill("rohan@example.in");
  await form.getByLabel("Phone").fill("98765 43210");
  await form.getByLabel("Cover letter").fill(`I would love to build Mandi. ${token}`);
  await letScriptsIn(page, scripts);

  await expect(form.getByLabel("Full name")).toHaveValue("Rohan Iyer");
  await expect(form.getByLabel("Cover letter")).toHaveValue(`I would love to build Mandi. ${token}`);
  await form.getByRole("button", { name: "Send Application" }).click();
  await expect(toast(page, "Application Sent!")).toBeVisible();
  expect((await readOutbox(page)).some((e) => e.body.includes(token))).toBe(true);
  expect(problems.errors).toEqual([]);
});

test("login: an e-mail and password typed early stay and log in", async ({
  page,
  problems,
  request,
  baseURL,
}) => {
  const person = await createAccount(request, String(baseURL));
  const scripts = await holdScripts(page);
  await page.goto("/login?mode=email", held);
  await page.getByLabel("E-mail").fill(person.email);
  await page.getByLabel("Password", { exact: true }).fill(person.password);
  await letScriptsIn(page, scripts);
  await expect(page.getByLabel("E-mail")).toHaveValue(person.email);
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue(person.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL("/");
  await page.goto("/profile");
  await expect(page.getByRole("main")).toContainText(person.name);
  expect(problems.errors).toEqual([]);
});

test("sign-up: the details typed early stay and send the code", async ({ page, problems }) => {
  const person = freshPerson("early");
  const scripts = await holdScripts(page);
  await page.goto("/signup", held);
  await page.getByLabel("Full name").fill(person.name);
  await page.getByLabel("E-mail").fill(person.email);
  await page.getByLabel("Password").fill(person.password);
  await page.getByLabel("Phone number").fill(person.phone);
  await letScriptsIn(page, scripts);
  await expect(page.getByLabel("Full name")).toHaveValue(person.name);
  await expect(page.getByLabel("E-mail")).toHaveValue(person.email);
  await expect(page.getByLabel("Phone number")).toHaveValue(person.phone);
  await page.getByRole("button", { name: "Sign Up & Verify" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Enter verification code" })).toBeVisible();
  await expect(toast(page, "OTP Sent!")).toBeVisible();
  expect(problems.errors).toEqual([]);
});

test("settings: a name typed early stays and is saved", async ({ page, problems, request, baseURL }) => {
  const person = await createAccount(request, String(baseURL));
  await logInWithEmail(page, person, "/login?redirectTo=%2Fsettings");
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  const scripts = await holdScripts(page);
  await page.reload(held);
  const name = page.getByRole("textbox", { name: "Full name" });
  await name.fill("Lakshmi Narayan");
  await page.getByRole("switch", { name: /Promotional Emails/ }).check({ force: true });
  await letScriptsIn(page, scripts);
  await expect(name).toHaveValue("Lakshmi Narayan");
  await expect(page.getByRole("switch", { name: /Promotional Emails/ })).toBeChecked();
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "Changes Saved!")).toBeVisible();
  await page.reload();
  await expect(name).toHaveValue("Lakshmi Narayan");
  expect(problems.errors).toEqual([]);
});

test("settings: a photo chosen early is checked as soon as the scripts run", async ({
  page,
  problems,
  request,
  baseURL,
}) => {
  const person = await createAccount(request, String(baseURL));
  await logInWithEmail(page, person, "/login?redirectTo=%2Fsettings");
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  const scripts = await holdScripts(page);
  await page.reload(held);
  const photo = page.getByLabel("Profile photo");
  await photo.setInputFiles({ name: "clip.gif", mimeType: "image/gif", buffer: Buffer.from("GIF89a") });
  await letScriptsIn(page, scripts);
  await expect(photo).toHaveAccessibleDescription(/File type must be PNG, JPG or JPEG\./);
  expect(problems.errors).toEqual([]);
});

import type { APIRequestContext, Browser, BrowserContext, Page } from "@playwright/test";
import { expect, readOutbox } from "./fixtures";

let counter = 0;

/** A phone number and e-mail no other test of this run uses (workers share one server and database). */
export function freshPerson(label = "user") {
  counter += 1;
  const digits =
    `${Date.now() % 1_000_000_000}`.padStart(9, "0").slice(-7) + String(counter % 100).padStart(2, "0");
  const local = `9${digits}`.slice(0, 10);
  return {
    name: `${label[0]?.toUpperCase()}${label.slice(1)} Tester`,
    email: `${label}.${Date.now()}.${counter}.${Math.floor(Math.random() * 1e6)}@example.in`,
    phone: `${local.slice(0, 5)} ${local.slice(5)}`,
    e164: `+91${local}`,
    password: "Monsoon-Chai-1987",
  };
}

/** The newest 6-digit code texted to a number, from the dev outbox. */
export async function lastCode(page: Page, e164: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const sms = (await readOutbox(page)).filter((e) => e.channel === "sms" && e.to === e164).at(-1);
      code = /\b(\d{6})\b/.exec(sms?.body ?? "")?.[1];
      return code;
    })
    .toBeTruthy();
  return code as string;
}

/** The newest link of a kind ("verify-email", "reset-password") mailed to an address, from the dev outbox. */
export async function lastLink(page: Page, email: string, kind: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mail = (await readOutbox(page)).filter((e) => e.channel === "email" && e.to === email).at(-1);
      link = new RegExp(`(http\\S+${kind}\\S+)`).exec(mail?.body ?? "")?.[1];
      return link;
    })
    .toBeTruthy();
  return link as string;
}

/**
 * Makes a verified account through the API, in a request context of its own (the page stays a visitor), the way
 * the mobile app signs up.
 */
export async function createAccount(request: APIRequestContext, baseURL: string, person = freshPerson()) {
  const headers = { origin: baseURL };
  const post = async (path: string, data: unknown) => {
    const res = await request.post(`/api/auth${path}`, { data, headers });
    expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
    return res;
  };
  await post("/sign-up/email", {
    name: person.name,
    email: person.email,
    password: person.password,
    phoneNumber: person.phone,
  });
  await post("/phone-number/send-otp", { phoneNumber: person.phone });
  const outbox = (await (await request.get("/api/dev/outbox")).json()) as {
    channel: string;
    to: string;
    body: string;
  }[];
  const sms = outbox.filter((e) => e.channel === "sms" && e.to === person.e164).at(-1);
  const code = /\b(\d{6})\b/.exec(sms?.body ?? "")?.[1];
  // The code belongs to the sign-up that asked for it: say which one.
  await post("/sign-up/verify-phone", { phoneNumber: person.e164, code, email: person.email });
  await request.post("/api/auth/sign-out", { headers });
  return person;
}

/** Logs in through the e-mail form, as a person would. */
export async function logInWithEmail(
  page: Page,
  person: { email: string; password: string },
  path = "/login",
) {
  await page.goto(path);
  await page.getByRole("link", { name: "Continue with Email" }).click();
  await page.getByLabel("E-mail").fill(person.email);
  await page.getByLabel("Password", { exact: true }).fill(person.password);
  await page.getByRole("button", { name: "Login" }).click();
}

/** The toast with this title (the spec's words), in the toast region. */
export function toast(page: Page, title: string) {
  return page
    .getByRole("region", { name: /Notifications/, includeHidden: true })
    .getByText(title, { exact: true });
}

/** A location already chosen, so the location prompt (1 s after load without one) stays away. */
export async function chooseLocation(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: "mandi_location", value: "INDIA", url: baseURL ?? "" }]);
}

/**
 * A person with a fresh verified account, signed in through the e-mail form in a browser context of their own
 * (their own cookies and socket), with the script errors their page meets.
 */
export async function signedInPerson(
  browser: Browser,
  request: APIRequestContext,
  baseURL: string,
  person: ReturnType<typeof freshPerson>,
  viewport = { width: 1280, height: 800 },
) {
  const account = await createAccount(request, baseURL, person);
  const context = await browser.newContext({ viewport, baseURL });
  await chooseLocation(context, baseURL);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (err) => errors.push(err.message));
  // A 4xx answer to a form is one the page shows (field messages), not a problem.
  page.on("console", (msg) => {
    if (msg.type() === "error" && !/status of 4\d\d/.test(msg.text())) errors.push(msg.text());
  });
  await logInWithEmail(page, account);
  await expect(page).toHaveURL("/");
  return { account, context, page, errors };
}

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Browser, type BrowserContext, request as playwrightRequest } from "@playwright/test";
import sharp from "sharp";
import { startSmsGateway } from "../support/sms-gateway";
import { startSmtpInbox } from "../support/smtp-inbox";
import { startTlsProxy } from "../support/tls-proxy";
import { freshPerson, toast } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { type MandiProcess, startMandi, waitUntilReady } from "./support/mandi-process";

// The README's production setup: Mandi as a public deployment behind a TLS-terminating reverse proxy. The browser
// only ever talks https to the proxy; the app sees plain http from 127.0.0.1 with X-Forwarded-* headers.
const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
const APP_PORT = E2E_PORT + 1;
const PROXY_PORT = E2E_PORT + 2;

test.describe.configure({ mode: "serial" });

let app: MandiProcess;
let dataDir: string;
const pageErrors: string[] = [];
let proxy: Awaited<ReturnType<typeof startTlsProxy>>;
let sms: Awaited<ReturnType<typeof startSmsGateway>>;
let mail: Awaited<ReturnType<typeof startSmtpInbox>>;

test.beforeAll(async () => {
  // Two servers start and seed at once on a busy machine: give the second one time.
  test.setTimeout(180_000);
  sms = await startSmsGateway();
  mail = await startSmtpInbox();
  proxy = await startTlsProxy({ port: PROXY_PORT, target: { host: "127.0.0.1", port: APP_PORT } });
  dataDir = mkdtempSync(path.join(tmpdir(), "mandi-tls-"));
  app = startMandi({
    PORT: String(APP_PORT),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    PUBLIC_URL: proxy.url,
    // The proxy runs on this machine: only loopback peers may speak for a client.
    TRUST_PROXY: "loopback",
    AUTH_SECRET: "tls-proxy-journey-secret-0123456789abcdef",
    SMTP_URL: mail.url,
    SMS_GATEWAY_URL: sms.url,
    SMS_API_KEY: "stand-in-key",
    RATE_LIMIT_SCALE: "50",
    // A public deployment migrates as a step of its own (decision 028); this one is a fresh folder that migrates at start.
    MIGRATE_ON_START: "true",
  });
  await waitUntilReady(app, 150);
});

test.afterEach(async ({ browserName: _ }, info) => {
  // What the server logged explains a failed journey better than a screenshot of the error page.
  if (info.status === info.expectedStatus) return;
  await info.attach("server output", { body: app?.output() ?? "" });
  await info.attach("page errors", { body: pageErrors.join("\n") });
});

test.afterAll(async () => {
  app?.child.kill("SIGTERM");
  await app?.exited;
  await proxy?.close();
  await sms?.close();
  await mail?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The code the SMS stand-in was asked to text to a number (the gateway gets it without the "+"). */
async function textedCode(e164: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(() => {
      const message = sms.received.filter((m) => m.to === e164.replace(/^\+/, "")).at(-1);
      code = /\b(\d{6})\b/.exec(message?.message ?? "")?.[1];
      return code;
    })
    .toBeTruthy();
  return code as string;
}

/** A verified account, made through the proxy the way the mobile app signs up, with the code from the stand-in. */
async function createAccountThroughProxy() {
  const person = freshPerson("proxied");
  const api = await playwrightRequest.newContext({ baseURL: proxy.url, ignoreHTTPSErrors: true });
  const headers = { origin: proxy.url };
  const post = async (p: string, data: unknown) => {
    const res = await api.post(`/api/auth${p}`, { data, headers });
    expect(res.ok(), `${p}: ${await res.text()}`).toBe(true);
  };
  await post("/sign-up/email", {
    name: person.name,
    email: person.email,
    password: person.password,
    phoneNumber: person.phone,
  });
  await post("/phone-number/send-otp", { phoneNumber: person.phone });
  // The code is tied to the sign-up that asked for it: the e-mail names that sign-up.
  await post("/sign-up/verify-phone", {
    phoneNumber: person.e164,
    email: person.email,
    code: await textedCode(person.e164),
  });
  await api.dispose();
  return person;
}

async function proxiedContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: proxy.url, ignoreHTTPSErrors: true });
  await context.addCookies([{ name: "mandi_location", value: "INDIA", url: proxy.url }]);
  return context;
}

test("signs in through the login form and posts an ad with a photo over https", async ({ browser }) => {
  test.setTimeout(120_000);
  const person = await createAccountThroughProxy();
  // The sign-up mailed its confirmation link through the SMTP stand-in, built on the public https address.
  const confirmation = await mail.mailTo(person.email);
  expect(confirmation.raw).toContain(`${proxy.url}/api/auth/verify-email`);

  const context = await proxiedContext(browser);
  const page = await context.newPage();
  const errors = pageErrors;
  page.on("console", (msg) => msg.type() === "error" && errors.push(msg.text()));
  page.on("pageerror", (err) => errors.push(`${err.message}\n${err.stack ?? ""}`));
  const refused: string[] = [];
  page.on("response", (res) => res.status() >= 400 && refused.push(`${res.status()} ${res.url()}`));

  await page.goto("/login");
  await page.getByRole("link", { name: "Continue with Email" }).click();
  await page.getByLabel("E-mail").fill(person.email);
  await page.getByLabel("Password", { exact: true }).fill(person.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(toast(page, "Welcome Back!")).toBeVisible();
  await expect(page).toHaveURL(`${proxy.url}/`);

  // The session cookie a public deployment sets is Secure, HttpOnly and SameSite=Lax.
  const session = (await context.cookies()).find((c) => c.name.endsWith("mandi.session_token"));
  expect(session).toMatchObject({ name: "__Secure-mandi.session_token", secure: true, httpOnly: true });
  expect(session?.sameSite).toBe("Lax");
  // And so is every other cookie of a public deployment (location, toast), whoever set it.
  expect((await context.cookies()).filter((c) => !c.secure).map((c) => c.name)).toEqual([]);

  const title = `Sheesham coffee table ${Date.now().toString(36)}`;
  await page.goto("/sell");
  await page
    .getByRole("button", { name: /^Furniture/ })
    .or(page.getByRole("link", { name: /^Furniture/ }))
    .click();
  await page
    .getByRole("button", { name: "Sofa & Dining", exact: true })
    .or(page.getByRole("link", { name: "Sofa & Dining", exact: true }))
    .click();
  await page.getByLabel("Ad title").fill(title);
  await page.getByLabel("Description").fill("Solid sheesham, two years old, no scratches.");
  await page.getByRole("radio", { name: "Used" }).check();
  const next = () => page.getByRole("button", { name: "Next" }).click();
  await next();
  await page.getByLabel("Price (₹)").fill("7500");
  await next();
  const jpeg = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 140, g: 90, b: 40 } },
  })
    .jpeg()
    .toBuffer();
  await page
    .locator('input[type="file"][name="photoFiles"]')
    .setInputFiles([{ name: "table.jpg", mimeType: "image/jpeg", buffer: jpeg }]);
  await expect(page.getByRole("img", { name: "Photo 1 (cover)" })).toBeVisible();
  await expect(page.getByText(/Waiting to upload|Uploading/)).toHaveCount(0);
  await next();
  await page.getByLabel("City").fill("Jaipur");
  await next();
  await expect(page.getByRole("heading", { name: "Review your details" })).toBeVisible();
  await expect(page.getByLabel("E-mail")).toHaveValue(person.email);
  await next();
  await page.getByRole("button", { name: "Post now" }).click();
  await expect(toast(page, "Ad Posted Successfully!")).toBeVisible();
  await expect(page.getByRole("main")).toContainText(`${title} has been posted successfully`);

  await page.goto(`/products?q=${encodeURIComponent(title)}`);
  const card = page.getByRole("main").getByRole("article").filter({ hasText: title });
  await expect(card.locator('img[src^="/media/"]')).toBeVisible();
  expect(refused).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});

import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  type Browser,
  type BrowserContext,
  expect,
  type Page,
  request as playwrightRequest,
  test,
} from "@playwright/test";
import { scaledLimit } from "../../adapters/rate-limit/rate-limiter";
import { AUTH_RATE_LIMITS } from "../../domain/accounts/account-limits";
import { INSTANCE_HEADER, startInstanceProxy } from "../../scripts/instance-proxy";
import { type S3Server, startS3Server } from "../support/s3-server";
import { createAccount, freshPerson, logInWithEmail, toast } from "./support/accounts";
import { distinctPhoto } from "./support/ads";
import { hydrated, type PageProblems, watchForProblems } from "./support/fixtures";
import { createFreshDatabase } from "./support/fresh-database";
import { type MandiProcess, startMandi, waitUntilReady } from "./support/mandi-process";

// Issue 13: two Mandi instances behind one reverse proxy, sharing PostgreSQL, Redis and an S3 bucket. A seller's
// browser is pinned to instance A and a buyer's to instance B; what one does, the other sees, live.
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
// tls-proxy.test.ts uses E2E_PORT + 1 and + 2, two-instances.test.ts + 6 to + 9, the stand-in Google + 10000.
const PROXY_PORT = E2E_PORT + 3;
const INSTANCE_PORTS = { a: E2E_PORT + 4, b: E2E_PORT + 5 };
// Tight, so a limit is reached in a handful of attempts (sign-in per account: 5), yet loose enough for the
// journey's own sign-ups, sign-ins, uploads and messages.
const RATE_LIMIT_SCALE = 0.5;

test.describe.configure({ mode: "serial" });
test.skip(
  !databaseUrl,
  "needs PostgreSQL: set TEST_DATABASE_URL (CI does) to run two instances on one database",
);

interface Instance extends MandiProcess {
  dataDir: string;
}

let database: Awaited<ReturnType<typeof createFreshDatabase>>;
let s3: S3Server;
let proxy: Awaited<ReturnType<typeof startInstanceProxy>>;
const instances: Partial<Record<"a" | "b", Instance>> = {};

function startInstance(name: "a" | "b"): Instance {
  const dataDir = mkdtempSync(path.join(tmpdir(), `mandi-proxied-${name}-`));
  const server = startMandi({
    PORT: String(INSTANCE_PORTS[name]),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    // Without Redis the messages cross through LISTEN/NOTIFY, but each instance counts its own limits.
    REDIS_URL: redisUrl,
    ...s3.env,
    // Both read each other's session cookies; both answer on the proxy's address (decision 012).
    AUTH_SECRET: "two-instances-proxy-secret-0123456789abcdef",
    PUBLIC_URL: proxy.url,
    TRUST_PROXY: "loopback",
    RATE_LIMIT_SCALE: String(RATE_LIMIT_SCALE),
    // Codes and links go to the dev outbox: a developer's own gateway or mail server must not get them.
    SMS_GATEWAY_URL: undefined,
    SMTP_URL: undefined,
  });
  const instance = { ...server, dataDir };
  instances[name] = instance;
  return instance;
}

test.beforeAll(async () => {
  // Two servers start on a busy 2-core machine; the first also migrates and seeds a new database.
  test.setTimeout(240_000);
  database = await createFreshDatabase(databaseUrl as string, `test_two_proxy_${process.pid}`);
  s3 = await startS3Server();
  // The browsers' address, this run's own (2001:db8::/32 is for documentation): per-IP counters in Redis outlive
  // a run, and the instances count in them whatever their RATE_LIMIT_SCALE.
  const hex = randomBytes(4).toString("hex");
  const clientAddress = `2001:db8:${hex.slice(0, 4)}:${hex.slice(4)}::7`;
  proxy = await startInstanceProxy({ port: PROXY_PORT, upstreams: INSTANCE_PORTS, clientAddress });
  await waitUntilReady(startInstance("a"), 180, "instance a");
  await waitUntilReady(startInstance("b"), 120, "instance b");
});

test.afterEach(async ({ browserName: _ }, info) => {
  if (info.status === info.expectedStatus) return;
  for (const [name, instance] of Object.entries(instances)) {
    await info.attach(`instance ${name}`, { body: instance.output() });
  }
});

test.afterAll(async () => {
  for (const instance of Object.values(instances)) {
    instance.child.kill("SIGTERM");
    await instance.exited;
    rmSync(instance.dataDir, { recursive: true, force: true });
  }
  await proxy?.close();
  await s3?.close();
  await database?.drop();
});

/** Cookies pinning a browser or an API client to one instance behind the proxy (and a place chosen). */
const pinnedTo = (name: "a" | "b") =>
  [
    ["instance", name],
    ["mandi_location", "INDIA"],
  ].map(([cookie, value]) => ({
    name: cookie as string,
    value: value as string,
    domain: "localhost",
    path: "/",
    expires: -1,
    httpOnly: false,
    secure: false,
    sameSite: "Lax" as const,
  }));

/** A verified account, made through the proxy on one instance (its dev outbox holds the texted code). */
async function accountOn(name: "a" | "b", label: string) {
  const api = await pinnedRequest(name);
  try {
    return await createAccount(api, proxy.url, freshPerson(label));
  } finally {
    await api.dispose();
  }
}

/** An API client pinned to one instance through the proxy. */
function pinnedRequest(name: "a" | "b") {
  return playwrightRequest.newContext({
    baseURL: proxy.url,
    storageState: { cookies: pinnedTo(name), origins: [] },
  });
}

interface Screen {
  context: BrowserContext;
  page: Page;
  problems: PageProblems;
  /** True while the page's newest /ws socket has been greeted by the server and is still open. */
  live: () => boolean;
}

/** A browser context of its own pinned to one instance: its pages, data requests and socket all go there. */
async function screenOn(browser: Browser, name: "a" | "b"): Promise<Screen> {
  const context = await browser.newContext({ baseURL: proxy.url, viewport: { width: 1280, height: 800 } });
  await context.addCookies(pinnedTo(name));
  const page = await context.newPage();
  let socket: unknown = null;
  let greeted = false;
  page.on("websocket", (ws) => {
    if (!ws.url().endsWith("/ws")) return;
    socket = ws;
    greeted = false;
    ws.on("framereceived", (frame) => {
      if (socket === ws && String(frame.payload).includes('"t":"hello"')) greeted = true;
    });
    ws.on("close", () => {
      if (socket === ws) greeted = false;
    });
  });
  return { context, page, problems: watchForProblems(page), live: () => greeted };
}

/** Opens `path`, checks which instance rendered it, and waits until its scripts and socket are up. */
async function openLive(screen: Screen, pathname: string, instance: "a" | "b") {
  const answer = await screen.page.goto(pathname);
  expect(answer?.headers()[INSTANCE_HEADER]).toBe(instance);
  await hydrated(screen.page);
  await expect.poll(screen.live).toBe(true);
}

const next = (page: Page) => page.getByRole("button", { name: "Next" }).click();

/** The photo a gallery image shows (`/media/<key>/<width>.webp`). */
const photoKey = (src: string | null) => (src ?? "").replace(/^\/media\/|\/\d+\.webp$/g, "");

/** Whether an image has loaded with real pixels. */
const loaded = (img: HTMLElement | SVGElement) =>
  (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0;

/** Every file under a folder (none when it does not exist). */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

test("seller on A posts an ad with two photos, buyer on B finds it and they chat live across the instances", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const sellerAccount = await accountOn("a", "seller");
  const buyerAccount = await accountOn("b", "buyer");
  const seller = await screenOn(browser, "a");
  const buyer = await screenOn(browser, "b");

  // The seller signs in through instance A with the login form.
  await logInWithEmail(seller.page, sellerAccount);
  await expect(toast(seller.page, "Welcome Back!")).toBeVisible();
  await expect(seller.page).toHaveURL(`${proxy.url}/`);

  // …and posts an ad with two photos through the wizard; every step is answered by A.
  const word = `Proxiwood${Date.now().toString(36)}`;
  const title = `Sheesham dining table ${word}`;
  const sell = await seller.page.goto("/sell");
  expect(sell?.headers()[INSTANCE_HEADER]).toBe("a");
  await seller.page
    .getByRole("button", { name: /^Furniture/ })
    .or(seller.page.getByRole("link", { name: /^Furniture/ }))
    .click();
  await seller.page
    .getByRole("button", { name: "Sofa & Dining", exact: true })
    .or(seller.page.getByRole("link", { name: "Sofa & Dining", exact: true }))
    .click();
  await seller.page.getByLabel("Ad title").fill(title);
  await seller.page
    .getByLabel("Description")
    .fill("Six seats, solid sheesham, bought in 2021, no scratches.");
  await seller.page.getByRole("radio", { name: "Used" }).check();
  await next(seller.page);
  await seller.page.getByLabel("Price (₹)").fill("18500");
  await next(seller.page);
  await seller.page
    .locator('input[type="file"][name="photoFiles"]')
    .setInputFiles([await distinctPhoto("table.jpg"), await distinctPhoto("chairs.jpg")]);
  await expect(seller.page.getByRole("img", { name: "Photo 1 (cover)" })).toBeVisible();
  await expect(seller.page.getByRole("img", { name: "Photo 2" })).toBeVisible();
  await expect(seller.page.getByRole("progressbar", { name: /Uploading photo/ })).toHaveCount(0);
  await next(seller.page);
  await seller.page.getByLabel("City").fill("Jaipur");
  await next(seller.page);
  await expect(seller.page.getByRole("heading", { name: "Review your details" })).toBeVisible();
  await next(seller.page);
  await seller.page.getByRole("button", { name: "Post now" }).click();
  await expect(toast(seller.page, "Ad Posted Successfully!")).toBeVisible();
  await expect(seller.page.getByRole("main")).toContainText(`${title} has been posted successfully`);

  // The seller's inbox stays open on A while the buyer looks.
  await openLive(seller, "/messages", "a");
  await seller.page.evaluate(() => {
    (window as { notReloaded?: boolean }).notReloaded = true;
  });

  // The buyer signs in through instance B and finds the ad there.
  await logInWithEmail(buyer.page, buyerAccount);
  await expect(toast(buyer.page, "Welcome Back!")).toBeVisible();
  const search = await buyer.page.goto(`/products?q=${word}`);
  expect(search?.headers()[INSTANCE_HEADER]).toBe("b");
  const card = buyer.page.getByRole("main").getByRole("article").filter({ hasText: title });
  await expect(card).toHaveCount(1);
  await card.getByRole("link", { name: title }).click();
  await expect(buyer.page.getByRole("heading", { name: title, level: 1 })).toBeVisible();

  // Both photos, uploaded through A, show on B: every image of them has loaded with real pixels.
  const thumbnails = buyer.page.getByRole("link", { name: /^Show picture \d of 2$/ }).locator("img");
  await expect(thumbnails).toHaveCount(2);
  const keys = await Promise.all(
    [0, 1].map(async (i) => photoKey(await thumbnails.nth(i).getAttribute("src"))),
  );
  expect(new Set(keys).size).toBe(2);
  for (let i = 0; i < 2; i++) await expect.poll(() => thumbnails.nth(i).evaluate(loaded)).toBe(true);
  const cover = buyer.page.locator("#photo-1");
  expect(photoKey(await cover.getAttribute("src"))).toBe(keys[0]);
  await expect.poll(() => cover.evaluate(loaded)).toBe(true);

  // The photos live in the bucket, and on neither instance's disk.
  const stored = await s3.keys("listings/");
  for (const key of keys) {
    expect(stored).toEqual(
      expect.arrayContaining([`${key}/320.webp`, `${key}/640.webp`, `${key}/1280.webp`]),
    );
  }
  for (const instance of Object.values(instances)) {
    expect(filesUnder(path.join(instance.dataDir, "media"))).toEqual([]);
  }

  // The buyer writes from B; the seller's open inbox on A shows it without a reload.
  await buyer.page.getByRole("button", { name: "Contact Seller" }).click();
  await expect(buyer.page).toHaveURL(/\/messages\/new\?/);
  const question = `Is the ${word} table still available?`;
  await buyer.page.getByLabel("Message", { exact: true }).fill(question);
  await buyer.page.getByRole("button", { name: "Send" }).click();
  await expect(toast(buyer.page, "Message Sent!")).toBeVisible();
  await expect(buyer.page).toHaveURL(/\/messages\/\d+$/);
  const chatUrl = new URL(buyer.page.url()).pathname;

  const sellerPane = seller.page.getByRole("region", { name: "Conversation" });
  const chatItem = seller.page
    .getByRole("navigation", { name: "Chats" })
    .getByRole("link")
    .filter({ hasText: buyerAccount.name });
  await expect(chatItem).toContainText(question);
  await expect(sellerPane.getByText(question)).toBeVisible();

  // The buyer's chat, rendered by B, is open with its own socket to B; the seller answers from A.
  await openLive(buyer, chatUrl, "b");
  const buyerPane = buyer.page.getByRole("region", { name: "Conversation" });
  await expect(buyerPane.getByText(question)).toBeVisible();
  await buyer.page.evaluate(() => {
    (window as { notReloaded?: boolean }).notReloaded = true;
  });
  const answer = `Yes, come and see it on Sunday (${word})`;
  await seller.page.getByLabel("Message", { exact: true }).fill(answer);
  await seller.page.getByRole("button", { name: "Send", exact: true }).click();
  const reply = buyerPane.getByRole("listitem").filter({ hasText: answer });
  await expect(reply).toBeVisible();
  await expect(reply.getByText(sellerAccount.name)).toBeVisible();
  await expect(sellerPane.getByText(answer)).toHaveCount(1);

  for (const screen of [seller, buyer]) {
    expect(await screen.page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(screen.problems.errors).toEqual([]);
    await screen.context.close();
  }
});

test("sign-in attempts through A and B count against one limit, as on a single instance", async ({
  browser,
}) => {
  test.skip(!redisUrl, "needs Redis: set TEST_REDIS_URL (CI does)");
  test.setTimeout(120_000);
  // The e-mail a guesser tries passwords for: counted per address tried, whichever instance hears the guess.
  const target = await accountOn("a", "guessed");
  const allowed = scaledLimit(AUTH_RATE_LIMITS.signInPerAccount, RATE_LIMIT_SCALE);
  const screens = [await screenOn(browser, "a"), await screenOn(browser, "b")];

  async function guess(attempt: number) {
    const instance = attempt % 2 === 0 ? "a" : "b";
    const { page } = screens[attempt % 2] as Screen;
    await page.goto("/login");
    await page.getByRole("link", { name: "Continue with Email" }).click();
    await page.getByLabel("E-mail").fill(target.email);
    await page.getByLabel("Password", { exact: true }).fill(`Wrong-Guess-${attempt}`);
    const [answer] = await Promise.all([
      page.waitForResponse(
        (r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/login"),
      ),
      page.getByRole("button", { name: "Login" }).click(),
    ]);
    expect(answer.headers()[INSTANCE_HEADER], `attempt ${attempt + 1}`).toBe(instance);
    return page.getByRole("alert");
  }

  // A, B, A, B, …: each instance saw only about half the guesses, and still the limit holds at the same count.
  for (let attempt = 0; attempt < allowed; attempt++) {
    await expect(await guess(attempt), `attempt ${attempt + 1}`).toHaveText("Invalid e-mail or password.");
  }
  await expect(await guess(allowed)).toHaveText(/^Too many attempts, try again in \d+ (minutes?|seconds)\.$/);

  // Both instances now refuse the API too, with 429.
  for (const name of ["a", "b"] as const) {
    const api = await pinnedRequest(name);
    // Even the right password: the guesses used up the account's attempts.
    const res = await api.post("/api/auth/sign-in/email", {
      data: { email: target.email, password: target.password },
      headers: { origin: proxy.url },
    });
    expect(res.status(), `instance ${name}`).toBe(429);
    expect(res.headers()[INSTANCE_HEADER]).toBe(name);
    expect((await res.json()).code).toBe("RATE_LIMITED");
    await api.dispose();
  }

  for (const screen of screens) {
    expect(screen.problems.errors).toEqual([]);
    await screen.context.close();
  }
});

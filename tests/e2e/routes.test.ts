import { chooseLocation, createAccount, logInWithEmail } from "./support/accounts";
import { expect, expectAccessible, test } from "./support/fixtures";

// Every route of the spec's route table answers with a server-rendered page: status, a heading, no console
// error, no serious accessibility violation.
const routes: { path: string; heading: RegExp }[] = [
  { path: "/", heading: /Mandi/ },
  { path: "/products", heading: /All Products/i },
  { path: "/products?q=iphone", heading: /Search Results for "iphone"/ },
  { path: "/products/cars", heading: /Cars/ },
  { path: "/products/properties/for-rent-houses-apartments", heading: /For Rent: Houses & Apartments/ },
  { path: "/product/1", heading: /^Maruti Suzuki Swift VXI 2019, petrol, single owner$/ },
  { path: "/sell", heading: /^Post your ad$/ },
  { path: "/post-success", heading: /Congratulations/i },
  { path: "/about", heading: /About/i },
  { path: "/contact", heading: /Contact/i },
  { path: "/careers", heading: /Careers/i },
  { path: "/legal", heading: /^Terms & Privacy$/ },
  { path: "/help", heading: /Help/i },
  { path: "/sitemap", heading: /Sitemap/i },
  { path: "/blog", heading: /Blog/i },
  { path: "/location", heading: /location/i },
  { path: "/login", heading: /^Login$/ },
  { path: "/signup", heading: /Create Your Account/ },
  { path: "/business", heading: /for Businesses/ },
  { path: "/store", heading: /Welcome to Our Store/ },
  { path: "/success", heading: /Payment Successful!/ },
  { path: "/social/facebook", heading: /Redirecting to Facebook/ },
  { path: "/social/twitter", heading: /Redirecting to Twitter/ },
  { path: "/social/youtube", heading: /Redirecting to YouTube/ },
  { path: "/social/instagram", heading: /Redirecting to Instagram/ },
  { path: "/social/whatsapp", heading: /WhatsApp/ },
  { path: "/app/app-store", heading: /Redirecting to App Store/ },
  { path: "/app/google-play", heading: /Redirecting to Google Play/ },
];

// Pages for signed-in people: a visitor is sent to /login (and back afterwards); a member sees the page.
const memberRoutes: { path: string; heading: RegExp }[] = [
  { path: "/profile", heading: /^Profile$/ },
  { path: "/my-listings", heading: /My Listings/i },
  { path: "/messages", heading: /Messages/i },
  { path: "/messages/new", heading: /Message/i },
  { path: "/notifications", heading: /Notifications/i },
  { path: "/settings", heading: /Settings/i },
  { path: "/favorites", heading: /Favorites/i },
];

test.beforeEach(async ({ context, baseURL }) => {
  await chooseLocation(context, baseURL);
});

for (const { path, heading } of routes) {
  test(`${path} renders on the server`, async ({ page, problems }) => {
    // The social and app pages move on after 2 s (tested in static-pages): their destination answers 204 here,
    // which leaves the page in place while we look (a paused clock would also stop axe's own timers).
    await page.route(/\/about\?from=/, (route) =>
      route.request().isNavigationRequest() ? route.fulfill({ status: 204 }) : route.continue(),
    );
    const response = await page.goto(path);
    expect(response?.status(), `status of ${path}`).toBe(200);
    const html = await response?.text();
    expect(html, "server-rendered content").toMatch(/<h1[\s>]/);
    await expect(page.getByRole("heading", { level: 1 }).first()).toHaveText(heading);
    await expectAccessible(page);
    expect(problems.errors).toEqual([]);
  });
}

for (const { path } of memberRoutes) {
  test(`${path} sends a visitor to log in first`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(path)}`);
  });
}

test("a signed-in member sees every member page, server-rendered", async ({
  page,
  request,
  baseURL,
  problems,
}) => {
  test.slow();
  const person = await createAccount(request, baseURL ?? "");
  await logInWithEmail(page, person);
  await expect(page).toHaveURL("/");
  for (const { path, heading } of memberRoutes) {
    const response = await page.goto(path);
    expect(response?.status(), `status of ${path}`).toBe(200);
    expect(await response?.text(), `server-rendered ${path}`).toMatch(/<h1[\s>]/);
    await expect(page.getByRole("heading", { level: 1 }).first()).toHaveText(heading);
    await expectAccessible(page);
  }
  expect(problems.errors).toEqual([]);
});

test("an unknown address answers 404 with a page that helps", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/not found/i);
  await expect(page.getByRole("link", { name: /home/i }).first()).toBeVisible();
});

test("every page has its own title and a description of at most 160 characters", async ({ page }) => {
  const seen = new Set<string>();
  for (const path of ["/", "/about", "/contact", "/careers", "/help", "/blog", "/business", "/store"]) {
    await page.goto(path);
    const title = await page.title();
    expect(title.length).toBeGreaterThan(0);
    seen.add(title);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description?.length ?? 0).toBeGreaterThan(20);
    expect(description?.length ?? 999).toBeLessThanOrEqual(160);
  }
  expect(seen.size).toBe(8);
});

test("robots.txt and sitemap.xml are served", async ({ request }) => {
  const robots = await request.get("/robots.txt");
  expect(await robots.text()).toContain("Sitemap:");
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toContain("xml");
  expect(await sitemap.text()).toContain("/about</loc>");
});

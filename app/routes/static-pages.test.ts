import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { contactMessages } from "~/db/schema";
import { createTestApp, type TestContext } from "~/tests/support/test-app";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";

// The pages as a browser without JavaScript sees them: server HTML, plain form posts, real status codes.
let database: Database;
let t: TestContext;

beforeAll(async () => {
  database = await getTestDatabase();
  t = await createTestApp(database, {
    pages: true,
    env: {
      SOCIAL_FACEBOOK_URL: "https://facebook.example/mandi",
      GOOGLE_PLAY_URL: "https://play.example/mandi",
    },
  });
}, 120_000);
afterAll(() => t.close());
beforeEach(async () => {
  await resetDatabase(database);
  t.outbox.clear();
});

const page = async (path: string) => {
  const res = await t.app.request(t.url(path));
  return { status: res.status, html: await res.text() };
};
/** What a reader sees: the markup without scripts (the hydration data repeats every loader value). */
const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
const postForm = (path: string, fields: Record<string, string>) =>
  t.app.request(t.url(path), {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: t.url("/").replace(/\/$/, "") },
    body: new URLSearchParams(fields).toString(),
  });

describe("contact form without JavaScript", () => {
  it("redirects with the Message Sent! toast after storing and mailing the message", async () => {
    const res = await postForm("/contact", {
      name: "Asha",
      email: "asha@example.in",
      subject: "Hello",
      message: "Where is my ad?",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/contact");
    expect(res.headers.get("set-cookie")).toContain("mandi_toast=");
    expect(await database.db.select().from(contactMessages)).toHaveLength(1);
    expect(t.outbox.list()[0]?.body).toContain("Where is my ad?");
  });

  it("shows a message beside every invalid field and keeps what was typed", async () => {
    const res = await postForm("/contact", { name: "Asha <b>", email: "", subject: "", message: "" });
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain("Please enter your e-mail address.");
    expect(html).toContain("Please enter a subject.");
    expect(html).toContain("Please enter your message.");
    expect(html).toContain('value="Asha &lt;b&gt;"');
    expect(html).toContain('aria-invalid="true"');
  });
});

describe("careers without JavaScript", () => {
  it("shows the application form inline for ?apply=<slug>", async () => {
    const { openings } = await (await t.app.request(t.url("/api/v1/careers"))).json();
    const { status, html } = await page(`/careers?apply=${openings[0].slug}`);
    expect(status).toBe(200);
    expect(html).toContain(`Apply for ${openings[0].title}`);
    expect(html).toContain('name="coverLetter"');
  });
});

describe("help centre without JavaScript", () => {
  it("filters the questions with ?q= and shows an empty state when nothing matches", async () => {
    const all = visibleText((await page("/help")).html);
    expect(all).toContain("How do I post an ad?");
    const safe = visibleText((await page("/help?q=safe")).html);
    expect(safe).toContain("How do I stay safe when buying or selling?");
    expect(safe).not.toContain("How do I post an ad?");
    const none = visibleText((await page("/help?q=xyzzy")).html);
    expect(none).toContain("No results found");
    expect(none).not.toContain("How do I");
  });

  it("renders each question as a native disclosure, closed until tapped and open when it matches a search", async () => {
    const question = (open: boolean) =>
      new RegExp(
        `<details${open ? ' open=""' : "(?! open)"}[^>]*><summary[^>]*><h3>How do I post an ad\\?</h3>`,
      );
    const all = (await page("/help")).html;
    expect(all.match(/<summary[^>]*><h3>How do I/g)).toHaveLength(5);
    expect(all).toMatch(question(false));
    expect((await page("/help?q=post")).html).toMatch(question(true));
  });
});

describe("status codes and redirects", () => {
  it("answers 404 for an unknown blog post, network or app store", async () => {
    expect((await page("/blog/no-such-post")).status).toBe(404);
    expect((await page("/social/myspace")).status).toBe(404);
    expect((await page("/app/windows-phone")).status).toBe(404);
  });

  it("sends social and app pages on with a meta refresh and a visible link", async () => {
    const facebook = await page("/social/facebook");
    expect(facebook.html).toContain('http-equiv="refresh" content="2;url=https://facebook.example/mandi"');
    expect(facebook.html).toContain("Redirecting to Facebook");
    expect(facebook.html).toContain('href="https://facebook.example/mandi"');
    const play = await page("/app/google-play");
    expect(play.html).toContain('content="2;url=https://play.example/mandi"');
  });

  it("shows the title passed as ?title= on the post-success page", async () => {
    expect((await page("/post-success?title=Royal%20Enfield%20Classic")).html).toContain(
      "Royal Enfield Classic",
    );
    expect((await page("/post-success")).html).toContain("Your ad");
  });
});

describe("sitemap.xml", () => {
  it("lists the static pages, blog posts and category pages with the public URL", async () => {
    const res = await t.app.request(t.url("/sitemap.xml"));
    expect(res.headers.get("content-type")).toContain("application/xml");
    const xml = await res.text();
    const base = t.services.settings.publicUrl;
    for (const path of [
      "/",
      "/about",
      "/contact",
      "/careers",
      "/legal",
      "/help",
      "/sitemap",
      "/blog",
      "/business",
    ]) {
      expect(xml).toContain(`<loc>${base}${path}</loc>`);
    }
    expect(xml).toContain(`<loc>${base}/products/cars</loc>`);
    expect(xml).toMatch(
      new RegExp(`<loc>${base}/blog/[a-z0-9-]+</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`),
    );
    expect(xml).not.toContain("/profile");
  });
});

import { readFile } from "node:fs/promises";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { blogPosts, faqItems, jobOpenings } from "~/db/schema";
import { BLOG_POSTS } from "~/db/seed/content-blog";
import { CAREERS } from "~/db/seed/content-careers";
import { FAQ } from "~/db/seed/content-faq";
import { slugify } from "~/db/seed/slugify";
import { runInLocale } from "~/server/locale";
import { createTestApp, type TestContext } from "~/tests/support/test-app";
import { getTestDatabase } from "~/tests/support/test-database";
import { listJobOpenings } from "../careers/list-job-openings.server";
import { findBlogPost, splitParagraphs } from "./find-blog-post.server";
import { listBlogPosts } from "./list-blog-posts.server";
import { listFaqItems } from "./list-faq-items.server";

/**
 * Issue 14: the help centre's questions, the blog and the job openings read in Hindi in a Hindi request (the
 * `…_hi` columns, the English text where a row has none) and exactly as before in an English one.
 */

let database: Database;
let t: TestContext;

beforeAll(async () => {
  database = await getTestDatabase();
  t = await createTestApp(database);
});
afterAll(() => t.close());

const inHindi = <T>(fn: () => Promise<T>) => runInLocale("hi", fn);
const inEnglish = <T>(fn: () => Promise<T>) => runInLocale("en", fn);

const SAFE_DEALS = "safe-deals-buying-selling-online";

describe("stored content in Hindi", () => {
  it("shows the help centre's questions and answers in Hindi, and searches the Hindi words", async () => {
    const items = await inHindi(() => listFaqItems(t.services));
    expect(items.map((i) => i.question)).toContain("विज्ञापन कैसे डालें?");
    expect(items.map((i) => i.question)).toEqual(FAQ.map((f) => f.questionHi));
    expect(items[0]?.answer).toMatch(/^खोजें या कैटेगरी से देखें/);

    const safe = await inHindi(() => listFaqItems(t.services, "सुरक्षित"));
    expect(safe.map((i) => i.question)).toContain("खरीदते या बेचते समय सुरक्षित कैसे रहें?");
  });

  it("lists the blog in Hindi and reads a post's title, category and paragraphs in Hindi", async () => {
    const posts = await inHindi(() => listBlogPosts(t.services));
    const safeDeals = posts.find((p) => p.slug === SAFE_DEALS);
    expect(safeDeals).toMatchObject({
      title: "ऑनलाइन खरीदते या बेचते समय सुरक्षित सौदे की सात आदतें",
      category: "सुरक्षा",
      author: "Priya Raghavan",
      publishedOn: "2025-06-18",
      image: `/images/blog/${SAFE_DEALS}.webp`,
    });
    expect(safeDeals?.excerpt).toMatch(/^Mandi पर ज़्यादातर सौदे आराम से हो जाते हैं।/);

    const post = await inHindi(() => findBlogPost(t.services, SAFE_DEALS));
    expect(post?.title).toBe("ऑनलाइन खरीदते या बेचते समय सुरक्षित सौदे की सात आदतें");
    expect(post?.paragraphs).toContain(
      "पैसे देने से पहले देखें। सामान को अच्छी तरह जाँचें, चालू करके देखें, फ़ोन का IMEI उसके डिब्बे और बिल से मिलाएँ, और गाड़ी हो तो रजिस्ट्रेशन सर्टिफ़िकेट को विक्रेता की ID से मिलाएँ। सामान आपके हाथ में आने के बाद ही पैसे दें।",
    );
    // The same paragraphs as the English post, one for one.
    const english = BLOG_POSTS.find((p) => p.slug === SAFE_DEALS);
    expect(post?.paragraphs).toHaveLength(splitParagraphs(english?.body ?? "").length);
  });

  it("shows the job openings in Hindi", async () => {
    const openings = await inHindi(() => listJobOpenings(t.services));
    expect(openings[0]).toMatchObject({
      slug: "senior-backend-engineer",
      title: "सीनियर बैकएंड इंजीनियर",
      department: "इंजीनियरिंग",
      location: "बेंगलुरु",
      employmentType: "फ़ुल-टाइम",
    });
    expect(openings[0]?.description).toMatch(/^Mandi पूरे भारत में/);
    expect(openings[0]?.description).toContain("\n\nआप क्या करेंगे:\n- ");
    expect(openings.map((o) => o.slug)).toEqual(CAREERS.map((c) => slugify(c.title)));
  });

  it("reads everything in English, word for word, in an English request and outside any request", async () => {
    for (const run of [inEnglish, <T>(fn: () => Promise<T>) => fn()]) {
      const items = await run(() => listFaqItems(t.services));
      expect(items.map(({ question, answer }) => ({ question, answer }))).toEqual(
        FAQ.map(({ question, answer }) => ({ question, answer })),
      );
      const post = await run(() => findBlogPost(t.services, SAFE_DEALS));
      const english = BLOG_POSTS.find((p) => p.slug === SAFE_DEALS);
      expect(post?.title).toBe("Seven habits for safe deals when you buy or sell online");
      expect(post?.category).toBe("Safety");
      expect(post?.excerpt).toBe(english?.excerpt);
      expect(post?.paragraphs).toEqual(splitParagraphs(english?.body ?? ""));
      const openings = await run(() => listJobOpenings(t.services));
      expect(openings.map((o) => o.title)).toEqual(CAREERS.map((c) => c.title));
      expect(openings[0]?.description).toBe(CAREERS[0]?.description);
    }
  });

  it("falls back to the English text where a row has no Hindi form", async () => {
    const [added] = await database.db
      .insert(faqItems)
      .values({ question: "Can I pay with UPI?", answer: "Agree on it with the seller.", sortOrder: 99 })
      .returning({ id: faqItems.id });
    try {
      const items = await inHindi(() => listFaqItems(t.services));
      expect(items.at(-1)).toEqual({
        id: added?.id,
        question: "Can I pay with UPI?",
        answer: "Agree on it with the seller.",
      });
    } finally {
      await database.db.delete(faqItems).where(eq(faqItems.id, added?.id ?? -1));
    }
  });

  it("migration 0022 fills a database seeded before it with the seed's Hindi texts", async () => {
    const file = await readFile(new URL("../../db/migrations/0022_content-hi.sql", import.meta.url), "utf8");
    const updates = file
      .split("--> statement-breakpoint")
      .map((s) => s.trim())
      .filter((s) => s.startsWith("UPDATE"));
    expect(updates).toHaveLength(3);
    await database.db.update(faqItems).set({ questionHi: null, answerHi: null });
    await database.db
      .update(blogPosts)
      .set({ titleHi: null, categoryHi: null, excerptHi: null, bodyHi: null });
    await database.db.update(jobOpenings).set({
      titleHi: null,
      departmentHi: null,
      locationHi: null,
      employmentTypeHi: null,
      descriptionHi: null,
    });
    for (const statement of updates) await database.db.execute(sql.raw(statement));

    const faq = await database.db
      .select({ questionHi: faqItems.questionHi, answerHi: faqItems.answerHi })
      .from(faqItems)
      .orderBy(faqItems.sortOrder);
    expect(faq).toEqual(FAQ.map(({ questionHi, answerHi }) => ({ questionHi, answerHi })));
    const posts = await database.db
      .select({
        slug: blogPosts.slug,
        titleHi: blogPosts.titleHi,
        categoryHi: blogPosts.categoryHi,
        excerptHi: blogPosts.excerptHi,
        bodyHi: blogPosts.bodyHi,
      })
      .from(blogPosts)
      .orderBy(blogPosts.slug);
    expect(posts).toEqual(
      BLOG_POSTS.map(({ slug, titleHi, categoryHi, excerptHi, bodyHi }) => ({
        slug,
        titleHi,
        categoryHi,
        excerptHi,
        bodyHi,
      })).sort((a, b) => a.slug.localeCompare(b.slug)),
    );
    const jobs = await database.db
      .select({
        titleHi: jobOpenings.titleHi,
        departmentHi: jobOpenings.departmentHi,
        locationHi: jobOpenings.locationHi,
        employmentTypeHi: jobOpenings.employmentTypeHi,
        descriptionHi: jobOpenings.descriptionHi,
      })
      .from(jobOpenings)
      .orderBy(jobOpenings.sortOrder);
    expect(jobs).toEqual(
      CAREERS.map(({ titleHi, departmentHi, locationHi, employmentTypeHi, descriptionHi }) => ({
        titleHi,
        departmentHi,
        locationHi,
        employmentTypeHi,
        descriptionHi,
      })),
    );
  });
});

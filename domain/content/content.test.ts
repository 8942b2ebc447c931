import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { createTestApp, type TestContext } from "~/tests/support/test-app";
import { getTestDatabase } from "~/tests/support/test-database";
import { filterFaqItems } from "./faq-search";
import { findBlogPost, splitParagraphs } from "./find-blog-post.server";
import { listBlogPosts } from "./list-blog-posts.server";
import { listFaqItems } from "./list-faq-items.server";

let database: Database;
let t: TestContext;

beforeAll(async () => {
  database = await getTestDatabase();
  t = await createTestApp(database);
});
afterAll(() => t.close());

describe("blog", () => {
  it("lists the three posts newest first", async () => {
    const posts = await listBlogPosts(t.services);
    expect(posts).toHaveLength(3);
    const dates = posts.map((p) => p.publishedOn);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const p of posts) expect(p.image).toMatch(/^\/images\//);
  });

  it("finds a post by slug with its body as plain-text paragraphs", async () => {
    const [first] = await listBlogPosts(t.services);
    if (!first) throw new Error("no blog posts");
    const post = await findBlogPost(t.services, first.slug);
    expect(post?.title).toBe(first.title);
    expect(post?.paragraphs.length).toBeGreaterThan(1);
    expect(await findBlogPost(t.services, "no-such-post")).toBeUndefined();
  });

  it("splits a body on blank lines and joins wrapped lines", () => {
    expect(splitParagraphs("One\nline two.\n\n\n  Second <b>para</b>. \r\n\r\nThird")).toEqual([
      "One line two.",
      "Second <b>para</b>.",
      "Third",
    ]);
  });
});

describe("help centre questions", () => {
  it("lists the five questions in display order", async () => {
    const items = await listFaqItems(t.services);
    expect(items).toHaveLength(5);
  });

  it("narrows to questions or answers containing every word, ignoring case", async () => {
    const safe = await listFaqItems(t.services, "  SAFE ");
    expect(safe.length).toBeGreaterThan(0);
    expect(safe.length).toBeLessThan(5);
    for (const item of safe) expect(`${item.question} ${item.answer}`.toLowerCase()).toContain("safe");
    expect(await listFaqItems(t.services, "zzzz nothing")).toEqual([]);
  });

  it("filters in memory the same way the browser does", () => {
    const items = [
      { question: "How do I post an ad?", answer: "Tap Sell." },
      { question: "Is it free?", answer: "Posting an ad is free." },
    ];
    expect(filterFaqItems(items, "")).toEqual(items);
    expect(filterFaqItems(items, "ad free")).toEqual([items[1]]);
    expect(filterFaqItems(items, "sell")).toEqual([items[0]]);
  });
});

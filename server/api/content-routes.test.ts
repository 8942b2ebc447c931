import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "~/tests/support/test-app";
import { getTestDatabase } from "~/tests/support/test-database";

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp(await getTestDatabase());
});
afterAll(() => t.close());

const get = async (path: string) => {
  const res = await t.app.request(t.url(`/api/v1${path}`));
  return { status: res.status, body: await res.json() };
};

describe("content API", () => {
  it("lists blog posts and returns one with its paragraphs", async () => {
    const list = await get("/blog");
    expect(list.status).toBe(200);
    expect(list.body.posts).toHaveLength(3);
    const slug = list.body.posts[0].slug;
    const one = await get(`/blog/${slug}`);
    expect(one.status).toBe(200);
    expect(one.body.post.slug).toBe(slug);
    expect(one.body.post.paragraphs.length).toBeGreaterThan(1);
  });

  it("answers 404 for an unknown post", async () => {
    const res = await get("/blog/no-such-post");
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe("NOT_FOUND");
  });

  it("lists help questions, narrowed by q", async () => {
    expect((await get("/help/faq")).body.items).toHaveLength(5);
    const safe = await get("/help/faq?q=safe");
    expect(safe.status).toBe(200);
    expect(safe.body.items.length).toBeGreaterThan(0);
    expect(safe.body.items.length).toBeLessThan(5);
    expect((await get("/help/faq?q=xyzzy")).body.items).toEqual([]);
  });

  it("rejects an over-long search with 422, not 500", async () => {
    const res = await get(`/help/faq?q=${"a".repeat(201)}`);
    expect(res.status).toBe(422);
  });
});

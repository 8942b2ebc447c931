import { gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { listings } from "~/db/schema";
import { flushListingViews } from "~/domain/listings/count-listing-view.server";
import { insertListing, insertSeller } from "~/domain/listings/listing-fixtures.test-helper";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";
import type { AppEnv } from "./app-env";
import { productPageCache } from "./product-page-cache";

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";

let database: Database;
let renders: number;
let app: Hono<AppEnv>;

/** A stand-in for the React Router page: shows the nonce where the real page does, counts its renders. */
function pageApp(extraHeaders: Record<string, string> = {}) {
  const hono = new Hono<AppEnv>();
  hono.use(secureHeaders({ contentSecurityPolicy: { scriptSrc: [NONCE] } }));
  hono.use("/product/*", productPageCache({ db: database.db }));
  hono.get("/product/:id", async (c) => {
    renders++;
    await new Promise((resolve) => setTimeout(resolve, 20));
    const nonce = c.get("secureHeadersNonce");
    return c.html(`<script nonce="${nonce}">1</script><p>render ${renders}</p>"${nonce}"`, 200, extraHeaders);
  });
  return hono;
}

const get = (path: string, headers: Record<string, string> = {}) =>
  app.request(`http://localhost${path}`, { headers: { "user-agent": BROWSER, ...headers } });

async function page(path: string, headers: Record<string, string> = {}) {
  const res = await get(path, headers);
  const html = await res.text();
  const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1] ?? "missing";
  return { res, html, nonce };
}

beforeAll(async () => {
  database = await getTestDatabase();
});
beforeEach(async () => {
  await resetDatabase(database);
  await flushListingViews(database.db);
  await insertSeller(database.db);
  renders = 0;
  app = pageApp();
});

describe("productPageCache", () => {
  it("renders a listing page once and serves it again with each response's own nonce", async () => {
    const id = await insertListing(database.db, { title: "Sofa" });
    const first = await page(`/product/${id}`);
    const second = await page(`/product/${id}`);
    expect(renders).toBe(1);
    expect(second.html).toContain("render 1");
    expect(second.nonce).not.toBe(first.nonce);
    expect(second.html).toBe(first.html.replaceAll(first.nonce, second.nonce));
    expect(second.html).not.toContain(first.nonce);
    expect(second.res.headers.get("content-type")).toMatch(/^text\/html/);
  });

  it("renders once for visitors arriving together, each with its own nonce", async () => {
    const id = await insertListing(database.db, { title: "Sofa" });
    const pages = await Promise.all(Array.from({ length: 5 }, () => page(`/product/${id}`)));
    expect(renders).toBe(1);
    expect(new Set(pages.map((p) => p.nonce)).size).toBe(5);
    for (const p of pages)
      expect(p.html).toBe(`<script nonce="${p.nonce}">1</script><p>render 1</p>"${p.nonce}"`);
  });

  it("renders afresh when the ad changed, was sold or removed, or has expired", async () => {
    const id = await insertListing(database.db, { title: "Sofa" });
    await page(`/product/${id}`);
    await database.db
      .update(listings)
      .set({ updatedAt: new Date(Date.now() + 1000) })
      .where(eq(listings.id, id));
    expect((await page(`/product/${id}`)).html).toContain("render 2");
    await database.db.update(listings).set({ status: "expired" }).where(eq(listings.id, id));
    expect((await page(`/product/${id}`)).html).toContain("render 3");
    await database.db
      .update(listings)
      .set({ status: "active", expiresAt: new Date(Date.now() - 1000) })
      .where(eq(listings.id, id));
    await page(`/product/${id}`);
    expect((await page(`/product/${id}`)).html).toContain("render 5");
    await database.db.delete(listings).where(eq(listings.id, id));
    await page(`/product/${id}`);
    expect(renders).toBe(6);
  });

  it("never keeps the page of an ad its seller deactivated or deleted, nor serves the kept one after", async () => {
    const id = await insertListing(database.db, { title: "Sofa" });
    await page(`/product/${id}`);
    for (const status of ["inactive", "removed"] as const) {
      await database.db.update(listings).set({ status }).where(eq(listings.id, id));
      await page(`/product/${id}`);
      await page(`/product/${id}`);
    }
    expect(renders).toBe(5);
  });

  it("always renders for signed-in visitors, pending toasts and URLs with a query", async () => {
    const id = await insertListing(database.db, { title: "Sofa" });
    await page(`/product/${id}`);
    await page(`/product/${id}`, { cookie: "mandi.session_token=abc.def" });
    await page(`/product/${id}`, { cookie: "mandi_toast=e30" });
    await page(`/product/${id}?from=search`);
    expect(renders).toBe(4);
    await page(`/product/${id}`);
    expect(renders).toBe(4);
  });

  it("keeps one page per location, and none that sets a cookie", async () => {
    const id = await insertListing(database.db, { title: "Sofa" });
    await page(`/product/${id}`, { cookie: "mandi_location=PUNE" });
    await page(`/product/${id}`, { cookie: "mandi_location=JAIPUR" });
    await page(`/product/${id}`, { cookie: "mandi_location=PUNE" });
    expect(renders).toBe(2);
    app = pageApp({ "set-cookie": "mandi_location=KOCHI; Path=/" });
    await page(`/product/${id}`);
    await page(`/product/${id}`);
    expect(renders).toBe(4);
  });

  it("counts a view for each page served from memory, but not for crawlers", async () => {
    const id = await insertListing(database.db, { title: "Sofa" });
    await page(`/product/${id}`); // rendered: the page's loader counts this one
    await page(`/product/${id}`);
    await page(`/product/${id}`);
    await page(`/product/${id}`, { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" });
    await flushListingViews(database.db);
    const [row] = await database.db.select().from(listings).where(eq(listings.id, id));
    expect(row?.viewsCount).toBe(2);
  });
});

describe("productPageCache with gzip", () => {
  it("serves a kept page gzipped with each response's own nonce, without compressing it again", async () => {
    const id = await insertListing(database.db, { title: "Sofa" });
    const first = await page(`/product/${id}`);
    const res = await get(`/product/${id}`, { "accept-encoding": "gzip, deflate, br" });
    expect(renders).toBe(1);
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("vary")).toMatch(/accept-encoding/i);
    const packed = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get("content-length"))).toBe(packed.length);
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1] ?? "missing";
    expect(nonce).not.toBe(first.nonce);
    // gunzip checks the stream's CRC and length: a wrong trailer throws.
    expect(gunzipSync(packed).toString()).toBe(first.html.replaceAll(first.nonce, nonce));
  });
});

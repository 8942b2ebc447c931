import { gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { insertListing, insertSeller } from "~/domain/listings/listing-fixtures.test-helper";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";
import type { AppEnv } from "./app-env";
import { isResultsPath, searchPageCache } from "./search-page-cache";

let database: Database;
let renders: number;
let app: Hono<AppEnv>;

/** A stand-in for the results page: shows the nonce where the real page does, counts its renders. */
function pageApp() {
  const hono = new Hono<AppEnv>();
  hono.use(secureHeaders({ contentSecurityPolicy: { scriptSrc: [NONCE] } }));
  const cache = searchPageCache({ db: database.db });
  hono.use((c, next) => (isResultsPath(c.req.path) ? cache(c, next) : next()));
  hono.get("*", async (c) => {
    renders++;
    await new Promise((resolve) => setTimeout(resolve, 20));
    const nonce = c.get("secureHeadersNonce");
    return c.html(
      `<script nonce="${nonce}">1</script><p>render ${renders} of ${c.req.url}</p>` +
        `<p>counter ${c.get("listingsVersion") ?? "unread"}</p>`,
    );
  });
  return hono;
}

async function page(path: string, headers: Record<string, string> = {}) {
  const res = await app.request(`http://localhost${path}`, { headers });
  const html = await res.text();
  const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1] ?? "missing";
  return { res, html, nonce };
}

beforeAll(async () => {
  database = await getTestDatabase();
});
beforeEach(async () => {
  await resetDatabase(database);
  await insertSeller(database.db);
  renders = 0;
  app = pageApp();
});

describe("searchPageCache", () => {
  it("renders a results page once and serves it again with each response's own nonce, whatever the query's order", async () => {
    const first = await page("/products?q=sofa&sort=newest");
    const second = await page("/products?sort=newest&q=sofa");
    expect(renders).toBe(1);
    expect(second.html).toContain("render 1");
    expect(second.html).toContain(`<script nonce="${second.nonce}">`);
    expect(second.nonce).not.toBe(first.nonce);
    expect(second.html).not.toContain(first.nonce);

    const zipped = await app.request("http://localhost/products?q=sofa&sort=newest", {
      headers: { "accept-encoding": "gzip" },
    });
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString()).toContain("render 1");
    expect(renders).toBe(1);
  });

  it("renders afresh once any ad changes: a new ad is on the very next page", async () => {
    const first = await page("/products/furniture?q=sofa");
    await page("/products/furniture?q=sofa");
    expect(renders).toBe(1);
    await insertListing(database.db, { title: "Sofa set" });
    const second = await page("/products/furniture?q=sofa");
    expect(second.html).toContain("render 2");
    // The page is handed the counter the cache read, so its search need not read it again; a newer one now.
    const counter = (html: string) => Number(/counter (\d+)/.exec(html)?.[1]);
    expect(counter(second.html)).toBeGreaterThan(counter(first.html));
  });

  it("keeps one page per query and location; always renders for signed-in visitors and pending toasts", async () => {
    await page("/products?q=sofa", { cookie: "mandi_location=PUNE" });
    await page("/products?q=sofa", { cookie: "mandi_location=JAIPUR" });
    await page("/products?q=sofa&page=2", { cookie: "mandi_location=PUNE" });
    await page("/products?q=sofa", { cookie: "mandi_location=PUNE" });
    expect(renders).toBe(3);
    await page("/products?q=sofa", { cookie: "mandi_location=PUNE; mandi.session_token=abc.def" });
    await page("/products?q=sofa", { cookie: "mandi_location=PUNE; mandi_toast=e30" });
    expect(renders).toBe(5);
  });

  it("keeps only the results pages", () => {
    expect(["/products", "/products/cars", "/products/cars/sedans"].every(isResultsPath)).toBe(true);
    expect(["/product/7", "/products/a/b/c", "/productsx", "/products/Cars"].some(isResultsPath)).toBe(false);
  });
});

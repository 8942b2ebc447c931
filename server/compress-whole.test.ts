import { gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { describe, expect, it } from "vitest";
import { compressWhole, varyOnAcceptEncoding } from "./compress-whole";

function app() {
  const hono = new Hono();
  hono.use(compress());
  hono.use(compressWhole());
  const listings = Array.from({ length: 40 }, (_, i) => ({
    id: i,
    title: `Honda City ${i}`,
    price: 450000 + i,
  }));
  hono.get("/json", (c) => c.json({ listings }));
  hono.get("/small", (c) => c.json({ ok: true }));
  hono.get("/page", (c) => {
    const html = `<!DOCTYPE html><html><body>${"<p>Mandi</p>".repeat(200)}</body></html>`;
    return c.body(html, 200, {
      "content-type": "text/html; charset=utf-8",
      "content-length": String(html.length),
    });
  });
  return hono;
}

const gzipped = { "accept-encoding": "gzip, deflate, br" };

describe("whole-body compression", () => {
  it("gzips the API's JSON in one piece, with its length, when the client accepts gzip", async () => {
    const res = await app().request("/json", { headers: gzipped });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("vary")).toContain("Accept-Encoding");
    const packed = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get("content-length"))).toBe(packed.length);
    expect(JSON.parse(gunzipSync(packed).toString()).listings).toHaveLength(40);
  });

  it("sends small JSON and clients that do not accept gzip the body as it is", async () => {
    const small = await app().request("/small", { headers: gzipped });
    expect(small.headers.get("content-encoding")).toBeNull();
    expect(await small.json()).toEqual({ ok: true });
    const plain = await app().request("/json");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect((await plain.json()).listings).toHaveLength(40);
  });

  it("gzips a whole page", async () => {
    const res = await app().request("/page", { headers: gzipped });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toContain("<p>Mandi</p>");
  });

  it("adds Accept-Encoding to Vary once, keeping what was there", () => {
    const vary = (value?: string) => {
      const headers = new Headers(value === undefined ? {} : { vary: value });
      varyOnAcceptEncoding(headers);
      return headers.get("vary");
    };
    expect(vary()).toBe("Accept-Encoding");
    expect(vary("Cookie")).toBe("Cookie, Accept-Encoding");
    expect(vary("cookie, accept-encoding")).toBe("cookie, accept-encoding");
    expect(vary("*")).toBe("*");
  });
});

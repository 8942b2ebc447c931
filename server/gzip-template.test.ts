import { randomBytes } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { gzipWithFill, packTemplate } from "./gzip-template";

describe("gzip templates", () => {
  it("joins separately packed parts and a stored value into one valid gzip stream", async () => {
    const text = (n: number) => `<p>${"Mandi listing ".repeat(n)}</p>`;
    const parts = [text(400), text(3), "", text(2000), randomBytes(5000).toString("base64")].map((p) =>
      Buffer.from(p),
    );
    const template = await packTemplate(parts);
    for (const fill of ["abc123", "", "n".repeat(300)]) {
      const packed = gzipWithFill(template, fill);
      expect(gunzipSync(packed).toString()).toBe(parts.map(String).join(fill));
    }
    expect(gzipWithFill(template, "x").length).toBeLessThan(parts.reduce((n, p) => n + p.length, 0) / 2);
  });

  it("handles a page with no place for the value, or with it at either end", async () => {
    const template = await packTemplate([Buffer.from("<html>only</html>")]);
    expect(gunzipSync(gzipWithFill(template, "ignored")).toString()).toBe("<html>only</html>");
    const atTheEnds = await packTemplate([Buffer.from(""), Buffer.from("<p>middle</p>"), Buffer.from("")]);
    expect(gunzipSync(gzipWithFill(atTheEnds, "N")).toString()).toBe("N<p>middle</p>N");
  });
});

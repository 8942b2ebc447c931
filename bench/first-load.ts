// npm run bench:first-load [-- --url http://localhost:3000/]
// The first-load JavaScript of a page as a phone gets it: every script the page loads in Chromium (modulepreloads
// and the entry), gzipped, summed and listed biggest first. Budget for / : 120 KB (docs/decisions/009).
// What a chunk holds: build with MANDI_SOURCEMAP=1 and read its .map (e.g. with source-map-js).
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";

const option = (name: string) =>
  process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined;
const url = option("--url") ?? "http://localhost:3000/";

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run"],
});
const page = await browser.newPage();
const scripts = new Map<string, number>();
page.on("response", async (response) => {
  if (response.request().resourceType() !== "script") return;
  scripts.set(response.url(), gzipSync(await response.body()).length);
});
await page.goto(url, { waitUntil: "networkidle" });
await browser.close();
const total = [...scripts.values()].reduce((a, b) => a + b, 0);
for (const [script, bytes] of [...scripts].sort((a, b) => b[1] - a[1])) {
  console.log(`${(bytes / 1024).toFixed(1).padStart(7)} KB  ${new URL(script).pathname}`);
}
console.log(
  `first-load JS of ${new URL(url).pathname}: ${(total / 1024).toFixed(1)} KB gzipped (${total} bytes)`,
);

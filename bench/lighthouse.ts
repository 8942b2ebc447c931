// npm run bench:lighthouse [-- --runs 3] [--no-build] [--details] [--save folder] [--only /path]
// Lighthouse 12.8 (mobile preset: simulated slow 4G and a 4× slower CPU) in Debian Chromium on /, /products and
// a listing page of a fresh Mandi with its sample data (real photos): performance score, LCP, CLS, TBT (median
// of the runs, by score), and the first-load JavaScript of / in KB gzipped.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { BASE_URL, buildOnce, loadAverage, startServer } from "./bench-support";

const runs = process.argv.includes("--runs") ? Number(process.argv[process.argv.indexOf("--runs") + 1]) : 3;
const details = process.argv.includes("--details");
const option = (name: string) =>
  process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined;
/** Writes each run's full report (JSON) there, to read in the Lighthouse viewer or with jq. */
const saveDir = option("--save");
const only = option("--only");
let saved = 0;

interface Measure {
  score: number;
  lcp: number;
  cls: number;
  tbt: number;
  scripts: string[];
}

async function audit(url: string, port: number, attempt = 1): Promise<Measure> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
  });
  if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (saveDir) {
    mkdirSync(saveDir, { recursive: true });
    const name = `${++saved}-${new URL(url).pathname.replace(/\W+/g, "_")}.json`;
    writeFileSync(path.join(saveDir, name), JSON.stringify(lhr));
  }
  // Now and then the trace of a run is unusable (NO_NAVSTART: "Please run Lighthouse again"): run it again.
  if (lhr.runtimeError && attempt < 3) {
    console.log(`  ${url}: ${lhr.runtimeError.code}, running it again`);
    return audit(url, port, attempt + 1);
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const value = (id: string) => Number(lhr.audits[id]?.numericValue ?? Number.NaN);
  if (details) {
    // What to fix: the LCP element and its phases, what shifted, what blocked rendering.
    for (const id of ["largest-contentful-paint-element", "layout-shifts", "render-blocking-resources"]) {
      const items = (lhr.audits[id]?.details as { items?: unknown[] } | undefined)?.items ?? [];
      console.log(`  ${url} ${id}: ${JSON.stringify(items).slice(0, 1500)}`);
    }
  }
  const requests = (
    lhr.audits["network-requests"]?.details as { items?: { url: string; resourceType?: string }[] }
  )?.items;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: value("largest-contentful-paint"),
    cls: value("cumulative-layout-shift"),
    tbt: value("total-blocking-time"),
    scripts: (requests ?? []).filter((r) => r.resourceType === "Script").map((r) => r.url),
  };
}

async function gzippedKb(urls: string[]): Promise<number> {
  let bytes = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    bytes += gzipSync(body).length;
  }
  return bytes / 1024;
}

buildOnce();
// A fresh data folder: the server seeds the sample listings with their photos, as a new install shows them.
const server = await startServer({
  kind: "pglite",
  label: "PGlite with the sample data",
  env: { DATA_DIR: mkdtempSync(path.join(tmpdir(), "mandi-lighthouse-")) },
});
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
});
try {
  const listing = (await (await fetch(`${BASE_URL}/api/v1/listings`)).json()) as {
    listings: { id: number }[];
  };
  const pages = only ? [only] : ["/", "/products", `/product/${listing.listings[0]?.id ?? 1}`];
  console.log(`lighthouse ${runs} run(s) per page, mobile preset, load average ${loadAverage()}`);
  for (const page of pages) {
    const measures: Measure[] = [];
    for (let i = 0; i < runs; i++) measures.push(await audit(`${BASE_URL}${page}`, chrome.port));
    measures.sort((a, b) => a.score - b.score);
    const m = measures[Math.floor(measures.length / 2)] as Measure;
    const js = page === "/" ? `  first-load JS ${(await gzippedKb(m.scripts)).toFixed(1)} KB gzipped` : "";
    console.log(
      `${page.padEnd(14)} performance ${String(m.score).padStart(3)} (runs: ${measures.map((x) => x.score).join(", ")})` +
        `  LCP ${(m.lcp / 1000).toFixed(2)} s  CLS ${m.cls.toFixed(3)}  TBT ${Math.round(m.tbt)} ms${js}` +
        `  load ${loadAverage()}`,
    );
  }
} finally {
  chrome.kill();
  await server.stop();
}

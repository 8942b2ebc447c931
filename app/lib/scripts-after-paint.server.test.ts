import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { scriptsAfterPaint as rewrite } from "./scripts-after-paint.server";

const scriptsAfterPaint = (html: string) => rewrite(Buffer.from(html)).toString("utf8");

const page = [
  "<!DOCTYPE html><html><head>",
  '<link rel="stylesheet" href="/assets/app.css"/>',
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="N0NCE"/>',
  '<link rel="modulepreload" href="/assets/framework.js" nonce="N0NCE"/>',
  "</head><body><main>Honda City</main>",
  '<script nonce="N0NCE">window.__reactRouterContext = {"title":"</scr" + "ipt>"};</script>',
  '<script nonce="N0NCE" type="module" async="">import * as route0 from "/assets/root.js";\n',
  'window.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client.js");</script>',
  "</body></html>",
].join("");

/** Runs the page's classic loader script with a fake DOM and returns what it appended to <head>, once painted. */
function runLoader(html: string) {
  const script = /<script nonce="N0NCE">(\(\(\)=>[\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!script) throw new Error("no loader script");
  const appended: Record<string, string>[] = [];
  let frame: (() => void) | undefined;
  let task: (() => void) | undefined;
  runInNewContext(script, {
    document: {
      currentScript: { nonce: "N0NCE" },
      createElement: (tag: string) => ({ tag }),
      head: { append: (el: Record<string, string>) => appended.push(el) },
    },
    requestAnimationFrame: (run: () => void) => {
      frame = run;
    },
    setTimeout: (run: () => void) => {
      task = run;
    },
  });
  return {
    appended,
    paint() {
      frame?.();
      task?.();
    },
  };
}

describe("scripts after the first paint", () => {
  it("keeps the page and its data, drops the preload tags and the module script", () => {
    const out = scriptsAfterPaint(page);
    expect(out).toContain("<main>Honda City</main>");
    expect(out).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(out).toContain("window.__reactRouterContext");
    expect(out).not.toContain('rel="modulepreload"');
    expect(out).not.toContain('type="module"');
    expect(out).not.toMatch(/<\/script>(?![\s\S]*<\/body>)/);
  });

  it("adds the same preloads and module, with the page's nonce, only once the page has painted", () => {
    const loader = runLoader(scriptsAfterPaint(page));
    expect(loader.appended).toEqual([]);
    loader.paint();
    expect(loader.appended).toEqual([
      { tag: "link", rel: "modulepreload", href: "/assets/entry.client.js" },
      { tag: "link", rel: "modulepreload", href: "/assets/framework.js" },
      {
        tag: "script",
        type: "module",
        nonce: "N0NCE",
        textContent:
          'import * as route0 from "/assets/root.js";\nwindow.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client.js");',
      },
    ]);
  });

  it("writes the module's code so the HTML parser cannot read markup in it", () => {
    const tricky = page.replace(
      'import("/assets/entry.client.js");',
      'import("/assets/entry.client.js");"<!--<script>";',
    );
    const out = scriptsAfterPaint(tricky);
    const loaderSource = /<script nonce="N0NCE">(\(\(\)=>[\s\S]*?)<\/script>/.exec(out)?.[1] ?? "";
    expect(loaderSource).not.toContain("<");
    const loader = runLoader(out);
    loader.paint();
    expect(loader.appended.at(-1)?.textContent).toContain('"<!--<script>"');
  });

  it("keeps Hindi text byte for byte, around the cuts and in the module's code", () => {
    const hindi = page
      .replace("<main>Honda City</main>", "<main>होंडा सिटी ₹13,16,000</main>")
      .replace('import("/assets/entry.client.js");', 'import("/assets/entry.client.js");"स्कूटी";');
    const out = scriptsAfterPaint(hindi);
    expect(out).toContain("<main>होंडा सिटी ₹13,16,000</main>");
    const loader = runLoader(out);
    loader.paint();
    expect(loader.appended.at(-1)?.textContent).toContain('"स्कूटी"');
    expect(loader.appended.filter((el) => el.rel === "modulepreload")).toHaveLength(2);
  });

  it("leaves a preload tag it cannot read whole where it is, and cuts the others", () => {
    const unclosed = page.replace(
      '<link rel="modulepreload" href="/assets/framework.js" nonce="N0NCE"/>',
      '<link rel="modulepreload" href="/assets/framework.js" nonce="N0NCE">',
    );
    const out = scriptsAfterPaint(unclosed);
    expect(out).toContain(
      '<link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" href="/assets/framework.js" nonce="N0NCE"></head>',
    );
    const loader = runLoader(out);
    loader.paint();
    expect(loader.appended.filter((el) => el.rel === "modulepreload").map((el) => el.href)).toEqual([
      "/assets/entry.client.js",
    ]);
  });

  it("leaves a page without React Router's module script as it is", () => {
    const plain = "<html><body><p>Hello</p></body></html>";
    expect(scriptsAfterPaint(plain)).toBe(plain);
  });
});

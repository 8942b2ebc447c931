// Keeps imports flowing one way (docs/decisions/004-one-way-imports.md):
// app → domain → db | adapters; server may use all; db and adapters stand alone; web (the cookies the pages and the
// process share, docs/decisions/010) sits below app and server and stands alone too; i18n (the messages in English
// and Hindi and the languages, docs/decisions/024) stands alone and every layer that speaks to people may use it.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const root = process.cwd();
const allowed = {
  app: ["app", "domain", "web", "i18n"],
  domain: ["domain", "db", "adapters", "i18n"],
  db: ["db"],
  adapters: ["adapters"],
  web: ["web", "i18n"],
  i18n: ["i18n"],
};
const layers = Object.keys(allowed);
const importPattern = /(?:import|export)\s[^'"]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* sourceFiles(full);
    else if (/\.(ts|tsx|js|jsx)$/.test(name)) yield full;
  }
}

function layerOf(file) {
  const top = path.relative(root, file).split(path.sep)[0];
  return layers.includes(top) ? top : undefined;
}

const problems = [];
for (const layer of layers) {
  for (const file of sourceFiles(path.join(root, layer))) {
    // Tests sit beside the code but set up fixtures through any layer.
    if (/\.test\.tsx?$/.test(file)) continue;
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(importPattern)) {
      const spec = match[1] ?? match[2];
      let target;
      if (spec.startsWith("~/")) target = spec.slice(2).split("/")[0];
      else if (spec.startsWith(".")) target = layerOf(path.resolve(path.dirname(file), spec)) ?? "outside";
      else continue;
      // Type-only declarations (e.g. route typegen "./+types/…") resolve inside the same layer.
      if (spec.includes("/+types/")) continue;
      if (!allowed[layer].includes(target)) {
        problems.push(`${path.relative(root, file)}: ${layer}/ must not import ${target}/ ("${spec}")`);
      }
    }
  }
}

if (problems.length > 0) {
  console.error(
    `Import boundary violations (see docs/decisions/004-one-way-imports.md):\n${problems.join("\n")}`,
  );
  process.exit(1);
}
console.log("import boundaries: ok");

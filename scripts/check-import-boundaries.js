// Keeps imports flowing one way (docs/decisions/004-one-way-imports.md):
// app → domain → db | adapters; server wires domain, db and adapters and never reaches into app (the pages come to
// it as React Router's build, `virtual:react-router/server-build`); bench and scripts sit on top and may use any
// layer below them; db and adapters stand alone; web (the cookies the pages and the process share, decision 010)
// sits below app and server and stands alone too; i18n (the messages in English and Hindi and the languages,
// decision 024) stands alone and every layer that speaks to people may use it.
// Inside domain/, areas form a one-way graph too (DOMAIN_ORDER below, decision 029).
// Run from the repository's root (the tests run it from a temporary tree's root).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const root = process.cwd();
const allowed = {
  bench: ["bench", "app", "server", "domain", "db", "adapters", "web", "i18n", "tests"],
  scripts: ["scripts", "app", "server", "domain", "db", "adapters", "web", "i18n"],
  server: ["server", "domain", "db", "adapters", "web", "i18n"],
  app: ["app", "domain", "web", "i18n"],
  domain: ["domain", "db", "adapters", "i18n"],
  db: ["db"],
  adapters: ["adapters"],
  web: ["web", "i18n"],
  i18n: ["i18n"],
};

/**
 * The areas of domain/, lowest first. An area imports its own files, `shared` and the areas of the rows below its
 * own, never one of its row or above: when a lower area must hear of a higher one's event ("a listing went live"),
 * the event travels on the job queue or through a port in Services that the server wires (decision 029). A new
 * area joins a row here before it can import anything.
 */
const DOMAIN_ORDER = [
  ["shared"],
  ["accounts", "catalog", "geo", "content", "contact", "careers", "media"],
  ["notifications"],
  ["listings"],
  ["favorites", "saved-searches", "chat"],
  ["moderation"],
  ["ratings"],
  ["sellers"],
];
const rowOf = new Map(DOMAIN_ORDER.flatMap((row, index) => row.map((area) => [area, index])));

const layers = Object.keys(allowed);
const importPattern = /(?:import|export)\s[^'"]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function* sourceFiles(dir) {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* sourceFiles(full);
    else if (/\.(ts|tsx|js|jsx)$/.test(name)) yield full;
  }
}

/** The path inside the repository an import names, as segments; undefined for a package. */
function targetOf(file, spec) {
  if (spec.startsWith("~/")) return spec.slice(2).split("/");
  if (spec.startsWith("."))
    return path.relative(root, path.resolve(path.dirname(file), spec)).split(path.sep);
  return undefined;
}

/** A domain area: the folder right under domain/ (a file at domain/'s root belongs to none). */
function areaOf(segments) {
  return segments.length > 2 ? segments[1] : undefined;
}

function domainProblem(fromArea, toArea) {
  if (fromArea === toArea) return undefined;
  const from = rowOf.get(fromArea);
  if (from === undefined) return `domain/${fromArea}/ is no area of DOMAIN_ORDER (add it to a row)`;
  const to = toArea === undefined ? undefined : rowOf.get(toArea);
  if (to === undefined)
    return `domain/${fromArea}/ must not import domain/${toArea ?? "(root)"} (no declared area)`;
  if (to >= from) {
    const how = to === from ? "beside it" : "above it";
    return `domain/${fromArea}/ must not import domain/${toArea}/, an area ${how} in DOMAIN_ORDER`;
  }
  return undefined;
}

const problems = [];
for (const layer of layers) {
  for (const file of sourceFiles(path.join(root, layer))) {
    // Tests and their helpers sit beside the code but set up fixtures through any layer.
    if (/\.test\.tsx?$|\.test-helper\.tsx?$/.test(file)) continue;
    const from = path.relative(root, file).split(path.sep);
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(importPattern)) {
      const spec = match[1] ?? match[2];
      // Type-only declarations (e.g. route typegen "./+types/…") resolve inside the same layer.
      if (spec.includes("/+types/")) continue;
      const target = targetOf(file, spec);
      if (!target) continue;
      const targetLayer = layers.includes(target[0]) || target[0] === "tests" ? target[0] : "outside";
      const where = path.relative(root, file);
      if (!allowed[layer].includes(targetLayer)) {
        problems.push(`${where}: ${layer}/ must not import ${targetLayer}/ ("${spec}")`);
      } else if (layer === "domain" && target[0] === "db" && target[1] === "seed") {
        // The seed is data for a new database, not a library: what both need lives in db/ beside the schema.
        problems.push(`${where}: domain/ must not import db/seed/ ("${spec}")`);
      } else if (layer === "domain" && targetLayer === "domain") {
        const problem = domainProblem(areaOf(from), areaOf(target));
        if (problem) problems.push(`${where}: ${problem} ("${spec}")`);
      }
    }
  }
}

if (problems.length > 0) {
  console.error(
    `Import boundary violations (see docs/decisions/004-one-way-imports.md, 029-areas-in-order.md):\n${problems.join("\n")}`,
  );
  process.exit(1);
}
console.log("import boundaries: ok");

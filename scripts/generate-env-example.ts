/**
 * Writes `.env.example` from server/config.ts: every variable of its EnvSchema, in its order, with the comment above
 * it and its `.default(…)`, commented out (a local run needs none). `--check` writes nothing and fails when the
 * committed file differs (`npm run lint`). It reads the source with the TypeScript parser rather than importing the
 * schema, because the comments are the documentation and exist only in the source.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

const root = path.resolve(import.meta.dirname, "..");
const configFile = path.join(root, "server/config.ts");
const exampleFile = path.join(root, ".env.example");

const HEADER = `# Mandi's settings, generated from server/config.ts by \`npm run env:example\`: edit that file, not this one.
# Mandi reads the environment only (no .env loading of its own): hand it this file with \`node --env-file\`, a
# container's env_file or your service manager. A local run needs none of them; README.md's Configuration says more,
# and which ones a public deployment (https PUBLIC_URL) requires.
`;

interface Setting {
  name: string;
  comment: string | undefined;
  defaultValue: string | undefined;
}

export function readSettings(source: string): Setting[] {
  const file = ts.createSourceFile(configFile, source, ts.ScriptTarget.Latest, true);
  let shape: ts.ObjectLiteralExpression | undefined;
  file.forEachChild((node) => {
    if (!ts.isVariableStatement(node)) return;
    for (const d of node.declarationList.declarations) {
      if (!ts.isIdentifier(d.name) || d.name.text !== "EnvSchema") continue;
      const arg =
        d.initializer && ts.isCallExpression(d.initializer) ? d.initializer.arguments[0] : undefined;
      if (arg && ts.isObjectLiteralExpression(arg)) shape = arg;
    }
  });
  if (!shape) throw new Error("server/config.ts: no `const EnvSchema = z.object({ … })` found");
  return shape.properties.map((p) => {
    if (!ts.isPropertyAssignment(p) || !ts.isIdentifier(p.name)) {
      throw new Error(`server/config.ts: EnvSchema entry "${p.getText(file)}" is not \`NAME: schema\``);
    }
    return { name: p.name.text, comment: jsDocText(p, source), defaultValue: defaultOf(p.initializer, file) };
  });
}

function jsDocText(node: ts.Node, source: string): string | undefined {
  const ranges = ts.getLeadingCommentRanges(source, node.getFullStart()) ?? [];
  const docs = ranges
    .map((r) => source.slice(r.pos, r.end))
    .filter((c) => c.startsWith("/**"))
    .map((c) =>
      c
        .replace(/^\/\*\*|\*\/$/g, "")
        .split("\n")
        .map((line) => line.replace(/^\s*\* ?/, "").trim())
        .filter(Boolean)
        .join(" "),
    );
  return docs.at(-1);
}

/** The argument of the outermost `.default(…)` in the chain, as the value a variable would hold. */
function defaultOf(expression: ts.Expression, file: ts.SourceFile): string | undefined {
  let node: ts.Expression = expression;
  while (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
    const arg = node.arguments[0];
    if (node.expression.name.text === "default" && arg) {
      if (ts.isStringLiteral(arg) || ts.isNoSubstitutionTemplateLiteral(arg)) return arg.text;
      return arg.getText(file);
    }
    node = node.expression.expression;
  }
  return undefined;
}

/** Wraps a comment at 116 columns, each line starting with "# ". */
function commentLines(text: string): string[] {
  const lines: string[] = [];
  let line = "#";
  for (const word of text.split(/\s+/)) {
    if (line.length + 1 + word.length > 116 && line !== "#") {
      lines.push(line);
      line = "#";
    }
    line += ` ${word}`;
  }
  lines.push(line);
  return lines;
}

/** A value a shell, `node --env-file` and compose all read the same: quoted when it holds more than a word. */
function envValue(value: string | undefined): string {
  if (value === undefined) return "";
  return /^[\w./:@+-]*$/.test(value) ? value : JSON.stringify(value);
}

/** One block per commented setting; an uncommented one joins the block above it (S3_SECRET_ACCESS_KEY). */
export function renderEnvExample(settings: Setting[]): string {
  const blocks: string[][] = [];
  for (const s of settings) {
    const line = `# ${s.name}=${envValue(s.defaultValue)}`;
    const last = blocks.at(-1);
    if (!s.comment && last) last.push(line);
    else blocks.push([...(s.comment ? commentLines(s.comment) : []), line]);
  }
  return `${HEADER}\n${blocks.map((b) => b.join("\n")).join("\n\n")}\n`;
}

const expected = renderEnvExample(readSettings(readFileSync(configFile, "utf8")));
if (process.argv.includes("--check")) {
  let committed = "";
  try {
    committed = readFileSync(exampleFile, "utf8");
  } catch {}
  if (committed !== expected) {
    console.error(
      ".env.example differs from server/config.ts: run npm run env:example and commit the result.",
    );
    process.exit(1);
  }
} else {
  writeFileSync(exampleFile, expected);
  console.log(`Wrote ${path.relative(process.cwd(), exampleFile) || ".env.example"}`);
}

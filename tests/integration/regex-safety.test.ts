import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { checkSync } from "recheck";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// Issue 25 §1: every regular expression in Mandi's own code runs in linear time, checked by recheck (an automaton
// and fuzzing ReDoS checker): a pattern with nested or overlapping quantifiers fails here the day it is written.
// Found with the TypeScript parser, not a pattern: every regex literal and every `new RegExp(…)`/`RegExp(…)`.

const ROOT = path.resolve(import.meta.dirname, "../..");
const FOLDERS = ["app", "domain", "server", "adapters", "web", "i18n"];
const GENERATED = ["i18n/paraglide/"];

/**
 * A pattern recheck does not call safe, or a RegExp built at run time, is allowed only with the reason here (by
 * "file: pattern"), so a reviewer sees each one.
 */
const PRICE_REASON =
  "the constant PRICE, (₹[\\d,]+), between fixed words and anchored at both ends, on an offer's text Mandi wrote";
const ALLOWED: Record<string, string> = {
  // Patterns whose text is Mandi's own, or so short that any pattern is quick on it.
  "app/lib/meta.ts: /[\\s.,;:!?-]+$/":
    "trims the end of a description already cut to at most 159 characters (cutDescription's slice)",
  'app/sw/offline-page.ts: /<html[^>]*\\slang="([a-zA-Z-]+)"/':
    "the service worker reads a page Mandi's server rendered (from its own cache), where a member's text is " +
    "escaped and cannot open a tag",
  "app/sw/page-rules.ts: /<title[^>]*>([^<]*)<\\/title>/i":
    "the service worker reads a page Mandi's server rendered (from its own cache), where a member's text is " +
    "escaped and cannot open a tag",
  "app/sw/page-rules.ts: /\\s*\\|\\s*Mandi$/":
    "the <title> of a page Mandi rendered: at most an ad's title (100 characters) and the site's name",
  "domain/accounts/ban-notice.server.ts: /[.\\s]+$/":
    "a moderator's reason, at most 500 characters by its schema (MODERATION_REASON_MAX_LENGTH)",
  "domain/accounts/create-auth.server.ts: /\\/+$/": "the operator's GOOGLE_ISSUER, read once at start",
  "server/config.ts: /\\/+$/": "the operator's configuration (PUBLIC_URL, GOOGLE_ISSUER), read once at start",
  "adapters/geocoder/nominatim-geocoder.ts: /\\/+$/": "the operator's GEOCODER_URL, read once at start",
  "adapters/storage/disk-storage.ts: /\\/+$/":
    "a storage key Mandi made (a folder and a UUID), never a member's text",
  "adapters/storage/s3-storage.ts: /\\/+$/":
    "a storage key Mandi made (a folder and a UUID), never a member's text",
  // Patterns recheck's fuzzer called quadratic on one loaded run (seeded, yet its phases are cut by time) and linear
  // on every other; each is measured linear in V8 on the fuzzer's own attack strings, and user-text-patterns.test.ts
  // runs it at ten times its field's limit on every run.
  "domain/listings/indic-text.ts: /(.)\\1+/g":
    "one character and its repeats, no alternation: 320,001 characters of the fuzzer's attack in 1.9 ms",
  "domain/shared/scam-text-fold.ts: /(^|[^\\p{L}\\p{M}\\p{N}])([a-z](?:[ .\\-_*·]{1,3}[a-z](?![\\p{L}\\p{M}\\p{N}]))+)/gu":
    "each letter of a run is followed by 1–3 separators and a letter, never by another way to match it: 400,005 " +
    "characters of the fuzzer's attack in 4.4 ms",
  // RegExps built at run time.
  "app/components/chat/system-text.ts: new RegExp(`^Offered ${PRICE}$`)": PRICE_REASON,
  "app/components/chat/system-text.ts: new RegExp(`^Countered ${PRICE} with ${PRICE}$`)": PRICE_REASON,
  "app/components/chat/system-text.ts: new RegExp(`^Accepted the offer of ${PRICE}$`)": PRICE_REASON,
  "app/components/chat/system-text.ts: new RegExp(`^Declined the offer of ${PRICE}$`)": PRICE_REASON,
  "domain/accounts/accounts-schemas.ts: new RegExp(`^\\\\d{${OTP_LENGTH}}$`)":
    "a fixed count of digits (the constant OTP_LENGTH), anchored at both ends",
  'server/input-guard/text-checks.ts: new RegExp(LONE_SURROGATE.source, "g")':
    "the global twin of LONE_SURROGATE, a literal checked here",
  'server/metrics/page-route.ts: new RegExp(`^${source}/?$`, caseSensitive ? "" : "i")':
    "made once from the app's own route table (fixed segments escaped, each parameter one [^/]+ segment) and " +
    "matched against a request path the input guard has already bounded",
  'i18n/domain-text.ts: new RegExp(`^${source}$`, "s")':
    "made once from the message catalogue's own English (escaped), each placeholder one lazy group; matched only " +
    "against texts Mandi writes (errors, notices), whose inserted values (a name, an ad's title, a moderator's " +
    "reason) their fields already bound",
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    const relative = path.relative(ROOT, full).split(path.sep).join("/");
    if (GENERATED.some((prefix) => `${relative}/`.startsWith(prefix))) return [];
    if (statSync(full).isDirectory()) return sourceFiles(full);
    if (!/\.(ts|tsx|js|jsx|mjs)$/.test(name) || /\.d\.ts$/.test(name)) return [];
    if (/\.test\.(ts|tsx)$|\.test-helper\.(ts|tsx)$/.test(name)) return [];
    return [full];
  });
}

interface Found {
  where: string;
  key: string;
  literal?: { source: string; flags: string };
}

function patternsIn(file: string): Found[] {
  const relative = path.relative(ROOT, file).split(path.sep).join("/");
  const text = readFileSync(file, "utf8");
  const kind = /\.(tsx|jsx)$/.test(file) ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found: Found[] = [];
  const where = (node: ts.Node) =>
    `${relative}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
  const visit = (node: ts.Node) => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const literal = node.getText(source);
      const slash = literal.lastIndexOf("/");
      found.push({
        where: where(node),
        key: `${relative}: ${literal}`,
        literal: { source: literal.slice(1, slash), flags: literal.slice(slash + 1) },
      });
    } else if (
      (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === "RegExp"
    ) {
      const args = (node.arguments ?? []).map((arg) => arg.getText(source)).join(", ");
      found.push({ where: where(node), key: `${relative}: new RegExp(${args})` });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const everyPattern = FOLDERS.flatMap((folder) => sourceFiles(path.join(ROOT, folder))).flatMap(patternsIn);

describe("every regular expression in Mandi's code", () => {
  it("is found (the parser sees the literals and the RegExp calls)", () => {
    expect(everyPattern.filter((found) => found.literal).length).toBeGreaterThan(200);
    expect(everyPattern.some((found) => found.key.startsWith("domain/shared/scam-rules.ts"))).toBe(true);
    expect(everyPattern.some((found) => found.key.startsWith("server/input-guard/text-checks.ts"))).toBe(
      true,
    );
  });

  it("is linear by recheck, or allowed with a reason", () => {
    const problems: string[] = [];
    for (const found of everyPattern) {
      if (ALLOWED[found.key]) continue;
      if (!found.literal) {
        problems.push(`${found.where} builds a RegExp at run time; allow it with a reason: ${found.key}`);
        continue;
      }
      const result = checkSync(found.literal.source, found.literal.flags, {
        randomSeed: 25,
        timeout: 20_000,
      });
      if (result.status === "safe") continue;
      const why =
        result.status === "vulnerable"
          ? `${result.complexity.summary}, e.g. ${result.attack.pattern}`
          : `unknown (${result.error.kind})`;
      problems.push(`${found.where} /${found.literal.source}/${found.literal.flags}: ${why}`);
    }
    expect(problems).toEqual([]);
  }, 300_000);

  it("has no allowance left over from a pattern since changed or removed", () => {
    const keys = new Set(everyPattern.map((found) => found.key));
    expect(Object.keys(ALLOWED).filter((key) => !keys.has(key))).toEqual([]);
  });
});

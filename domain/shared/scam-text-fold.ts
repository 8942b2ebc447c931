import { asciiDigits } from "./ascii-digits";

/**
 * What the scam shield reads instead of the message: the same words with the disguises taken off, so one plain
 * pattern per phrase catches them all (domain/shared/scam-rules.ts). Every step is one linear pass — a bounded
 * quantifier or a character class, never two quantifiers that can share a character (issue 25 §1) — and
 * tests/integration/regex-safety.test.ts keeps each pattern so.
 *
 *   "९८७६५ ४३२१०" → "9876543210"   digits of every script, separators between digits dropped
 *   "O T P", "o.t.p" → "otp"       spaced single letters joined
 *   "bob (at) gmail (dot) com" → "bob@gmail.com"   (at)/(dot), "at the rate", " at … dot com"
 */
export function foldForShield(text: string): string {
  const plain = text
    .normalize("NFKC")
    .toLowerCase()
    // Zero-width characters and the soft hyphen are a common way around filters; fancy dashes are dashes.
    .replace(/[\u00ad\u200b-\u200d\u2060\ufeff]/g, "")
    .replace(/[\u2010-\u2015\u2212]/g, "-")
    // One space between words; a lone space is left alone (replacing it by itself costs a match per word).
    .replace(/\s{2,}|[^\S ]/g, " ");
  return foldEmail(joinSpacedLetters(joinDigits(asciiDigits(plain))));
}

/** "98765 43210", "98765.43210", "9-8-7…": up to three separators between two digits are dropped. */
function joinDigits(text: string): string {
  return text.replace(/(\d)[ .\-_/\\()[\]*+|:~'"·•]{1,3}(?=\d)/g, "$1");
}

/** "o t p", "a.d.v.a.n.c.e", "q-r": single letters one to three separators apart become one word. */
function joinSpacedLetters(text: string): string {
  return text.replace(
    SPACED_LETTERS,
    (_run, before: string, letters: string) => before + letters.replace(/[^a-z]/g, ""),
  );
}
// A whole run at a time (one replacement per run, not per letter); each letter stands alone, with no letter, mark
// or digit touching it. No lookbehind: this runs in the browser too, and Safari before 16.4 has none.
const SPACED_LETTERS = /(^|[^\p{L}\p{M}\p{N}])([a-z](?:[ .\-_*·]{1,3}[a-z](?![\p{L}\p{M}\p{N}]))+)/gu;

// "at … dot com" is folded only before the endings a spelt-out address most often has, so "meet at the station"
// stays as it is. Literals, not built strings, so the regex test checks them.
const BRACKETED_AT = / ?[([{<] ?(?:at|@) ?[)\]}>] ?| @ ?|@ /g;
const BRACKETED_DOT = / ?[([{<] ?(?:dot|\.) ?[)\]}>] ?/g;
const BARE_DOT = / (?:dot|\.) (?=(?:com|in|net|org|co|info|me|io|biz|live|email|edu|gov|ac)\b)/g;
const BARE_AT =
  / (?:at|at the rate(?: of)?) (?=[a-z0-9-]{1,63}\.(?:com|in|net|org|co|info|me|io|biz|live|email|edu|gov|ac)\b)/g;

function foldEmail(text: string): string {
  return text
    .replace(BRACKETED_AT, "@")
    .replace(BRACKETED_DOT, ".")
    .replace(BARE_DOT, ".")
    .replace(BARE_AT, "@");
}

// The one rule for text that arrives in a request (docs/decisions/011-one-input-guard.md). A value is refused
// when it holds a C0 control character (tab, line feed and carriage return are allowed in body fields, where a
// description or a message spans lines, never in the address), a lone UTF-16 surrogate, or U+FFFD — what every
// decoder makes of bytes that are not UTF-8, so it marks text that was broken on the way in.

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const REPLACEMENT = 0xfffd;

/** Where the text came from: the address allows no control character, body fields allow line breaks and tabs. */
export type TextPlace = "address" | "body" | "name";

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, "g");

function allowed(code: number, place: TextPlace): boolean {
  if (code === REPLACEMENT) return false;
  if (code >= 0x20) return true;
  return place === "body" && (code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN);
}

/** Why the text is refused ("contains a control character (U+0000)"), or undefined when it is fine. */
export function textProblem(value: string, place: TextPlace): string | undefined {
  if (LONE_SURROGATE.test(value)) return "contains a broken character (a lone UTF-16 surrogate)";
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (allowed(code, place)) continue;
    if (code === REPLACEMENT) return "contains bytes that are not valid UTF-8 text";
    return `contains a control character (U+${code.toString(16).toUpperCase().padStart(4, "0")})`;
  }
  return undefined;
}

// What textProblem refuses, as one character class per place: removed in one pass (a loop that added the text up
// a character at a time made a million strings of a 1 MB field, and the collector stalled the process for seconds).
// biome-ignore lint/suspicious/noControlCharactersInRegex: these control characters are exactly what is removed.
const REFUSED_IN_BODY = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffd]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: these control characters are exactly what is removed.
const REFUSED_ELSEWHERE = /[\u0000-\u001f\ufffd]/g;

/** The text without what textProblem refuses: what a form shows back to the person, to check and send again. */
export function cleanText(value: string, place: TextPlace): string {
  if (textProblem(value, place) === undefined) return value;
  return value
    .replace(LONE_SURROGATES, "")
    .replace(place === "body" ? REFUSED_IN_BODY : REFUSED_ELSEWHERE, "");
}

/**
 * Percent-decoding that fails instead of guessing: `%zz`, an overlong sequence (%C0%AF), an encoded surrogate
 * (%ED%A0%80) or any byte run that is not UTF-8 gives undefined. Forms encode a space as "+".
 */
export function decodeStrict(raw: string, plusIsSpace: boolean): string | undefined {
  try {
    return decodeURIComponent(plusIsSpace ? raw.replaceAll("+", " ") : raw);
  } catch {
    return undefined;
  }
}

/** What a browser would make of a component that decodeStrict refuses, to name the field it belongs to. */
export function decodeLenient(raw: string): string {
  return new URLSearchParams(`v=${raw.replaceAll("&", "%26")}`).get("v") ?? raw;
}

/**
 * Texts that make a backtracking pattern work hardest, at any length: long runs of one character, the attack
 * strings recheck reported for Mandi's old patterns (issue 25 §1), the shapes each fold of the scam shield looks
 * for, mixed scripts and seeded random text. None holds a lone surrogate, so the input guard lets them through to
 * the code they are aimed at.
 */
export interface HostileString {
  name: string;
  text: string;
}

const SHAPES: [name: string, unit: string, prefix?: string, suffix?: string][] = [
  ["one letter", "a"],
  ["one digit", "6"],
  ["spaces", " ", "x", "!"],
  ["tabs", "\t", "", "\u0000"],
  ["newlines and spaces", " \r\n", "", "x"],
  ['"a@" repeated', "a@"],
  ["army rule (recheck)", " ", "im", "!"],
  ["e-mail rule (recheck)", ".aa%", "", ".aa"],
  ["phone rule (recheck)", "691\t", "A", "99"],
  ["domain labels", "a.", "x@"],
  ["spaced letters", "o "],
  ["dotted letters", "o."],
  ["spaced digits", "9 "],
  ["dotted digits", "9."],
  ["bracketed at", "(at) "],
  ["bare at", " at "],
  ["at the rate", "at the rate "],
  ["slashes", "/", "", "\u0000/"],
  ["equals signs", "=", "", "\u0000="],
  ["percent signs", "%", "", "\n%"],
  ["sign then digits (recheck)", "0", "+", "+"],
  ["url dots (recheck)", ".:", "http://p", "\t"],
  ["quote and backslash (recheck)", "'\\"],
  ["punctuation", ".,;:!?-"],
  ["Devanagari", "पहले एडवांस भेजो "],
  ["Devanagari digits", "९"],
  ["mixed scripts", "a९b٩ক৯ 9.८-ब "],
  ["zero-width", "o\u200bt\u200cp\u200d"],
  ["emoji", "😀"],
  ["fullwidth", "ＯＴＰ９"],
];

function fill(length: number, unit: string, prefix = "", suffix = ""): string {
  const body = Math.max(0, length - prefix.length - suffix.length);
  const text = prefix + unit.repeat(Math.ceil(body / unit.length)).slice(0, body) + suffix;
  return wholeCharacters(text.slice(0, length));
}

/** Never ends in half a surrogate pair (that would be refused by the input guard before it reached anything). */
function wholeCharacters(text: string): string {
  const last = text.charCodeAt(text.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? text.slice(0, -1) : text;
}

/** A small seeded generator (mulberry32): the same text for the same seed, run after run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const RANDOM_PIECES = [
  ..."abcdeimnoprstuvwxyz0123456789",
  ..." \t\n.,-_/()[]@+%'\\:",
  ..."९८७६५ক৯٩०",
  ..."पहलेएडवांसओटीपी",
  "\u200b",
  "otp",
  "upi",
  "army",
  "advance",
  " at ",
  " dot ",
  "gmail",
  ".com",
];

/** Seeded random text from the pieces the patterns care about. */
export function randomText(length: number, seed: number): string {
  const next = seededRandom(seed);
  let text = "";
  while (text.length < length) text += RANDOM_PIECES[Math.floor(next() * RANDOM_PIECES.length)];
  return wholeCharacters(text.slice(0, length));
}

/** Every hostile shape at this length (in characters), plus one seeded random text. */
export function hostileStrings(length: number, seed = 25): HostileString[] {
  return [
    ...SHAPES.map(([name, unit, prefix, suffix]) => ({ name, text: fill(length, unit, prefix, suffix) })),
    { name: `random (seed ${seed})`, text: randomText(length, seed) },
  ];
}

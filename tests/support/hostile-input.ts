import fc from "fast-check";

/**
 * What a hostile client sends instead of what a form or app would (issue 25 §8): the builders' own tests used the
 * values they chose, so these are the values nobody chose. Every property run is seeded; the seed is printed, and
 * HOSTILE_SEED=<seed> replays a failing run exactly.
 */
export function hostileSeed(): number {
  const given = Number(process.env.HOSTILE_SEED);
  const seed = Number.isSafeInteger(given) && process.env.HOSTILE_SEED ? given : Date.now() % 2_147_483_647;
  console.info(`hostile-input seed: ${seed} (replay with HOSTILE_SEED=${seed})`);
  return seed;
}

export const KB100 = "a".repeat(100 * 1024);
/** Just over the input guard's body limit once sent (1 MB). */
export const MB1 = "ब".repeat(350 * 1024);

/** Digits of other scripts: Devanagari, Arabic-Indic, Bengali, fullwidth, mathematical bold. */
export const OTHER_DIGITS = ["९८७६५४३२१०", "٣٤", "৯৯", "１２３", "𝟗𝟖", "१.५", "−1", "１e3"];

/** Text that is not text: a lone surrogate half, control characters, what a broken decoder makes of bytes. */
export const BROKEN_TEXT = ["\uD800", "a\uDC00b", "\u0000", "a\u0007", "\uFFFD", "\u202Eevil", "\u200B"];

/** Numbers as a form or query sends them, wrongly. */
export const BAD_NUMBERS = [
  "abc",
  "",
  " ",
  "NaN",
  "Infinity",
  "-Infinity",
  "1e400",
  "-1",
  "0x1F",
  "1_000",
  "9".repeat(400),
  "1.5",
  "-0",
  ...OTHER_DIGITS,
];

/** Any string a client could send, weighted towards the troublesome ones. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 2, arbitrary: fc.constantFrom(...OTHER_DIGITS, ...BAD_NUMBERS) },
  { weight: 1, arbitrary: fc.constantFrom(...BROKEN_TEXT) },
  { weight: 1, arbitrary: fc.constantFrom(KB100, "1".repeat(5_000), "९".repeat(3_000)) },
);

/** Any JSON value, with hostile strings among its leaves. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.double(),
    fc.constantFrom(Number.MAX_SAFE_INTEGER + 2, -1, 0, 1e308, 2 ** 31),
    hostileText,
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 12 }), tie("value"), { maxKeys: 4 }),
  ),
})).value;

/**
 * A JSON object shaped like `properties` (an OpenAPI schema's), each value either a wrong type or a hostile one,
 * so validation is reached field by field instead of failing on the first unknown shape.
 */
export function hostileObject(propertyNames: readonly string[]): fc.Arbitrary<Record<string, unknown>> {
  if (propertyNames.length === 0)
    return fc.dictionary(fc.string({ maxLength: 12 }), hostileJson, { maxKeys: 3 });
  return fc.record(Object.fromEntries(propertyNames.map((name) => [name, hostileJson])), {
    requiredKeys: [],
  });
}

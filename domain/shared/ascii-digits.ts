/**
 * The first code point (the zero) of every set of decimal digits that NFKC leaves as it is: Arabic-Indic,
 * Devanagari, Bengali, Gurmukhi, Gujarati, Odia, Tamil, Telugu, Kannada, Malayalam… (Unicode 17; fullwidth,
 * mathematical and segmented digits are folded by NFKC). Unicode encodes each script's digits as whole runs of
 * 0–9, zero first, so a digit's value is its distance from its zero. ascii-digits.test.ts checks this table against
 * the runtime's `\p{Nd}`.
 */
export const DIGIT_ZEROS: readonly number[] = [
  0x660, 0x6f0, 0x7c0, 0x966, 0x9e6, 0xa66, 0xae6, 0xb66, 0xbe6, 0xc66, 0xce6, 0xd66, 0xde6, 0xe50, 0xed0,
  0xf20, 0x1040, 0x1090, 0x17e0, 0x1810, 0x1946, 0x19d0, 0x1a80, 0x1a90, 0x1b50, 0x1bb0, 0x1c40, 0x1c50,
  0xa620, 0xa8d0, 0xa900, 0xa9d0, 0xa9f0, 0xaa50, 0xabf0, 0x104a0, 0x10d30, 0x10d40, 0x11066, 0x110f0,
  0x11136, 0x111d0, 0x112f0, 0x11450, 0x114d0, 0x11650, 0x116c0, 0x116d0, 0x116da, 0x11730, 0x118e0, 0x11950,
  0x11bf0, 0x11c50, 0x11d50, 0x11da0, 0x11de0, 0x11f50, 0x16130, 0x16a60, 0x16ac0, 0x16b50, 0x16d70, 0x1e140,
  0x1e2f0, 0x1e4f0, 0x1e5f1, 0x1e950,
];
const FIRST_ZERO = DIGIT_ZEROS[0] ?? 0;

/** The value (0–9) of a digit of one of DIGIT_ZEROS's scripts, or -1. */
export function digitValue(codePoint: number): number {
  let low = 0;
  let high = DIGIT_ZEROS.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const zero = DIGIT_ZEROS[middle] ?? 0;
    if (codePoint < zero) high = middle - 1;
    else if (codePoint - zero > 9) low = middle + 1;
    else return codePoint - zero;
  }
  return -1;
}

/**
 * "९८७६५४३२१०" → "9876543210": every script's digits as ASCII, everything else as it was. One pass over the
 * text (a replace with a function per digit costs ten times as much on a long run of them).
 */
export function asciiDigits(text: string): string {
  let out = "";
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    if (text.charCodeAt(i) < FIRST_ZERO) continue;
    const codePoint = text.codePointAt(i) ?? 0;
    const value = digitValue(codePoint);
    const width = codePoint > 0xffff ? 2 : 1;
    if (value >= 0) {
      out += text.slice(from, i) + String(value);
      from = i + width;
    }
    i += width - 1;
  }
  return from === 0 ? text : out + text.slice(from);
}

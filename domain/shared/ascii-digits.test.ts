import { describe, expect, it } from "vitest";
import { asciiDigits, DIGIT_ZEROS, digitValue } from "./ascii-digits";

describe("asciiDigits", () => {
  it("reads the digits of Indian and other scripts as 0–9 and leaves everything else", () => {
    expect(asciiDigits("९८७६५४३२१०")).toBe("9876543210");
    expect(asciiDigits("৯৮৭৬৫ ٤٣٢١٠ ௯௮")).toBe("98765 43210 98");
    expect(asciiDigits("कीमत १५,००० ₹, 😀 ok")).toBe("कीमत 15,000 ₹, 😀 ok");
    expect(asciiDigits("𑁯𑁦")).toBe("90");
    expect(asciiDigits("no digits here")).toBe("no digits here");
  });

  it("knows every decimal digit the runtime knows, after NFKC", () => {
    const missed: string[] = [];
    for (let codePoint = 0x80; codePoint <= 0x10ffff; codePoint++) {
      if (codePoint >= 0xd800 && codePoint <= 0xdfff) continue;
      const char = String.fromCodePoint(codePoint);
      const folded = char.normalize("NFKC");
      if (!/\p{Nd}/u.test(char) || /^[0-9]$/.test(folded)) continue;
      if (digitValue(codePoint) < 0) missed.push(codePoint.toString(16));
    }
    expect(missed).toEqual([]);
    for (const zero of DIGIT_ZEROS) {
      for (let value = 0; value < 10; value++) {
        expect(/\p{Nd}/u.test(String.fromCodePoint(zero + value)), zero.toString(16)).toBe(true);
      }
    }
  });
});

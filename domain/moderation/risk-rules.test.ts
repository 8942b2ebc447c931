import { describe, expect, it } from "vitest";
import { hasDetail } from "./assess-listing-risk.server";
import { riskyWordsIn } from "./risk-rules";

describe("riskyWordsIn", () => {
  it("finds the words of the frauds that begin with an ad, in English, Hinglish and Hindi", () => {
    expect(riskyWordsIn("Pay token amount first, I will courier the phone")).toEqual([
      "advance payment",
      "courier delivery",
    ]);
    expect(riskyWordsIn("Main army mein hoon, transfer ho gaya. Pehle payment karo")).toEqual([
      "advance payment",
      "army or out-of-station story",
    ]);
    expect(riskyWordsIn("Scan the QR code to get your payment")).toEqual(["QR code or UPI request"]);
    expect(riskyWordsIn("Only UPI accepted")).toEqual(["QR code or UPI request"]);
    expect(riskyWordsIn("एडवांस भेजो, मैं कूरियर कर दूंगा")).toEqual(["advance payment", "courier delivery"]);
    expect(riskyWordsIn("Share the OTP to confirm")).toEqual(["PIN or OTP"]);
  });

  it("leaves ordinary ads alone", () => {
    expect(riskyWordsIn("Army green jacket, size M. Pickup from Kothrud, PIN code 411038.")).toEqual([]);
    expect(riskyWordsIn("Honda City 2019, single owner, serviced at Honda, new tyres.")).toEqual([]);
  });
});

describe("hasDetail", () => {
  it("takes a plain picture's hash for no identity at all", () => {
    expect(hasDetail("0000000000000000")).toBe(false);
    expect(hasDetail("ffffffffffffffff")).toBe(false);
    expect(hasDetail("0000000000000001")).toBe(false);
    expect(hasDetail("c3a1f00e5b7d2219")).toBe(true);
  });
});

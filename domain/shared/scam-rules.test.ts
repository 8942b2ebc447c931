import { describe, expect, it } from "vitest";
import { SCAM_RULES, scamRule, scamWarnings } from "./scam-rules";

/** What each rule catches, in English, Hindi (Devanagari) and Hinglish, and what it leaves alone. */
const CATCHES: Record<string, string[]> = {
  "pin-otp": [
    "Please share your UPI PIN so I can send the money",
    "Tell me the OTP you just received",
    "Just enter your one-time password on the page",
    "Read me the verification code",
    "aapka UPI pin batao, payment bhej raha hoon",
    "OTP bhejo jaldi",
    "pin number bhejo bhai",
    "पैसे भेजने के लिए ओटीपी बताइए",
    "अपना पिन नंबर बताओ",
  ],
  "qr-code": [
    "Scan this QR code to receive the payment",
    "I am sending a QR, scan it to get your money",
    "QR scan karo, paise aa jayenge",
    "yeh code scan karke amount receive karo",
    "भुगतान पाने के लिए यह क्यू आर कोड स्कैन करें",
  ],
  "advance-payment": [
    "Pay an advance of 2000 and I will hold it for you",
    "Send the token amount first",
    "There is a small courier charge of Rs 500",
    "Delivery charges 300 extra, pay before dispatch",
    "pehle payment karo phir bhejunga",
    "booking amount bhej do",
    "पहले एडवांस भेजिए",
    "कूरियर का खर्चा आपको देना होगा",
  ],
  "army-out-of-station": [
    "I am in the army, posted in Jammu",
    "I'm an army officer, cannot meet",
    "I am out of station, will courier it",
    "main army mein hoon, abhi posting pe",
    "army officer hoon bhai, bharosa rakho",
    "mera transfer ho gaya hai isliye bech raha hoon",
    "मैं आर्मी में हूँ",
    "मैं सेना में हूं, मिल नहीं सकता",
  ],
  "payment-link": [
    "Pay through this payment link",
    "Here: upi://pay?pa=fraud@okaxis",
    "click https://rzp.io/l/abc123 to pay",
    "is link par click karke pay karo",
    "पेमेंट लिंक भेज रहा हूँ",
  ],
  "off-platform": [
    "Message me on WhatsApp",
    "whats app pe baat karte hain",
    "call me on 98765 43210",
    "mera number +91 98765-43210 hai",
    "write to me at seller.raj@gmail.com",
    "व्हाट्सएप पर बात करो",
  ],
};

const ORDINARY = [
  "Is it still available?",
  "What is the lowest price?",
  "Where can I see it?",
  "Can I come to see it on Saturday at 5 pm?",
  "The price is 15000, final.",
  "Is the bill and box included?",
  "Which PIN code are you in? I am in 400001.",
  "I like the army green colour of the jacket",
  "kya ye abhi bhi available hai?",
  "kal shaam ko dekhne aa sakta hoon?",
  "क्या यह अभी भी उपलब्ध है?",
  "आखिरी कीमत क्या है?",
  "It has 128 GB storage and the battery is at 89%.",
  // Numbers side by side that are not a phone number once their separators are folded away.
  "Would you take 18,000? 17,000 is my budget.",
  "PIN code 400 001, near the station",
  "Bought in 2021, 6.5 inch screen, 4 GB RAM, 64 GB",
  "Meet at gate 6, 9 am is fine",
  "₹ 9,500 or ₹ 9,000, no less",
  "I can meet at 5.30 at the bus stand",
  "I will be at home. Come after lunch",
  "Plan A or B, I am fine with either",
  "AC room, a/c works, 2 BHK",
  "इसकी कीमत १५,००० है",
];

/** What slipped past the shield before it folded digits, separators, spaced letters and spelt-out e-mails. */
const FOLDED: [string, string][] = [
  ["९८७६५४३२१०", "off-platform"],
  ["98765.43210", "off-platform"],
  ["O T P", "pin-otp"],
  ["a d v a n c e", "advance-payment"],
  ["bob (at) gmail (dot) com", "off-platform"],
  // The same tricks in other scripts and with other separators.
  ["mera number ९८७६५ ४३२१० hai", "off-platform"],
  ["call ৯৮৭৬৫৪৩২১০", "off-platform"],
  ["٩٨٧٦٥٤٣٢١٠ whatsapp", "off-platform"],
  ["9 8 7 6 5 4 3 2 1 0", "off-platform"],
  ["98765 - 43210", "off-platform"],
  ["(+91) 98765/43210", "off-platform"],
  ["send the o.t.p now", "pin-otp"],
  ["share the O-T-P", "pin-otp"],
  ["Q R scan karo", "qr-code"],
  ["pay a-d-v-a-n-c-e first", "advance-payment"],
  ["bob[at]gmail[dot]com", "off-platform"],
  ["bob at gmail dot com", "off-platform"],
  ["bob at the rate gmail dot com", "off-platform"],
  ["bob @ gmail . com", "off-platform"],
  ["I   am\tin\n the   army", "army-out-of-station"],
];

describe("the scam shield", () => {
  for (const [id, texts] of Object.entries(CATCHES)) {
    it(`warns about ${id} in English, Hindi and Hinglish`, () => {
      for (const text of texts) expect(scamWarnings(text), text).toContain(id);
    });
  }

  it("says nothing about ordinary messages", () => {
    for (const text of ORDINARY) expect(scamWarnings(text), text).toEqual([]);
  });

  it("sees through capitals, zero-width characters and fancy dashes", () => {
    expect(scamWarnings("SHARE THE O\u200bT\u200bP")).toEqual(["pin-otp"]);
    expect(scamWarnings("OUT OF STATION")).toEqual(["army-out-of-station"]);
    expect(scamWarnings("one\u2013time\u2013password please")).toEqual(["pin-otp"]);
  });

  it("folds other scripts' digits, separators, spaced letters and spelt-out e-mails before matching", () => {
    for (const [text, id] of FOLDED) expect(scamWarnings(text), text).toContain(id);
  });

  it("names every rule a message matches, in table order", () => {
    expect(scamWarnings("I am in the army, send the advance and the OTP on WhatsApp")).toEqual([
      "pin-otp",
      "advance-payment",
      "army-out-of-station",
      "off-platform",
    ]);
  });

  it("has a title and a warning for every rule, found by its id", () => {
    const ids = SCAM_RULES.map((rule) => rule.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const rule of SCAM_RULES) {
      expect(rule.title.length).toBeGreaterThan(5);
      expect(rule.warning.length).toBeGreaterThan(20);
      expect(scamRule(rule.id)).toBe(rule);
    }
    expect(scamRule("a-rule-since-removed")).toBeUndefined();
    // The warning the issue asks for, word for word in substance.
    expect(scamRule("pin-otp")?.warning).toMatch(/never need a UPI PIN or an OTP to receive money/);
  });
});

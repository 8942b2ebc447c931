/**
 * The scam shield: patterns of the frauds that run through classifieds chats in India, in English, Hindi and
 * Hinglish, each with a calm, specific warning. Matched as a message is typed (in the browser) and when it is
 * sent (stored with the message, so both sides see it). A warning, never a block: the message is delivered.
 * Add a rule by adding a row; the tests in scam-rules.test.ts show what each one catches and what it leaves alone.
 */
export interface ScamRule {
  id: string;
  title: string;
  warning: string;
  patterns: RegExp[];
}

export const SCAM_RULES: readonly ScamRule[] = [
  {
    id: "pin-otp",
    title: "Never share a PIN or OTP",
    warning:
      "You never need a UPI PIN or an OTP to receive money. Anyone asking for one is trying to take money from you.",
    patterns: [
      // Not a "PIN code" (a postal code): only a PIN that unlocks money.
      /\b(upi|atm|bank|card|debit\s*card)\s*pin\b/,
      /\bm-?pin\b/,
      /\bpin\s*(number|no\.?|batao|bata|bhejo|bhej|share|send|dalo|daalo|daal|enter|type)\b/,
      /\botp\b/,
      /one[\s-]*time[\s-]*pass(word|code)/,
      /verification code/,
      /ओटीपी|पिन\s*(नंबर|कोड|बता|डाल)/,
    ],
  },
  {
    id: "qr-code",
    title: "A QR code is for paying, not for receiving",
    warning:
      "Scanning a QR code sends money from your account. To receive a payment you never scan anything or enter a PIN.",
    patterns: [/\bq\.?r\b/, /scan\s*(kar|karo|karke|this|the|my|code)/, /क्यू\s*आर|स्कैन/],
  },
  {
    id: "advance-payment",
    title: "No payment before you see the item",
    warning:
      "Don't pay an advance, token amount, or courier or delivery charges before you have seen the item in person.",
    patterns: [
      /\badvance\b/,
      /token\s*(amount|money|payment)/,
      /booking\s*(amount|charge|fee)/,
      /(courier|delivery|shipping|transport|parcel)\s*(charge|fee|cost|amount|kharcha)/,
      /pehle\s*(payment|paise|pay)/,
      /एडवांस|टोकन\s*(राशि|अमाउंट)|पहले\s*(पेमेंट|पैसे)|कूरियर|डिलीवरी\s*चार्ज/,
    ],
  },
  {
    id: "army-out-of-station",
    title: "A story common in fake ads",
    warning:
      "“I am in the army” or “I am out of station, I will courier it” is how many fake ads begin. Meet in person and see the item before paying.",
    patterns: [
      // "I am in the army", "army officer hoon" — not an "army green" jacket.
      /\b(i\s*am|i'm|im|main|mai|mein)\s*(in|an?|from)?\s*(the)?\s*(indian\s*)?(army|military|crpf|bsf|cisf|navy|air\s*force)\b/,
      /\b(army|military|crpf|bsf|cisf)\s*(officer|man|person|se|mein|mai|main|hu|hoon|me)\b/,
      /\bjawan\b|\bfauji\b/,
      /out\s*of\s*station/,
      /transfer\s*(ho\s*gaya|hua|got)/,
      /आर्मी|फौजी|सेना|जवान|ट्रांसफर/,
    ],
  },
  {
    id: "payment-link",
    title: "Don't pay through a link from a stranger",
    warning:
      "Payment links and “refund” links can empty your account. Pay only after you have seen the item.",
    patterns: [
      /upi:\/\//,
      /\b(paytm\.me|pay\.google\.com|rzp\.io|razorpay\.me|phon\.pe|bit\.ly|tinyurl\.com)\b/,
      /payment\s*link|pay\s*(link|karo\s*link)|link\s*(pe|par)\s*(pay|click)/,
      /पेमेंट\s*लिंक|लिंक\s*(पर|पे)\s*(क्लिक|पे)/,
    ],
  },
  {
    id: "off-platform",
    title: "Keep the conversation on Mandi",
    warning:
      "Moving to WhatsApp, a phone call or e-mail takes away the protection of this chat. Our team can only help with what was said here.",
    patterns: [
      /whats\s*app|\bwa\.me\b|telegram|signal\s*app/,
      /(\+?91[\s-]*)?[6-9](?:[\s-]*\d){9}\b/,
      /[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}/,
      /व्हाट्सएप|व्हाट्सऐप/,
    ],
  },
];

const byId = new Map(SCAM_RULES.map((rule) => [rule.id, rule]));

/** The rules a text matches, in table order (ids, as stored with a message). */
export function scamWarnings(text: string): string[] {
  // Zero-width characters and fancy dashes are a common way around filters.
  const normalized = text
    .toLowerCase()
    .normalize("NFKC")
    .replace(/[\u200b-\u200d\u2060\ufeff]/g, "")
    .replace(/[\u2010-\u2015]/g, "-");
  return SCAM_RULES.filter((rule) => rule.patterns.some((pattern) => pattern.test(normalized))).map(
    (rule) => rule.id,
  );
}

/** The rule behind a stored id (unknown ids, from a rule since removed, are skipped). */
export function scamRule(id: string): ScamRule | undefined {
  return byId.get(id);
}
